import { createContext, useContext, type ReactNode } from 'react';
import type { Content, Locale } from '../core/content/types.js';
import type { MessageValues } from '../core/messages.js';
import type { PageSpec } from '../core/page-spec.js';
import type { IslandData } from './islands/types.js';
import type { SiteArt } from './drawings/types.js';
import type { KeysOf, MessageContract, Translator } from '../core/contract.js';
import type { GlobalMessages } from './contract-registry.js';
import { indexChildren } from '../core/message-groups.js';
import { memoizePerObject } from '../core/memo.js';
import { typesetMessage } from '../core/typography.js';
import { catalogueOf } from '../core/content/catalogue-of.js';

/** What a page is rendered from: the content, the page, the built assets and the build's identity. */
export interface PageContextValue {
  readonly content: Content;
  readonly page: PageSpec;
  /** Built asset URLs (hashed): the stylesheets, the up-front script; the root page's inline script. */
  readonly assets: PageAssets;
  /** The build's drawing files and icon sprite (pipeline/render/site-art.ts): what `<DrawingImage>` and `<Icon>` point at. */
  readonly art: SiteArt;
  /** Year of the build timestamp (reproducible, from SOURCE_DATE_EPOCH), e.g. for the copyright line. */
  readonly buildYear: number;
  readonly buildId: string;
  /** Origin of POST /mail/send ('' for the site's own): site.yaml's api.baseUrl, or API_BASE_URL at build time. */
  readonly apiBase: string;
  /** Filled while the page renders: every island on it by id, with the props it was rendered with. */
  readonly islands: Map<string, IslandData>;
}

export interface PageAssets {
  readonly css: readonly string[];
  /** Font files the first screen needs, preloaded (none in dev). */
  readonly fonts?: readonly string[];
  readonly boot: string;
  readonly rootScript: string;
}

const PageContext = createContext<PageContextValue | null>(null);

export function PageProvider({ value, children }: { value: PageContextValue; children: ReactNode }) {
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

/** What every component may read while a page renders; `locale` is the page's. */
export function usePage(): PageContextValue & { readonly locale: Locale } {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePage() outside a PageProvider');
  let page = pages.get(value);
  if (!page) pages.set(value, (page = Object.freeze({ ...value, locale: value.page.locale })));
  return page;
}

// Hundreds of components read the page while it renders; they share one object per page.
const pages = new WeakMap<PageContextValue, PageContextValue & { readonly locale: Locale }>();

/**
 * The page locale's translator for the keys the global contracts declare (site/contract-registry.ts):
 * t('header.menu'), t('footer.copyright', { year }). A key no contract declares is a type error.
 */
export function useT(): Translator<GlobalMessages> {
  return useDataT() as Translator<GlobalMessages>;
}

/** A translator for one message group under a contract: useGroupT(heroContract, 'landing')('title'). */
export function useGroupT<const C extends MessageContract>(_contract: C, group: string): Translator<KeysOf<C>> {
  const format = useDataT();
  return ((key: string, values?: MessageValues) => format(`${group}.${key}`, values)) as Translator<KeysOf<C>>;
}

/**
 * For keys that content data names (a navigation label, a tier's name): `validate` checks each where the
 * data names it (pipeline/validate/rules/references.ts), with no arguments unless the caller's contract says.
 * Headings and leads come typeset (core/typography.ts: short words tied to the next one).
 */
export function useDataT(): (key: string, values?: MessageValues) => string {
  const { content, locale } = usePage();
  const catalogue = catalogueOf(content, locale.code);
  return (key, values) => typesetMessage(key, catalogue.format(key, values));
}

/** Message keys under a group, in file order: the cards of a section, the paragraphs of a policy. */
export function useMessageKeys(): (group: string) => string[] {
  const { content, locale } = usePage();
  const index = indexOf(catalogueOf(content, locale.code).keys);
  return (group) => index.get(group) ?? [];
}

/** Group → its direct child names, built once per catalogue instead of scanning every key per call. */
const indexOf = memoizePerObject((keys: readonly string[]) => indexChildren(keys));
