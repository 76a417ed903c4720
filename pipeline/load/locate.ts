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

/** Where a key that a map lacks belongs, and how a message says it. */
export interface Insertion {
  readonly position: Position;
  /** `after "about"`, `before "contact"`, `under "header.nav"`, or `at the top of the file`. */
  readonly place: string;
}

/**
 * Where a missing key goes in the map at `parentPath` (which exists): after the nearest of `preceding`
 * (nearest first) that the map has, marked at the key that follows it; else before the first of `following`
 * it has; else at the map itself. Never the first line of a file for a key whose neighbours are there.
 */
export function locateBetween(file: YamlFile, parentPath: DataPath, preceding: readonly string[], following: readonly string[]): Insertion {
  const parent = (parentPath.length ? file.doc.getIn(parentPath, true) : file.doc.contents) as Node | null | undefined;
  const parentName = parentPath.length ? `under "${parentPath.join('.')}"` : 'at the top of the file';
  if (!isMap(parent)) return { position: locate(file, parentPath), place: parentName };
  const indexOf = (name: string) => parent.items.findIndex((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === name);
  const keyAt = (index: number) => positionAt(file, (parent.items[index]!.key as Node).range![0]);
  for (const name of preceding) {
    const index = indexOf(name);
    if (index < 0) continue;
    return { position: keyAt(index < parent.items.length - 1 ? index + 1 : index), place: `after "${[...parentPath, name].join('.')}"` };
  }
  for (const name of following) {
    const index = indexOf(name);
    if (index >= 0) return { position: keyAt(index), place: `before "${[...parentPath, name].join('.')}"` };
  }
  return { position: parent.items.length ? keyAt(0) : locate(file, parentPath), place: parentName };
}

/** Where `key` (dotted; its parent exists in the file) goes, by the order of its `siblings` in the reference. */
export function locateMissing(file: YamlFile, key: string, siblings: readonly string[]): Insertion {
  const parts = key.split('.');
  const name = parts.at(-1)!;
  const index = siblings.indexOf(name);
  return locateBetween(file, parts.slice(0, -1), siblings.slice(0, Math.max(index, 0)).reverse(), siblings.slice(index + 1));
}
