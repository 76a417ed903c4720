import type { Position } from '../errors/problem.js';
import { positionAt } from '../load/locate.js';
import type { StringLeaf, YamlFile } from '../load/types.js';

/** One message of a catalogue: its dotted key, its ICU source and where both are written. */
export interface MessageEntry {
  readonly key: string;
  readonly source: string;
  readonly keyPosition: Position;
  /** Maps a 1-based line/column inside the message text to the file, as well as the scalar style allows. */
  readonly positionIn: (line: number, column: number) => Position;
}

/** A catalogue's messages: the strings of its nested maps under their dotted keys. */
export function collectEntries(file: YamlFile): MessageEntry[] {
  return file.stringLeaves.map((leaf) => ({
    key: leaf.key,
    source: leaf.value,
    keyPosition: positionAt(file, leaf.keyOffset),
    positionIn: (line: number, column: number) => positionInScalar(file, leaf, line, column),
  }));
}

function positionInScalar(file: YamlFile, leaf: StringLeaf, line: number, column: number): Position {
  const [start, end] = leaf.range;
  const at = positionAt(file, start);
  switch (leaf.style) {
    case 'PLAIN':
      return line === 1 ? { ...at, column: at.column + column - 1 } : at;
    case 'QUOTE_DOUBLE':
    case 'QUOTE_SINGLE':
      return line === 1 ? { ...at, column: at.column + column } : at;
    case 'BLOCK_FOLDED':
    case 'BLOCK_LITERAL': {
      // Folding joins a folded block's lines, so only its first line maps exactly.
      if (leaf.style === 'BLOCK_FOLDED' && line !== 1) return at;
      // Content lines follow the header line; their common indentation is not part of the value.
      const body = file.text.slice(start, end).split('\n').slice(1);
      const indent = Math.min(...body.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
      return { file: at.file, line: at.line + line, column: (Number.isFinite(indent) ? indent : 0) + column };
    }
    default:
      return at;
  }
}
