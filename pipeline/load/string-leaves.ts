import { isMap, isPair, isScalar, type Document, type Node } from 'yaml';
import type { ScalarStyle, StringLeaf } from './types.js';

/** Every string reached through map keys alone, in document order; sequences and other scalars are passed by. */
export function findStringLeaves(doc: Document.Parsed): StringLeaf[] {
  const leaves: StringLeaf[] = [];
  const walk = (node: Node | null | undefined, prefix: string): void => {
    if (!isMap(node)) return;
    for (const pair of node.items) {
      if (!isPair(pair) || !isScalar(pair.key)) continue;
      const key = prefix ? `${prefix}.${String(pair.key.value)}` : String(pair.key.value);
      const value = pair.value as Node | null;
      if (isScalar(value) && typeof value.value === 'string') {
        leaves.push({
          key,
          value: value.value,
          keyOffset: (pair.key as Node).range![0],
          range: [value.range![0], value.range![1]],
          ...(value.type ? { style: value.type as ScalarStyle } : {}),
        });
      } else {
        walk(value, key);
      }
    }
  };
  walk(doc.contents as Node | null, '');
  return leaves;
}
