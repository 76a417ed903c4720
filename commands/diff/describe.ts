/** Words the text and markdown reports share: the sides, the counts, a change's reach. */
import type { ContentChange, DiffReport, SideInfo, TranslationChange } from '../../pipeline/diff/types.js';

export const DIFF_FORMATS = ['text', 'markdown', 'json', 'github'] as const;
export type DiffFormat = (typeof DIFF_FORMATS)[number];

export function sideName(side: SideInfo): string {
  return `${side.ref} (${side.commit.slice(0, 7)}${side.dirty ? ', with uncommitted changes' : ''})`;
}

/** "24 pages: 2 changed, 1 added, 3 with markup changes only, 18 unchanged". */
export function countsOf({ summary }: DiffReport): string {
  const parts = [
    `${summary.changed} changed`,
    ...(summary.added ? [`${summary.added} added`] : []),
    ...(summary.removed ? [`${summary.removed} removed`] : []),
    ...(summary.markupOnly ? [`${summary.markupOnly} with markup changes only`] : []),
    `${summary.unchanged} unchanged`,
  ];
  return `${summary.pages} ${summary.pages === 1 ? 'page' : 'pages'}: ${parts.join(', ')}`;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A message or data value: `footer.tagline (me)`, `markets.eur.packages.retail/start.price`. */
export function contentName(change: ContentChange): string {
  return change.locale ? `${change.key} (${change.locale})` : change.key;
}

export function shownValue(value: string | number | boolean | undefined): string {
  return value === undefined ? '(none)' : JSON.stringify(value);
}

/** "where: file:line" when the line is known. */
export function sourceOf(change: ContentChange): string {
  return change.source.line ? `${change.source.file}:${change.source.line}` : change.source.file;
}

export function translationLine(change: TranslationChange): string {
  if (change.kind === 'missing') return `${change.key}: missing in ${change.locales.join(', ')}`;
  if (change.kind === 'sameAsReference') return `${change.key} (${change.locale}) now reads exactly as the reference locale: ${JSON.stringify(change.text)}`;
  return `${change.key} (${change.locale}): ICU arguments {${change.before.join(', ')}} → {${change.after.join(', ')}}`;
}

/** Bytes with thousands separators, as the reports show sizes. */
export const bytes = (n: number) => `${n.toLocaleString('en-US')} B`;
