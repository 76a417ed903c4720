import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Document, isMap, isSeq, type Node } from 'yaml';
import type { ResolvedConfig } from '../../core/config.js';
import { UsageError } from '../../core/errors/problem.js';
import { parseYaml } from '../../pipeline/load/parse-yaml.js';
import { markAllUntranslated, UNTRANSLATED_MARKER } from '../../pipeline/i18n/untranslated.js';
import { readSiteLocales, relativeTo } from './site-locales.js';
import { deriveEntry, readMarkets, type LocaleEntry, type LocaleRequest } from './locale-entry.js';

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
