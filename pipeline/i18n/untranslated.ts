import { isScalar, visit, type Scalar } from 'yaml';
import { createProblem, type Problem } from '../../core/errors/problem.js';
import type { YamlFile } from '../load/types.js';
import { collectEntries } from './entries.js';

/**
 * What `i18n add` writes in front of every message of a new locale. Visible in the file and in a page, and
 * refused by `validate` (E_UNTRANSLATED), so a build cannot ship a message nobody translated.
 */
export const UNTRANSLATED_MARKER = '[untranslated] ';

export function isMarkedUntranslated(source: string): boolean {
  return source.startsWith(UNTRANSLATED_MARKER);
}

/** E_UNTRANSLATED for every message of a catalogue that still starts with the marker, at the marker. */
export function findUntranslated(file: YamlFile, code: string): Problem[] {
  return collectEntries(file)
    .filter((entry) => isMarkedUntranslated(entry.source))
    .map((entry) => createProblem('E_UNTRANSLATED', `Message "${entry.key}" of locale "${code}" is not translated yet`, entry.positionIn(1, 1)));
}

/**
 * A catalogue's text with the marker in front of every message, edited in place so comments, quoting and
 * line breaks stay as they are: after the opening quote, at the first line of a block, and a plain scalar
 * (which cannot start with "[") becomes double-quoted.
 */
export function markAllUntranslated(file: Pick<YamlFile, 'text' | 'doc'>): { text: string; count: number } {
  const edits: { at: number; end: number; insert: string }[] = [];
  visit(file.doc, {
    Pair(_key, pair) {
      const node = pair.value;
      if (!isScalar(node) || typeof node.value !== 'string' || !node.range) return;
      edits.push(editFor(file.text, node as Scalar<string>));
    },
  });
  let text = file.text;
  for (const edit of edits.sort((a, b) => b.at - a.at)) text = text.slice(0, edit.at) + edit.insert + text.slice(edit.end);
  return { text, count: edits.length };
}

function editFor(text: string, node: Scalar<string>): { at: number; end: number; insert: string } {
  const [start, valueEnd] = node.range!;
  switch (node.type) {
    case 'QUOTE_DOUBLE':
    case 'QUOTE_SINGLE':
      return { at: start + 1, end: start + 1, insert: node.type === 'QUOTE_SINGLE' ? UNTRANSLATED_MARKER.replace(/'/g, "''") : JSON.stringify(UNTRANSLATED_MARKER).slice(1, -1) };
    case 'BLOCK_LITERAL':
    case 'BLOCK_FOLDED': {
      const lineStart = text.indexOf('\n', start) + 1;
      const indent = /^[ ]*/.exec(text.slice(lineStart))![0].length;
      return { at: lineStart + indent, end: lineStart + indent, insert: UNTRANSLATED_MARKER };
    }
    default:
      return { at: start, end: valueEnd, insert: JSON.stringify(`${UNTRANSLATED_MARKER}${node.value}`) };
  }
}
