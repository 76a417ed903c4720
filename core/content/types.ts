/**
 * The resolved, read-only content every later stage (routes, render, write, metadata) consumes.
 * Produced by `loadContent` only after validation passed, so every reference in it resolves.
 */
import type { Catalogue } from '../messages.js';
import type { Problem } from '../errors/problem.js';
import type { LAYOUTS, LINK_NAMES, MIDDLEWARE, SECTION_TYPES, SEGMENTS, TIER_IDS } from './names.js';

/** A code content/site.yaml declares under `locales` (en, me, sr): data, not a closed vocabulary. */
export type LocaleCode = string;
export type LayoutName = (typeof LAYOUTS)[number];
type MiddlewareName = (typeof MIDDLEWARE)[number];
export type Segment = (typeof SEGMENTS)[number];
type TierId = (typeof TIER_IDS)[number];
export type LinkName = (typeof LINK_NAMES)[number];
export type SectionType = (typeof SECTION_TYPES)[number];

export interface Locale {
  readonly code: LocaleCode;
  readonly label: string;
  /** The language's name in itself, a hint beside the label in the switchers ("English" beside "USA"). */
  readonly language?: string;
  readonly lang: string;
  readonly hreflang: string;
  readonly ogLocale: string;
  /** '' for the unprefixed locale, else '/xx'. */
  readonly prefix: string;
  readonly market: Market;
  /** ISO 3166-1 alpha-2: the region of phone numbers typed without a country code (ME, RS). */
  readonly country: string;
  /** The id of the office whose address and support e-mail its pages give; absent: the office in its country. */
  readonly office?: string;
  /** The browser languages it answers (shared/locale-choice.ts); empty lists when site.yaml names none. */
  readonly browserLanguages: BrowserLanguages;
  /** in-progress: left out of the build, shown by the dev server with its untranslated messages marked. */
  readonly status: LocaleStatus;
}

type LocaleStatus = 'published' | 'in-progress';

interface BrowserLanguages {
  readonly regions: readonly string[];
  readonly languages: readonly string[];
}

export interface Route {
  readonly id: string;
  /** Path without locale prefix: '/', '/privacy'. */
  readonly path: string;
  readonly layout: LayoutName;
  readonly middleware: readonly MiddlewareName[];
  /** Message group holding `title` and `description`. */
  readonly seo: string;
  /** Date (YYYY-MM-DD) the page's text last changed, for document pages. */
  readonly updated?: string;
}

export type NavItem =
  | { readonly label: string; readonly section: string }
  | { readonly label: string; readonly route: string }
  | { readonly label: string; readonly link: LinkName };

export interface Office {
  readonly id: string;
  readonly title: string;
  readonly company: string;
  readonly street: string;
  readonly city: string;
  /** ISO 3166-1 alpha-2; pages name it in their language (core/format.ts formatCountry). */
  readonly country: string;
  readonly phone: string;
  readonly email: string;
  /** PIB and MB (matični broj), shown in the footer when content/site.yaml has them. */
  readonly taxId?: string;
  readonly registrationNumber?: string;
}

interface Site {
  readonly brand: { readonly name: string; readonly legalName: string };
  readonly baseUrl: string;
  readonly defaultLocale: LocaleCode;
  readonly localeCookie: { readonly name: string; readonly maxAgeDays: number; readonly sameSite: 'lax' | 'strict' };
  readonly rootRedirect: RootRedirectMode;
  readonly navigation: { readonly header: readonly NavItem[]; readonly signIn: NavItem; readonly footer: readonly NavItem[] };
  readonly offices: readonly Office[];
  readonly links: Readonly<Record<LinkName, string>>;
  readonly api: { readonly baseUrl: string };
  readonly mail: MailSettings;
  readonly updateCheckMinutes: number | false;
}

/** cookie: a stored choice redirects `/`; browser: the browser's languages too; off: `/` never redirects. */
type RootRedirectMode = 'cookie' | 'browser' | 'off';

/** Sender and recipients per kind of form request, from content/site.yaml (the environment may override). */
interface MailSettings {
  readonly from: string;
  readonly to: { readonly contact: readonly string[]; readonly accountDeletion: readonly string[] };
}

interface Person { readonly id: string; readonly name: string; readonly messages: string }

export interface Section {
  readonly id: string;
  readonly type: SectionType;
  readonly messages: string;
  readonly setupMinutes?: number;
  readonly stats?: readonly { readonly id: string; readonly millions: number; readonly label: string }[];
  readonly downloads?: readonly { readonly link: LinkName; readonly label: string }[];
  readonly quotes?: readonly Person[];
  readonly members?: readonly Person[];
}

export interface Tier {
  readonly id: TierId;
  readonly includes?: TierId;
  readonly support: 'business' | 'allDay';
  /** Every feature of the tier per segment, cumulative, in catalogue order. */
  readonly features: Readonly<Record<Segment, readonly string[]>>;
  /** Only what this tier adds over the one it includes, per segment. */
  readonly addedFeatures: Readonly<Record<Segment, readonly string[]>>;
}

export interface Package {
  readonly segment: Segment;
  readonly tier: TierId;
  readonly title: string;
  readonly cta: string;
  readonly isPopular: boolean;
  /** Absent in markets without numeric prices (Serbia). */
  readonly price?: number;
  readonly device?: { readonly name: string; readonly price: number };
  readonly includes?: { readonly cashRegisters: number; readonly mobileDevices: number };
}

export interface Market {
  readonly id: string;
  readonly currency: 'EUR' | 'RSD';
  readonly billingPeriod: 'month' | 'year';
  readonly plusVat: boolean;
  readonly numericPrices: boolean;
  readonly packages: readonly Package[];
  readonly addOns: readonly { readonly id: string; readonly price: number; readonly label: string }[];
}

export interface Content {
  readonly site: Site;
  readonly locales: readonly Locale[];
  readonly routes: readonly Route[];
  readonly sections: readonly Section[];
  readonly features: readonly string[];
  readonly tiers: readonly Tier[];
  readonly markets: readonly Market[];
  readonly messages: Readonly<Record<LocaleCode, Catalogue>>;
  /**
   * What `validate` and `build` print and still succeed: W_LOCALE_IN_PROGRESS for each locale in progress
   * with messages not translated yet. Not part of the site: nothing renders it.
   */
  readonly warnings: readonly Problem[];
}

/** The shapes the YAML files have once the schemas passed (before references are resolved). */
export interface SiteData extends Site {
  readonly locales: readonly (Omit<Locale, 'market' | 'browserLanguages' | 'status'> & { readonly market: string; readonly browserLanguages?: Partial<BrowserLanguages>; readonly status?: LocaleStatus })[];
  readonly routes: readonly (Omit<Route, 'layout' | 'middleware'> & { readonly layout?: LayoutName; readonly middleware?: readonly MiddlewareName[] })[];
}
export interface SectionsData { readonly sections: readonly Section[] }
export interface TiersData {
  readonly features: readonly string[];
  readonly tiers: readonly { readonly id: TierId; readonly includes?: TierId; readonly support: Tier['support']; readonly features: Partial<Record<Segment | 'all', readonly string[]>> }[];
}
export interface PackagesData {
  readonly markets: readonly (Omit<Market, 'packages' | 'addOns'> & {
    readonly packages: readonly (Omit<Package, 'title' | 'cta'> & { readonly title?: string; readonly cta?: string })[];
    readonly addOns?: Market['addOns'];
  })[];
}
