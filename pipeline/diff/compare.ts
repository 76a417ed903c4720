import { comparePage } from './compare-page.js';
import { compareContent } from './reach.js';
import { compareTranslations } from './translations.js';
import type { BuiltSide, PageChange, SiteComparison } from './types.js';

/**
 * What differs between two built sites, page by page and locale by locale: a pure function of what `diff`
 * read of each side (commands/diff/read-side.ts), so it is tested without git or builds. Pages whose visible
 * text, metadata, links and pictures are the same are counted, not listed.
 */
export function compareSides(base: BuiltSide, head: BuiltSide): SiteComparison {
  const files = [...new Set([...base.pages.keys(), ...head.pages.keys()])];
  const pages: PageChange[] = [];
  let markupOnly = 0;
  for (const file of files) {
    const [before, after] = [base.pages.get(file), head.pages.get(file)];
    const change = comparePage(before, after);
    if (change) pages.push(change);
    else if (before!.markup !== after!.markup) markupOnly++;
  }
  pages.sort((a, b) => a.locale.localeCompare(b.locale) || a.path.localeCompare(b.path) || a.file.localeCompare(b.file));
  const count = (status: PageChange['status']) => pages.filter((p) => p.status === status).length;
  const changed = count('changed');
  const summary = { pages: head.pages.size, added: count('added'), removed: count('removed'), changed, markupOnly, unchanged: files.length - pages.length - markupOnly };
  const records = base.record && head.record ? { content: compareContent(base.record, head.record), translations: compareTranslations(base.record, head.record) } : {};
  return { summary, pages, ...records };
}
