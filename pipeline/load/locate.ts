import { isMap, isPair, isScalar, isSeq, type Node } from 'yaml';
import type { Position } from '../../core/errors/problem.js';
import type { DataPath, YamlFile } from './types.js';

/**
 * Maps a path in the data to where it is written. When the path does not exist (a missing key), it points
 * at the deepest part that does, which is where the author has to add it. `at: 'key'` points at the key
 * of the last segment instead of its value, which is what an unknown property should underline.
 */
export function locate(file: YamlFile, dataPath: DataPath, at: 'value' | 'key' = 'value'): Position {
  let node: Node | null | undefined = file.doc.contents as Node | null;
  let offset = node?.range?.[0] ?? 0;
  for (const [index, segment] of dataPath.entries()) {
    const last = index === dataPath.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment));
      if (!pair) break;
      const keyNode = pair.key as Node;
      node = pair.value as Node | null;
      offset = last && at === 'key' ? keyNode.range![0] : (node?.range?.[0] ?? keyNode.range![0]);
    } else if (isSeq(node) && typeof segment === 'number' && node.items[segment]) {
      node = node.items[segment] as Node;
      offset = node.range?.[0] ?? offset;
    } else {
      break;
    }
  }
  return positionAt(file, offset);
}

export function positionAt(file: Pick<YamlFile, 'file' | 'lineCounter'>, offset: number): Position {
  const { line, col } = file.lineCounter.linePos(offset);
  return { file: file.file, line, column: col };
}
