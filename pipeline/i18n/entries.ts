import type { Position } from '../../core/errors/problem.js';
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

/**
 * Folding joins a folded block's lines with a space, and an empty line between two lines becomes a line
 * break: a (line, column) of the value lies on the physical line whose stretch of the value holds it.
 * More-indented lines, which folding keeps as they are, are not told apart; the block's start is the answer
 * for what cannot be found.
 */
function positionInFolded(body: readonly string[], indent: number, line: number, column: number, at: Position): Position {
  let valueLine = 1;
  let valueColumn = 1;
  let previousEmpty = true;
  for (const [i, physical] of body.entries()) {
    const text = physical.slice(indent);
    if (!text.trim()) {
      // The break before it is folded away and the empty line itself is one line break.
      valueLine++;
      valueColumn = 1;
      previousEmpty = true;
      continue;
    }
    if (!previousEmpty) valueColumn++;
    if (valueLine === line && column >= valueColumn && column <= valueColumn + text.length) {
      return { file: at.file, line: at.line + 1 + i, column: indent + column - valueColumn + 1 };
    }
    valueColumn += text.length;
    previousEmpty = false;
  }
  return at;
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
      // Content lines follow the header line; their common indentation is not part of the value.
      const body = file.text.slice(start, end).split('\n').slice(1);
      const found = Math.min(...body.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
      const indent = Number.isFinite(found) ? found : 0;
      if (leaf.style === 'BLOCK_LITERAL') return { file: at.file, line: at.line + line, column: indent + column };
      return positionInFolded(body, indent, line, column, at);
    }
    default:
      return at;
  }
}
