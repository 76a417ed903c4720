import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isSeq, parseDocument, stringify, type Node } from 'yaml';
import type { ResolvedConfig } from '../../core/config.js';
import { UsageError } from '../../core/errors/problem.js';
import { parseYaml } from '../../pipeline/load/parse-yaml.js';
import { isLanguageTag } from '../../pipeline/validate/rules/locales.js';
import { markAllUntranslated, UNTRANSLATED_MARKER } from '../../pipeline/i18n/untranslated.js';

/** What `i18n add` is asked for; everything but the code has a default derived from the language tag. */
export interface LocaleRequest {
  readonly code: string;
  readonly label?: string;
  readonly lang?: string;
  readonly hreflang?: string;
  readonly ogLocale?: string;
  readonly prefix?: string;
  readonly market?: string;
  readonly country?: string;
}

/** The entry written into site.yaml's `locales`, in the order of the existing entries. */
interface LocaleEntry {
  readonly code: string;
  readonly label: string;
  readonly lang: string;
  readonly hreflang: string;
  readonly ogLocale: string;
  readonly prefix: string;
  readonly market: string;
  readonly country: string;
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
  /** Files of the locale vocabulary that are not in this project, to be edited by hand. */
  readonly missing: readonly string[];
}

const NAMES_FILE = 'core/content/names.ts';
const SITE_SCHEMA = 'schema/site.schema.json';

/**
 * Plans a new locale without writing anything: its message file (the reference catalogue with every message
 * marked untranslated), its site.yaml entry, and the locale code added to the closed vocabulary (the site
 * schema's enum, LOCALE_CODES). Every file is edited as text at the place that changes, so comments and
 * formatting stay. A code, file or prefix that exists already is refused.
 */
export function planLocale(config: ResolvedConfig, request: LocaleRequest): LocalePlan {
  if (!/^[a-z]{2,3}$/.test(request.code)) throw new UsageError(`"${request.code}" is not a locale code; use two or three lowercase letters (de, hr, cnr).`);
  const sitePath = path.join(config.contentDir, 'site.yaml');
  const siteText = readFileSync(sitePath, 'utf8');
  const siteDoc = parseDocument(siteText);
  const site = siteDoc.toJS() as { defaultLocale?: string; locales?: Partial<LocaleEntry>[] };
  const locales = site.locales ?? [];
  if (locales.some((l) => l.code === request.code)) throw new UsageError(`Locale "${request.code}" is already declared in content/site.yaml.`);
  const messagesFile = path.join(config.messagesDir, `${request.code}.yaml`);
  if (existsSync(messagesFile)) throw new UsageError(`${relative(config, messagesFile)} exists already; remove it or choose another code.`);

  const reference = site.defaultLocale ?? 'en';
  const locale = deriveEntry(request, locales.find((l) => l.code === reference), readMarkets(config));
  const clash = locales.find((l) => l.prefix === locale.prefix);
  if (clash) throw new UsageError(`Prefix "${locale.prefix}" is used by locale "${clash.code}"; pass another with --prefix.`);

  const referencePath = path.join(config.messagesDir, `${reference}.yaml`);
  const { file } = parseYaml(relative(config, referencePath), readFileSync(referencePath, 'utf8'));
  if (!file || file.value === undefined) throw new UsageError(`${relative(config, referencePath)} does not parse; run \`validate\` and fix it first.`);
  const marked = markAllUntranslated(file);
  const files: PlannedFile[] = [
    { file: relative(config, messagesFile), text: withHeader(marked.text, locale, reference), change: `${marked.count} messages of ${reference}.yaml, each marked "${UNTRANSLATED_MARKER.trim()}"` },
    { file: relative(config, sitePath), text: appendLocale(siteText, siteDoc.get('locales', true) as Node | undefined, locale), change: `locales: the entry of "${locale.code}"` },
  ];
  const missing: string[] = [];
  const vocabulary: [string, RegExp, string][] = [
    [path.join(config.schemaDir, 'site.schema.json'), /("localeCode":\s*\{\s*"enum":\s*\[[^\]]*?)(\s*\])/, `, "${locale.code}"`],
    [path.join(config.root, NAMES_FILE), /(export const LOCALE_CODES = \[[^\]]*?)(\s*\])/, `, '${locale.code}'`],
  ];
  for (const [absolute, pattern, addition] of vocabulary) {
    const text = existsSync(absolute) ? readFileSync(absolute, 'utf8') : undefined;
    if (text === undefined || !pattern.test(text)) missing.push(absolute === path.join(config.root, NAMES_FILE) ? NAMES_FILE : SITE_SCHEMA);
    else files.push({ file: relative(config, absolute), text: text.replace(pattern, `$1${addition}$2`), change: `the locale code "${locale.code}" added to the known ones` });
  }
  return { locale, reference, messages: marked.count, files, missing };
}

function deriveEntry(request: LocaleRequest, referenceLocale: Partial<LocaleEntry> | undefined, markets: readonly string[]): LocaleEntry {
  const lang = request.lang ?? request.code;
  if (!isLanguageTag(lang)) throw new UsageError(`--lang ${lang} is not a BCP 47 language tag; use one like de-DE or sr-Latn-BA.`);
  const tag = new Intl.Locale(lang);
  const region = request.country ?? tag.region ?? tag.maximize().region;
  if (!region || !/^[A-Z]{2}$/.test(region)) throw new UsageError(`No country is known for "${lang}"; pass --country with an ISO 3166-1 code (DE, BA).`);
  const market = request.market ?? referenceLocale?.market ?? markets[0];
  if (!market || (markets.length > 0 && !markets.includes(market))) throw new UsageError(`--market ${market} is not a market of content/packages.yaml; use one of: ${markets.join(', ')}.`);
  const name = new Intl.DisplayNames([lang], { type: 'language' }).of(tag.language);
  return {
    code: request.code,
    label: request.label ?? (name ? name.charAt(0).toLocaleUpperCase(lang) + name.slice(1) : request.code),
    lang,
    hreflang: request.hreflang ?? `${tag.language}-${region}`,
    ogLocale: request.ogLocale ?? `${tag.language}_${region}`,
    prefix: request.prefix ?? `/${request.code}`,
    market,
    country: region,
  };
}

function readMarkets(config: ResolvedConfig): string[] {
  try {
    const packages = parseDocument(readFileSync(path.join(config.contentDir, 'packages.yaml'), 'utf8')).toJS() as { markets?: { id?: string }[] };
    return (packages.markets ?? []).flatMap((m) => (typeof m.id === 'string' ? [m.id] : []));
  } catch {
    return [];
  }
}

/** The entry as a block map after the last item of `locales`, indented as the items are. */
function appendLocale(text: string, locales: Node | undefined, locale: LocaleEntry): string {
  if (!isSeq(locales) || locales.items.length === 0 || !locales.range) throw new UsageError('content/site.yaml has no `locales` list to add to; run `validate` and fix it first.');
  if (locales.flow) throw new UsageError('content/site.yaml writes `locales` as a [flow] list; write it as a block list (one "- code: …" entry per locale) and run `i18n add` again.');
  const last = locales.items[locales.items.length - 1] as Node;
  if (!isMap(last) || !last.range) throw new UsageError('content/site.yaml: the last entry of `locales` is not a map; run `validate` and fix it first.');
  const start = locales.range[0];
  const indent = ' '.repeat(start - (text.lastIndexOf('\n', start - 1) + 1));
  const lineEnd = text.indexOf('\n', last.range[1] - 1);
  const at = lineEnd < 0 ? text.length : lineEnd;
  const entry = stringify([locale], { lineWidth: 0 }).trimEnd().split('\n').map((l) => `${indent}${l}`).join('\n');
  return `${text.slice(0, at)}\n${entry}${text.slice(at)}`;
}

/** A comment under the schema modeline saying where the file came from and what to do with it. */
function withHeader(text: string, locale: LocaleEntry, reference: string): string {
  const header = `# ${locale.label} (${locale.lang === locale.code ? locale.code : `${locale.code}, ${locale.lang}`}): written by \`i18n add\` from ${reference}.yaml. Translate every message and\n# remove its "${UNTRANSLATED_MARKER.trim()}" marker; \`npm run validate\` lists the messages still marked.\n`;
  const modeline = /^# yaml-language-server:[^\n]*\n/.exec(text);
  return modeline ? `${modeline[0]}${header}${text.slice(modeline[0].length)}` : `${header}${text}`;
}

function relative(config: ResolvedConfig, absolute: string): string {
  return path.relative(config.root, absolute).split(path.sep).join('/');
}
