import type { ResolvedConfig } from '../../core/config.js';
import type { ErrorCode } from '../../core/errors/catalogue.js';
import { createProblem, sortProblems, type Problem } from '../../core/errors/problem.js';
import { readContent } from '../../pipeline/load/read-content.js';
import { readLocaleHints } from '../../pipeline/i18n/locale-hints.js';
import { isAllowedSame, readAllowList, type SameAsReference } from '../../pipeline/i18n/allow-list.js';
import { compareLocales, type LocaleMessages } from '../../pipeline/i18n/compare.js';
import { createFormatter, pluralCategoriesOf } from '../../pipeline/i18n/compile.js';
import { collectEntries, type MessageEntry } from '../../pipeline/i18n/entries.js';
import { parseMessages } from '../../pipeline/i18n/parse.js';
import type { StaleTranslation } from '../../pipeline/i18n/stale.js';
import { findUntranslated, isMarkedUntranslated } from '../../pipeline/i18n/untranslated.js';
import { settleLocalesInProgress } from '../../pipeline/i18n/in-progress.js';
import { shorten } from './shorten.js';
import { checkSources, declaredOrder, type SourcesState } from './sources-file.js';

/** One locale's line of the report. Counts of problems are of this locale's file. */
export interface LocaleReport {
  readonly code: string;
  readonly file: string;
  readonly reference: boolean;
  readonly keys: number;
  readonly missing: number;
  readonly extra: number;
  readonly argumentMismatches: number;
  readonly syntaxErrors: number;
  readonly untranslated: number;
  /** Messages that read as in the reference locale and are not allowed to. */
  readonly sameAsReference: number;
  /** Messages that read as in the reference locale by content/i18n.yaml's leave. */
  readonly allowedSame: number;
  /** Translations made from an earlier reference text (content/i18n-sources.yaml). */
  readonly stale: number;
}

export interface TranslationReport {
  readonly reference: string;
  readonly locales: readonly LocaleReport[];
  /** Everything to fix, sorted by position; a report without problems exits 0. */
  readonly problems: readonly Problem[];
  /** Translations that may be out of date: a warning, not a problem. */
  readonly stale: readonly StaleTranslation[];
  /** The records of content/i18n-sources.yaml brought up to date; undefined when the file or the reference catalogue does not parse. */
  readonly sources: SourcesState | undefined;
  /** W_LOCALE_IN_PROGRESS: the gaps of a locale in progress are counted in its line, and are no problems. */
  readonly warnings?: readonly Problem[];
}

/**
 * The state of the translations, from the message files alone (a site that does not validate is reported
 * too): per locale the keys, what the comparison with the reference finds (the same check `validate` runs),
 * messages still marked untranslated, and messages that read exactly as in the reference.
 */
export function reportTranslations(config: ResolvedConfig): TranslationReport {
  const { content: raw, problems: readProblems } = readContent(config);
  const { allowed, problems } = readAllowList(config);
  const relevant = (p: Problem) => p.position.file.startsWith('content/messages/') || p.position.file === 'content/site.yaml';
  problems.push(...readProblems.filter(relevant));
  const { langOf, referenceCode, inProgress } = readLocaleHints(raw.data.site?.value);
  const locales: (LocaleMessages & { entries: MessageEntry[] })[] = [];
  for (const [code, file] of raw.messages) {
    if (file.value === undefined) continue;
    const lang = langOf(code) ?? 'en';
    const entries = collectEntries(file);
    const parsed = parseMessages(entries, pluralCategoriesOf(createFormatter(lang)));
    problems.push(...parsed.problems, ...findUntranslated(file, code));
    locales.push({ code, file, keys: new Set(entries.map((e) => e.key)), parsed: parsed.messages, entries });
  }
  const reference = locales.find((l) => l.code === referenceCode);
  if (reference) {
    const others = locales.filter((l) => l !== reference);
    problems.push(...compareLocales(reference, others));
    for (const other of others) problems.push(...findSameAsReference(reference, other, allowed));
  }
  // In site.yaml's order (the switcher's), undeclared ones last.
  const declared = declaredOrder(raw.data.site?.value);
  locales.sort((a, b) => declared(a.code) - declared(b.code));
  const sources = reference ? checkSources(config, reference, locales.filter((l) => l !== reference)) : undefined;
  problems.push(...(sources?.problems ?? []));
  const stale = sources?.state?.stale ?? [];
  const sorted = sortProblems(problems);
  const inProgressFiles = new Map(locales.filter((l) => l !== reference && inProgress(l.code)).map((l) => [l.file.file, l.code]));
  const settled = settleLocalesInProgress(sorted, inProgressFiles, reference?.keys.size ?? 0);
  return {
    reference: referenceCode,
    locales: locales.map((l) => ({ ...summarizeLocale(l, l === reference, sorted, reference, allowed), stale: stale.filter((s) => s.locale === l.code).length })),
    problems: settled.problems,
    warnings: settled.warnings,
    stale,
    // A catalogue that does not parse is not in the check: writing would drop its records.
    sources: [...raw.messages.values()].every((f) => f.value !== undefined) ? sources?.state : undefined,
  };
}

function findSameAsReference(reference: LocaleMessages & { entries: MessageEntry[] }, other: LocaleMessages & { entries: MessageEntry[] }, allowed: SameAsReference): Problem[] {
  const theirs = new Map(reference.entries.map((e) => [e.key, e.source]));
  return other.entries
    .filter((e) => theirs.get(e.key) === e.source && !isMarkedUntranslated(e.source) && !isAllowedSame(e.key, e.source, allowed))
    .map((e) => createProblem('E_SAME_AS_REFERENCE', `Message "${e.key}" of locale "${other.code}" reads exactly as in "${reference.code}": ${JSON.stringify(shorten(e.source))}`, e.positionIn(1, 1)));
}

function summarizeLocale(
  locale: LocaleMessages & { entries: MessageEntry[] },
  isReference: boolean,
  problems: readonly Problem[],
  reference: (LocaleMessages & { entries: MessageEntry[] }) | undefined,
  allowed: SameAsReference,
): Omit<LocaleReport, 'stale'> {
  const count = (code: ErrorCode) => problems.filter((p) => p.code === code && p.position.file === locale.file.file).length;
  const sources = new Map(reference?.entries.map((e) => [e.key, e.source]));
  const allowedSame = isReference ? 0 : locale.entries.filter((e) => sources.get(e.key) === e.source && isAllowedSame(e.key, e.source, allowed)).length;
  return {
    code: locale.code,
    file: locale.file.file,
    reference: isReference,
    keys: locale.keys.size,
    // Keys, not problems: a group the locale lacks is one problem (compare.ts) but each of its keys is work left.
    missing: isReference || !reference ? count('E_MISSING_MESSAGE') : [...reference.keys].filter((key) => !locale.keys.has(key)).length,
    extra: count('E_EXTRA_MESSAGE'),
    argumentMismatches: count('E_ICU_ARGUMENTS'),
    syntaxErrors: count('E_ICU_SYNTAX'),
    untranslated: count('E_UNTRANSLATED'),
    sameAsReference: count('E_SAME_AS_REFERENCE'),
    allowedSame,
  };
}
