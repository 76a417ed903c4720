import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import type { ResolvedConfig } from '../../core/config.js';
import { UsageError } from '../../core/errors/problem.js';
import { isLanguageTag } from '../../pipeline/validate/rules/locales.js';
import type { SiteLocales } from './site-locales.js';

/** What `i18n add` is asked for; everything but the code has a default derived from the language tag. */
export interface LocaleRequest {
  readonly code: string;
  readonly label?: string;
  readonly language?: string;
  readonly lang?: string;
  readonly hreflang?: string;
  readonly ogLocale?: string;
  readonly prefix?: string;
  readonly market?: string;
  readonly country?: string;
  readonly office?: string;
}

/** The entry written into site.yaml's `locales`, in the order of the existing entries. */
export interface LocaleEntry {
  readonly code: string;
  readonly label: string;
  readonly language: string;
  readonly lang: string;
  readonly hreflang: string;
  readonly ogLocale: string;
  readonly prefix: string;
  readonly market: string;
  readonly country: string;
  readonly office?: string;
  readonly browserLanguages: { readonly regions?: readonly string[]; readonly languages?: readonly string[] };
  readonly status: 'in-progress';
}

/** What `i18n add` took as a default, the office it borrows and the browser languages others answer. */
interface DerivedEntry {
  readonly entry: LocaleEntry;
  readonly assumed: string[];
  readonly borrowedOffice?: { readonly id: string; readonly country: string; readonly email: string };
  readonly taken: string[];
}

/** The site.yaml entry of a new locale in progress, from the request and the conventions of the locales there. */
export function deriveEntry(request: LocaleRequest, site: SiteLocales, markets: readonly string[]): DerivedEntry {
  const assumed: string[] = [];
  const lang = request.lang ?? request.code;
  if (!isLanguageTag(lang)) throw new UsageError(`--lang ${lang} is not a BCP 47 language tag; use one like de-DE or sr-Latn-BA.`);
  const tag = new Intl.Locale(lang);
  const region = request.country ?? tag.region ?? tag.maximize().region;
  if (!region || !/^[A-Z]{2}$/.test(region)) throw new UsageError(`No country is known for "${lang}"; pass --country with an ISO 3166-1 code (DE, BA).`);
  const referenceLocale = site.locales.find((l) => l.code === site.defaultLocale);
  const market = request.market ?? referenceLocale?.market ?? markets[0];
  if (!market || (markets.length > 0 && !markets.includes(market))) throw new UsageError(`--market ${market} is not a market of content/packages.yaml; use one of: ${markets.join(', ')}.`);
  const inItself = (type: 'language' | 'region', value: string) => capitalize(new Intl.DisplayNames([lang], { type }).of(value) ?? value, lang);
  const label = request.label ?? inItself('region', region);
  const language = request.language ?? inItself('language', tag.language);
  if (!request.label) assumed.push(`label ${label} (the country ${region} in ${lang}; --label)`);
  if (!request.language) assumed.push(`language ${language} (the language in itself; --language)`);
  if (!request.lang) assumed.push(`lang ${lang} (the code; --lang with a region or script, as sr-Latn-RS)`);
  if (!request.market) assumed.push(`market ${market} (the default locale's; --market)`);

  const officeIds = site.offices.map((o) => o.id);
  if (request.office !== undefined && !officeIds.includes(request.office)) throw new UsageError(`--office ${request.office} is not an office of content/site.yaml; use one of: ${officeIds.join(', ')}.`);
  const own = site.offices.find((o) => o.country === region);
  // Without an office of its own, a locale shows another's address: written down, and said loudly.
  const borrowed = request.office === undefined && !own ? site.offices.find((o) => o.id === referenceLocale?.office) ?? site.offices.find((o) => o.country === referenceLocale?.country) ?? site.offices[0] : undefined;
  const office = request.office ?? borrowed?.id;

  const answered = (kind: 'regions' | 'languages', value: string) => site.locales.some((l) => l.browserLanguages?.[kind]?.includes(value));
  const taken = [answered('regions', region) ? `region ${region}` : '', answered('languages', tag.language) ? `language ${tag.language}` : ''].filter(Boolean);
  const browserLanguages = {
    ...(answered('regions', region) ? {} : { regions: [region] }),
    ...(answered('languages', tag.language) ? {} : { languages: [tag.language] }),
  };
  const entry: LocaleEntry = {
    code: request.code,
    label,
    language,
    lang,
    hreflang: request.hreflang ?? `${tag.language}-${region}`,
    ogLocale: request.ogLocale ?? `${tag.language}_${region}`,
    prefix: request.prefix ?? `/${request.code}`,
    market,
    country: region,
    ...(office ? { office } : {}),
    browserLanguages,
    status: 'in-progress',
  };
  return { entry, assumed, taken, ...(borrowed ? { borrowedOffice: { id: borrowed.id, country: borrowed.country, email: borrowed.email } } : {}) };
}

function capitalize(name: string, lang: string): string {
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

/** The market ids of content/packages.yaml, read leniently (none when it does not parse). */
export function readMarkets(config: ResolvedConfig): string[] {
  try {
    const packages = parseDocument(readFileSync(path.join(config.contentDir, 'packages.yaml'), 'utf8')).toJS() as { markets?: { id?: string }[] };
    return (packages.markets ?? []).flatMap((m) => (typeof m.id === 'string' ? [m.id] : []));
  } catch {
    return [];
  }
}

