import { isMap, isPair, isScalar, type Node, type Scalar } from 'yaml';
import type { Position } from '../errors/problem.js';
import { positionAt } from '../load/locate.js';
import type { YamlFile } from '../load/types.js';

/** One message of a catalogue: its dotted key, its ICU source and where both are written. */
export interface MessageEntry {
  readonly key: string;
  readonly source: string;
  readonly keyPosition: Position;
  /** Maps a 1-based line/column inside the message text to the file, as well as the scalar style allows. */
  readonly positionIn: (line: number, column: number) => Position;
}

/** Flattens a catalogue's nested maps into dotted keys; only string leaves become messages. */
export function collectEntries(file: YamlFile): MessageEntry[] {
  const entries: MessageEntry[] = [];
  const walk = (node: Node | null | undefined, prefix: string): void => {
    if (!isMap(node)) return;
    for (const pair of node.items) {
      if (!isPair(pair) || !isScalar(pair.key)) continue;
      const key = prefix ? `${prefix}.${String(pair.key.value)}` : String(pair.key.value);
      const value = pair.value as Node | null;
      if (isScalar(value) && typeof value.value === 'string') {
        entries.push({
          key,
          source: value.value,
          keyPosition: positionAt(file, (pair.key as Node).range![0]),
          positionIn: (line, column) => positionInScalar(file, value, line, column),
        });
      } else {
        walk(value, key);
      }
    }
  };
  walk(file.doc.contents as Node | null, '');
  return entries;
}

function positionInScalar(file: YamlFile, node: Scalar, line: number, column: number): Position {
  const start = node.range![0];
  const at = positionAt(file, start);
  switch (node.type) {
    case 'PLAIN':
      return line === 1 ? { ...at, column: at.column + column - 1 } : at;
    case 'QUOTE_DOUBLE':
    case 'QUOTE_SINGLE':
      return line === 1 ? { ...at, column: at.column + column } : at;
    case 'BLOCK_FOLDED':
    case 'BLOCK_LITERAL': {
      // Folding joins a folded block's lines, so only its first line maps exactly.
      if (node.type === 'BLOCK_FOLDED' && line !== 1) return at;
      // Content lines follow the header line; their common indentation is not part of the value.
      const body = file.text.slice(start, node.range![1]).split('\n').slice(1);
      const indent = Math.min(...body.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
      return { file: at.file, line: at.line + line, column: (Number.isFinite(indent) ? indent : 0) + column };
    }
    default:
      return at;
  }
}
