/**
 * Where each changed message or data value is written (file:line:column), for annotations on the lines
 * responsible: in the head's file, or the base's for one the head no longer has.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { locate } from '../../pipeline/load/locate.js';
import { parseYaml } from '../../pipeline/load/parse-yaml.js';
import type { DataPath, YamlFile } from '../../pipeline/load/types.js';
import { entryNameOf } from '../../pipeline/render/read-tracking.js';
import type { ContentChange } from '../../pipeline/diff/types.js';

export function locateChanges(changes: readonly ContentChange[], baseProject: string, headProject: string): ContentChange[] {
  const files = new Map<string, YamlFile | undefined>();
  const fileOf = (project: string, name: string) => {
    const full = path.join(project, name);
    if (!files.has(full)) files.set(full, readYaml(full, name));
    return files.get(full);
  };
  return changes.map((change) => {
    const file = fileOf(change.after === undefined ? baseProject : headProject, change.source.file);
    if (!file) return change;
    const dataPath = change.kind === 'message' ? change.key.split('.') : dataPathOf(file.value, change.key);
    const { line, column } = locate(file, dataPath, change.kind === 'message' ? 'key' : 'value');
    return { ...change, source: { file: change.source.file, line, column } };
  });
}

function readYaml(full: string, name: string): YamlFile | undefined {
  try {
    return parseYaml(name, readFileSync(full, 'utf8')).file;
  } catch {
    return undefined;
  }
}

/**
 * A render record's data path (`markets.eur.packages.retail/start.price`, read-tracking.ts) as the path in its
 * file: list entries by their place, `site.` dropped (site.yaml holds the site's fields at its top). As far as
 * the file has it; locate() points at the deepest part that exists.
 */
function dataPathOf(value: unknown, key: string): DataPath {
  const [root, ...rest] = key.split('.');
  const segments = root === 'site' ? rest : [root!, ...rest];
  const found: (string | number)[] = [];
  let node = value;
  for (const segment of segments) {
    if (Array.isArray(node)) {
      const index = node.findIndex((item, i) => entryNameOf(item, i) === segment);
      if (index < 0) break;
      found.push(index);
      node = node[index];
    } else if (typeof node === 'object' && node !== null && segment in node) {
      found.push(segment);
      node = (node as Record<string, unknown>)[segment];
    } else break;
  }
  return found;
}
