import type { Content } from '../../core/content/types.js';
import { catalogueOf } from '../../core/content/catalogue-of.js';
import type { PageSpec } from '../../core/page-spec.js';
import type { RenderRecord } from '../../core/build-files.js';
import type { PageReads } from '../render/read-tracking.js';

/**
 * The render record (core/build-files.ts) of the pages rendered with `reads`; keys sorted, so the same site
 * gives the same bytes. `content` is the content as loaded, locales in progress included (the pages are
 * rendered from the published content): their messages are the translation state `diff` compares.
 */
export function buildRenderRecord(content: Content, pages: readonly PageSpec[], reads: ReadonlyMap<string, PageReads>): RenderRecord {
  const data = new Map<string, string | number | boolean>();
  const recorded = pages.flatMap((page) => {
    const read = reads.get(page.file);
    if (!read) return [];
    for (const [name, value] of read.data) data.set(name, value);
    return [[page.file, { path: page.path, locale: page.locale.code, kind: page.kind, messages: [...read.messages].sort(), data: [...read.data.keys()].sort() }] as const];
  });
  const messages = Object.fromEntries(content.locales.map((locale) => {
    const catalogue = catalogueOf(content, locale.code);
    const translated = catalogue.keys.filter((key) => !catalogue.gaps?.has(key));
    return [locale.code, Object.fromEntries(translated.map((key) => [key, catalogue.source(key)]))];
  }));
  return { version: 1, referenceLocale: content.site.defaultLocale, pages: Object.fromEntries(recorded.sort(([a], [b]) => (a < b ? -1 : 1))), messages, data: Object.fromEntries([...data].sort(([a], [b]) => (a < b ? -1 : 1))) };
}
