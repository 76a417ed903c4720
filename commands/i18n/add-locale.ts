import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Document, isMap, isSeq, parseDocument, type Node } from 'yaml';
import type { ResolvedConfig } from '../../core/config.js';
import { UsageError } from '../../core/errors/problem.js';
import { parseYaml } from '../../pipeline/load/parse-yaml.js';
import { isLanguageTag } from '../../pipeline/validate/rules/locales.js';
import { markAllUntranslated, UNTRANSLATED_MARKER } from '../../pipeline/i18n/untranslated.js';
import { readSiteLocales, relativeTo, type SiteLocales } from './site-locales.js';

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
interface LocaleEntry {
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

/** A file to write: relative to the project root, its new text, and what changed in it. */
interface PlannedFile {
  readonly file: string;
  readonly text: string;
  readonly change: string;
}

export interface LocalePlan {
  readonly locale: LocaleEntry;
  readonly reference: string;
  readonly messages: number;
  readonly files: readonly PlannedFile[];
  /** What was not asked for and taken as a default, to say so: "label Hrvatska (the country HR in hr)". */
  readonly assumed: readonly string[];
  /** The office the locale borrows, when none is in its country and --office did not name one. */
  readonly borrowedOffice?: { readonly id: string; readonly country: string; readonly email: string };
  /** Browser regions or languages another locale answers already, so left out of this one's. */
  readonly taken: readonly string[];
}

/**
 * Plans a new locale without writing anything, touching only content/: its message file (the reference
 * catalogue with every message marked untranslated) and its site.yaml entry, marked in progress, so the rest
 * of the site still validates and builds while it is translated. Every file is edited as text at the place
 * that changes, so comments and formatting stay. A code, file or prefix that exists already is refused.
 */
export function planLocale(config: ResolvedConfig, request: LocaleRequest): LocalePlan {
  if (!/^[a-z]{2,3}$/.test(request.code)) throw new UsageError(`"${request.code}" is not a locale code; use two or three lowercase letters (de, hr, cnr).`);
  const site = readSiteLocales(config);
  if (site.locales.some((l) => l.code === request.code)) throw new UsageError(`Locale "${request.code}" is already declared in content/site.yaml.`);
  const messagesFile = path.join(config.messagesDir, `${request.code}.yaml`);
  if (existsSync(messagesFile)) throw new UsageError(`${relativeTo(config, messagesFile)} exists already; remove it or choose another code.`);

  const reference = site.defaultLocale;
  const { entry, assumed, borrowedOffice, taken } = deriveEntry(request, site, readMarkets(config));
  const clash = site.locales.find((l) => l.prefix === entry.prefix);
  if (clash) throw new UsageError(`Prefix "${entry.prefix}" is used by locale "${clash.code}"; pass another with --prefix.`);

  const referencePath = path.join(config.messagesDir, `${reference}.yaml`);
  const { file } = parseYaml(relativeTo(config, referencePath), readFileSync(referencePath, 'utf8'));
  if (!file || file.value === undefined) throw new UsageError(`${relativeTo(config, referencePath)} does not parse; run \`validate\` and fix it first.`);
  const marked = markAllUntranslated(file);
  const files: PlannedFile[] = [
    { file: relativeTo(config, messagesFile), text: withHeader(marked.text, entry, reference), change: `${marked.count} messages of ${reference}.yaml, each marked "${UNTRANSLATED_MARKER.trim()}"` },
    { file: relativeTo(config, site.path), text: appendLocale(site.text, site.doc.get('locales', true) as Node | undefined, entry), change: `locales: the entry of "${entry.code}", status: in-progress` },
  ];
  return { locale: entry, reference, messages: marked.count, files, assumed, ...(borrowedOffice ? { borrowedOffice } : {}), taken };
}

function deriveEntry(request: LocaleRequest, site: SiteLocales, markets: readonly string[]): Pick<LocalePlan, 'assumed' | 'borrowedOffice' | 'taken'> & { entry: LocaleEntry } {
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

function readMarkets(config: ResolvedConfig): string[] {
  try {
    const packages = parseDocument(readFileSync(path.join(config.contentDir, 'packages.yaml'), 'utf8')).toJS() as { markets?: { id?: string }[] };
    return (packages.markets ?? []).flatMap((m) => (typeof m.id === 'string' ? [m.id] : []));
  } catch {
    return [];
  }
}

/** The entry as a block map after the last item of `locales`, indented as the items are; `i18n remove` cuts exactly this. */
function appendLocale(text: string, locales: Node | undefined, locale: LocaleEntry): string {
  if (!isSeq(locales) || locales.items.length === 0 || !locales.range) throw new UsageError('content/site.yaml has no `locales` list to add to; run `validate` and fix it first.');
  if (locales.flow) throw new UsageError('content/site.yaml writes `locales` as a [flow] list; write it as a block list (one "- code: …" entry per locale) and run `i18n add` again.');
  const last = locales.items[locales.items.length - 1] as Node;
  if (!isMap(last) || !last.range) throw new UsageError('content/site.yaml: the last entry of `locales` is not a map; run `validate` and fix it first.');
  const start = locales.range[0];
  const indent = ' '.repeat(start - (text.lastIndexOf('\n', start - 1) + 1));
  const lineEnd = text.indexOf('\n', last.range[1] - 1);
  const at = lineEnd < 0 ? text.length : lineEnd;
  const doc = new Document([locale]);
  // As the other locales write it: `browserLanguages: { regions: [HR], languages: [hr] }` on one line.
  const browser = doc.getIn([0, 'browserLanguages'], true);
  if (isMap(browser)) browser.flow = true;
  const lines = doc.toString({ lineWidth: 0 }).trimEnd().split('\n');
  // The yaml package pads flow lists as it pads flow maps; site.yaml writes [HR], not [ HR ].
  const entry = lines.map((l) => `${indent}${l.startsWith('  browserLanguages:') ? l.replace(/\[ ([^\]]*) \]/g, '[$1]') : l}`).join('\n');
  return `${text.slice(0, at)}\n${entry}${text.slice(at)}`;
}

/** A comment under the schema modeline saying where the file came from and what to do with it. */
function withHeader(text: string, locale: LocaleEntry, reference: string): string {
  const header = `# ${locale.language} (${locale.lang === locale.code ? locale.code : `${locale.code}, ${locale.lang}`}): written by \`i18n add\` from ${reference}.yaml. Translate every message and\n# remove its "${UNTRANSLATED_MARKER.trim()}" marker; \`npm run validate\` counts the messages still marked.\n`;
  const modeline = /^# yaml-language-server:[^\n]*\n/.exec(text);
  return modeline ? `${modeline[0]}${header}${text.slice(modeline[0].length)}` : `${header}${text}`;
}
