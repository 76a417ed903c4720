import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../../core/config.js';
import { createProblem, type Problem } from '../../core/errors/problem.js';
import { parseYaml } from './parse-yaml.js';
import { positionAt } from './locate.js';
import { findInvalidUtf8 } from './text-checks.js';
import type { ParseYaml, YamlFile } from './types.js';

/** The content files every site has, by kind; the kind names the schema that checks the file. */
export const CONTENT_FILES = {
  site: 'site.yaml',
  sections: 'sections.yaml',
  tiers: 'tiers.yaml',
  packages: 'packages.yaml',
} as const;

export type DataKind = keyof typeof CONTENT_FILES;

export interface RawContent {
  readonly data: Readonly<Partial<Record<DataKind, YamlFile>>>;
  /** Message catalogues by locale code (the file name without .yaml). */
  readonly messages: ReadonlyMap<string, YamlFile>;
}

/**
 * Reads and parses every content file; a long-running process passes a memo of the parser as `parse`.
 */
export function readContent(config: ResolvedConfig, parse: ParseYaml = parseYaml): { content: RawContent; problems: Problem[] } {
  const problems: Problem[] = [];
  const load = (absolute: string): YamlFile | undefined => {
    const relative = contentName(config.root, absolute);
    let bytes: Buffer;
    try {
      bytes = readFileSync(absolute);
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      problems.push(
        createProblem(missing ? 'E_FILE_MISSING' : 'E_FILE_READ', missing ? `${relative} does not exist` : `${relative} cannot be read: ${(error as Error).message}`, {
          file: relative, line: 1, column: 1,
        }),
      );
      return undefined;
    }
    // Decoding replaces bytes that are not UTF-8 with U+FFFD silently; they are reported, and the rest is checked.
    const text = bytes.toString('utf8');
    const result = parse(relative, text);
    const invalid = findInvalidUtf8(bytes);
    if (invalid && result.file) problems.push(createProblem('E_INVALID_ENCODING', invalid.message, positionAt(result.file, invalid.offset)));
    problems.push(...result.problems);
    return result.file;
  };

  const data: Partial<Record<DataKind, YamlFile>> = {};
  for (const [kind, name] of Object.entries(CONTENT_FILES) as [DataKind, string][]) {
    const file = load(path.join(config.contentDir, name));
    if (file) data[kind] = file;
  }
  const messages = new Map<string, YamlFile>();
  for (const name of listMessageFiles(config.messagesDir)) {
    if (!name.endsWith('.yaml')) {
      // A catalogue saved as .yml would otherwise be ignored without a word.
      const relative = contentName(config.root, path.join(config.messagesDir, name));
      problems.push(createProblem('E_FILE_NAME', `${relative} is not read: message catalogues end in .yaml`, { file: relative, line: 1, column: 1 }));
      continue;
    }
    const file = load(path.join(config.messagesDir, name));
    if (file) messages.set(name.replace(/\.yaml$/, ''), file);
  }
  return { content: { data, messages }, problems };
}

/** How problems and caches name a content file: relative to the project root, with forward slashes. */
export function contentName(root: string, absolute: string): string {
  return path.relative(root, absolute).split(path.sep).join('/');
}

/** The YAML files of the messages folder (.yml ones too, which are reported), sorted; none when it is missing. */
export function listMessageFiles(dir: string): string[] {
  try {
    return readdirSync(dir).filter((name) => /\.ya?ml$/.test(name)).sort();
  } catch {
    return [];
  }
}
