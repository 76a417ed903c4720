/**
 * Markup with one item per locale, built once per list and reused by every page that shows it: a site with
 * hundreds of locales has hundreds of items in the head and the switcher of every page (`npm run bench:scale`).
 * A page's variant differs in one item at most (its own locale: marked current, or left out), so it is the
 * shared markup with that one item swapped, in slices of one flat string rather than a new join.
 */
export interface LocaleListMarkup {
  /** The markup with the item of `code` replaced by `ownItem` ('' leaves it out). */
  withOwn(code: string, ownItem: (index: number) => string): string;
}

export function createLocaleListMarkup(codes: readonly string[], itemOf: (index: number) => string): LocaleListMarkup {
  const items = codes.map((_, i) => itemOf(i));
  const all = items.join('');
  const offsets: number[] = [0];
  for (const item of items) offsets.push(offsets.at(-1)! + item.length);
  const indexOf = new Map(codes.map((code, i) => [code, i]));
  return {
    withOwn(code, ownItem) {
      const i = indexOf.get(code);
      return i === undefined ? all : all.slice(0, offsets[i]) + ownItem(i) + all.slice(offsets[i + 1]);
    },
  };
}
