import type { RenderRecord } from '../../core/build-files.js';
import type { ContentChange, SourcePosition } from './types.js';

/** The file each data collection of the render record's paths comes from (read-tracking.ts names them). */
const DATA_FILES: Readonly<Record<string, string>> = {
  site: 'content/site.yaml',
  locales: 'content/site.yaml',
  routes: 'content/site.yaml',
  markets: 'content/packages.yaml',
  tiers: 'content/tiers.yaml',
  features: 'content/tiers.yaml',
  sections: 'content/sections.yaml',
};

/**
 * Every message (per locale) and data value that differs between the two records, with the pages that render
 * it on either side: "footer.tagline (me): 9 pages" before a reviewer reads a page. A data value only one side
 * read counts too (a section added reads its own values).
 */
export function compareContent(base: RenderRecord, head: RenderRecord): ContentChange[] {
  const changes: ContentChange[] = [];
  const locales = union(Object.keys(base.messages), Object.keys(head.messages));
  for (const locale of locales) {
    const [was, is] = [base.messages[locale] ?? {}, head.messages[locale] ?? {}];
    for (const key of union(Object.keys(was), Object.keys(is))) {
      if (was[key] === is[key]) continue;
      const pages = pagesThat(base, head, (page) => page.locale === locale && page.messages.includes(key));
      changes.push({ kind: 'message', key, locale, ...valued(was[key], is[key]), source: { file: `content/messages/${locale}.yaml` }, pages });
    }
  }
  for (const key of union(Object.keys(base.data), Object.keys(head.data))) {
    if (base.data[key] === head.data[key]) continue;
    const pages = pagesThat(base, head, (page) => page.data.includes(key));
    changes.push({ kind: 'data', key, ...valued(base.data[key], head.data[key]), source: dataSourceOf(key), pages });
  }
  return changes;
}

function dataSourceOf(key: string): SourcePosition {
  return { file: DATA_FILES[key.split('.')[0]!] ?? 'content/site.yaml' };
}

function pagesThat(base: RenderRecord, head: RenderRecord, shows: (page: RenderRecord['pages'][string]) => boolean): string[] {
  const files = [base, head].flatMap((record) => Object.entries(record.pages).filter(([, page]) => shows(page)).map(([file]) => file));
  return [...new Set(files)].sort();
}

function valued<T>(before: T | undefined, after: T | undefined): { before?: T; after?: T } {
  return { ...(before !== undefined && { before }), ...(after !== undefined && { after }) };
}

function union(a: readonly string[], b: readonly string[]): string[] {
  return [...new Set([...a, ...b])].sort();
}
