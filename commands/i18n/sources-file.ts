import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../../core/config.js';
import type { Problem } from '../../core/errors/problem.js';
import { collectEntries } from '../../pipeline/i18n/entries.js';
import { formatSourceRecords, readSourceRecords, SOURCES_FILE } from '../../pipeline/i18n/sources.js';
import { checkTranslationSources, type Confirmation, type LocaleTexts, type SourcesCheck } from '../../pipeline/i18n/stale.js';
import { parseYaml } from '../../pipeline/load/parse-yaml.js';
import { readContent, type RawContent } from '../../pipeline/load/read-content.js';
import type { ParseYaml, YamlFile } from '../../pipeline/load/types.js';
import { readLocaleHints } from '../../pipeline/i18n/locale-hints.js';
import { describeStale } from './stale-warnings.js';

/** The check of content/i18n-sources.yaml against the message files, and the file's text brought up to date. */
export interface SourcesState extends SourcesCheck {
  /** The file, relative to the project root. */
  readonly file: string;
  /** The text to write: the records brought up to date. */
  readonly text: string;
  /** Whether `text` differs from the file (or the file is absent). */
  readonly changed: boolean;
}

/**
 * Reads content/i18n-sources.yaml (absent: no records yet) and checks the translations against it. A file
 * that does not parse (a merge left its conflict markers) gives its problems and no state: it is neither read
 * nor written over, so the records it holds are not lost.
 */
export function checkSources(config: ResolvedConfig, reference: LocaleTexts, others: readonly LocaleTexts[], confirmation?: Confirmation, parse: ParseYaml = parseYaml): { state?: SourcesState; problems: readonly Problem[] } {
  const read = readSources(config, parse);
  if ('problems' in read) return { problems: read.problems };
  const check = checkTranslationSources(reference, others, readSourceRecords(read.parsed, reference.code), confirmation);
  const text = formatSourceRecords(check.records, reference.code);
  return { state: { ...check, file: read.file, text, changed: text !== read.before }, problems: [] };
}

/** The sources file's text and parse (none when absent), or the problems of a file that does not parse. */
function readSources(config: ResolvedConfig, parse: ParseYaml): { file: string; before?: string; parsed?: YamlFile } | { problems: readonly Problem[] } {
  const file = sourcesFileOf(config);
  let before: string;
  try {
    before = readFileSync(path.join(config.root, file), 'utf8');
  } catch {
    return { file };
  }
  const parsed = parse(file, before);
  return parsed.problems.length > 0 || !parsed.file ? { problems: parsed.problems } : { file, before, parsed: parsed.file };
}

/** Writes the records brought up to date, when they changed. */
export function writeSources(config: ResolvedConfig, state: SourcesState): void {
  if (state.changed) writeFileSync(path.join(config.root, state.file), state.text);
}

function sourcesFileOf(config: ResolvedConfig): string {
  return path.relative(config.root, path.join(config.contentDir, SOURCES_FILE)).split(path.sep).join('/');
}

/** The reference catalogue and the others in site.yaml's order (undeclared ones last); files that do not parse are left out. */
export function localeTextsOf(raw: RawContent): { reference?: LocaleTexts; others: LocaleTexts[] } {
  const { referenceCode } = readLocaleHints(raw.data.site?.value);
  const order = declaredOrder(raw.data.site?.value);
  const texts = [...raw.messages].filter(([, file]) => file.value !== undefined).map(([code, file]) => ({ code, entries: collectEntries(file) }));
  texts.sort((a, b) => order(a.code) - order(b.code));
  return { reference: texts.find((t) => t.code === referenceCode), others: texts.filter((t) => t.code !== referenceCode) };
}

/** A locale's place in site.yaml's `locales` (the switcher's order); undeclared ones after them. */
export function declaredOrder(site: unknown): (code: string) => number {
  const locales = (site as { locales?: unknown } | undefined)?.locales;
  const codes = Array.isArray(locales) ? locales.map((l) => (l as { code?: unknown } | null)?.code) : [];
  return (code) => (codes.includes(code) ? codes.indexOf(code) : codes.length);
}

/**
 * `validate`'s warnings about content/i18n-sources.yaml, read only, for content that validated: the check
 * `i18n` runs, without writing the records. None when the file does not parse (`i18n` reports that).
 */
export function findStaleWarnings(config: ResolvedConfig, parse?: ParseYaml): Problem[] {
  const { content: raw } = readContent(config, parse);
  const { reference, others } = localeTextsOf(raw);
  if (!reference) return [];
  // Only the stale messages: the file's text brought up to date (checkSources) is for `i18n` to write.
  const read = readSources(config, parse ?? parseYaml);
  if ('problems' in read) return [];
  return describeStale(checkTranslationSources(reference, others, readSourceRecords(read.parsed, reference.code)).stale, reference.code);
}
