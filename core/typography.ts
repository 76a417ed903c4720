/**
 * Build-time typography for headings and lead paragraphs: a one- or two-letter word (i, u, o, s, k, iz, za,
 * na, od; en: a, of, to, in) is tied to the word after it with a non-breaking space, so a preposition or
 * conjunction never ends a line on its own. Pure string functions; the page's translator applies them
 * (site/page-context.tsx) to the messages `isDisplayKey` names, and to no other text.
 */

const NBSP = '\u00a0';

/**
 * The longest run a tie may create: a short word and the next word, in characters. A longer run could not
 * wrap at all on a 320 px screen ("i e‑fiskalizacija," in the hero), which is worse than a stranded "i".
 */
const MAX_TIED_RUN = 16;

/** A word of one or two letters at the start or after a space or an opening mark, followed by a space and a word. */
const SHORT_WORD = /(?<=^|[\s(„“‘"'«–—/])(\p{L}{1,2}) (?=(\S+))/gu;

/** "Sve iz paketa i još" → "Sve iz\u00a0paketa i\u00a0još": short words tied to the word that follows. */
export function bindShortWords(text: string): string {
  return text.replace(SHORT_WORD, (match, word: string, next: string) => (word.length + 1 + next.length <= MAX_TIED_RUN ? `${word}${NBSP}` : match));
}

/**
 * Whether a message is a heading or a lead paragraph: its key ends in `title` or `lead`. Page metadata
 * (`seo.*`) is not typeset; no message the specification fixes (validation, button, navigation texts) ends so.
 */
export function isDisplayKey(key: string): boolean {
  if (key.startsWith('seo.')) return false;
  const last = key.slice(key.lastIndexOf('.') + 1);
  return last === 'title' || last === 'lead';
}

/** The text of a message as a page shows it: headings and leads typeset, every other message unchanged. */
export function typesetMessage(key: string, text: string): string {
  return isDisplayKey(key) ? bindShortWords(text) : text;
}
