import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument, type Document } from 'yaml';
import type { ResolvedConfig } from '../../core/config.js';

/** A locale of site.yaml as `i18n add` and `i18n remove` read it: leniently, any field may be missing. */
interface SiteLocale {
  readonly code?: string;
  readonly prefix?: string;
  readonly market?: string;
  readonly country?: string;
  readonly office?: string;
  readonly browserLanguages?: { readonly regions?: readonly string[]; readonly languages?: readonly string[] };
}

/** content/site.yaml as text and document, with what adding or removing a locale needs to know. */
export interface SiteLocales {
  readonly path: string;
  readonly text: string;
  readonly doc: Document;
  readonly defaultLocale: string;
  readonly locales: readonly SiteLocale[];
  readonly offices: readonly { readonly id: string; readonly country: string; readonly email: string }[];
}

export function readSiteLocales(config: ResolvedConfig): SiteLocales {
  const sitePath = path.join(config.contentDir, 'site.yaml');
  const text = readFileSync(sitePath, 'utf8');
  const doc = parseDocument(text);
  const site = (doc.toJS() ?? {}) as { defaultLocale?: string; locales?: SiteLocale[]; offices?: { id: string; country: string; email: string }[] };
  return { path: sitePath, text, doc, defaultLocale: site.defaultLocale ?? 'en', locales: site.locales ?? [], offices: site.offices ?? [] };
}

export function relativeTo(config: ResolvedConfig, absolute: string): string {
  return path.relative(config.root, absolute).split(path.sep).join('/');
}
