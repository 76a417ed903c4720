import { diffArrays } from 'diff';
import type { WordChange } from './types.js';

/** How many unchanged words stand either side of a change, to say where in the section it is. */
const CONTEXT_WORDS = 5;
/** Unchanged runs this short between two changes join them into one ("[-a b-] for [-c-]" reads as one edit). */
const JOINED_WORDS = 2;
/** A section added or removed is shown by its first words only. */
const WHOLE_SECTION_WORDS = 40;

/**
 * The word-level changes from `before` to `after` (whitespace-separated words, so `€12` → `€15` is one
 * word replaced): each run of removed and added words with the unchanged words around it.
 */
export function diffWords(before: readonly string[], after: readonly string[]): WordChange[] {
  const parts = joinNearChanges(diffArrays([...before], [...after]));
  const changes: WordChange[] = [];
  let pending: { context: string; removed: string[]; added: string[] } | undefined;
  let previous: string[] = [];
  for (const part of parts) {
    if (!part.added && !part.removed) {
      if (pending) changes.push({ context: pending.context, removed: pending.removed.join(' '), added: pending.added.join(' '), followedBy: part.value.slice(0, CONTEXT_WORDS).join(' ') });
      pending = undefined;
      previous = part.value;
      continue;
    }
    pending ??= { context: previous.slice(-CONTEXT_WORDS).join(' '), removed: [], added: [] };
    (part.added ? pending.added : pending.removed).push(...part.value);
  }
  if (pending) changes.push({ context: pending.context, removed: pending.removed.join(' '), added: pending.added.join(' '), followedBy: '' });
  return changes;
}

/** A whole section's text as one change, cut to its first words. */
export function wholeSection(words: readonly string[], side: 'removed' | 'added'): WordChange[] {
  const shown = words.length > WHOLE_SECTION_WORDS ? `${words.slice(0, WHOLE_SECTION_WORDS).join(' ')} …` : words.join(' ');
  return [{ context: '', removed: side === 'removed' ? shown : '', added: side === 'added' ? shown : '', followedBy: '' }];
}

type Part = { value: string[]; added?: boolean; removed?: boolean };

/** A short unchanged run between two changes becomes part of both sides of one change. */
function joinNearChanges(parts: readonly Part[]): Part[] {
  const joined: Part[] = [];
  parts.forEach((part, index) => {
    const between = index > 0 && index < parts.length - 1 && !part.added && !part.removed && part.value.length <= JOINED_WORDS;
    if (between) joined.push({ value: part.value, removed: true }, { value: part.value, added: true });
    else joined.push(part);
  });
  return joined;
}
