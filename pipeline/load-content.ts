import type { ResolvedConfig } from '../core/config.js';
import { resolveContent } from './resolve.js';
import type { Content, LocaleCode, PackagesData, SectionsData, SiteData, TiersData } from '../core/content/types.js';
import { ContentProblems, type Problem } from '../core/errors/problem.js';
import { compareLocales, type LocaleMessages } from './i18n/compare.js';
import { repairReferenceKeys } from './i18n/moved-keys.js';
import { compileCatalogue, createFormatter, pluralCategoriesOf } from './i18n/compile.js';
import type { Catalogue } from '../core/messages.js';
import { collectEntries } from './i18n/entries.js';
import { parseMessages } from './i18n/parse.js';
import type { ParseYaml } from './load/types.js';
import { CONTENT_FILES, readContent, type RawContent } from './load/read-content.js';
import { checkRules, validateSchemas } from './validate/index.js';
import type { CompileValidators } from './validate/schema.js';
import { ANY_PLURAL_CATEGORIES, readLocaleHints } from './i18n/locale-hints.js';
import { isMarkedUntranslated } from './i18n/untranslated.js';
import { settleLocalesInProgress, withReferenceFallback } from './i18n/in-progress.js';
import { findInProgressEntries, type InProgressEntry } from './locale-owners.js';

export interface ContentSummary {
  readonly files: number;
  readonly locales: number;
  readonly messages: number;
  readonly sections: number;
  readonly packages: number;
  /** W_LOCALE_IN_PROGRESS of each locale in progress with messages not translated yet. */
  readonly warnings: readonly Problem[];
}

export interface LoadOptions {
  /** How YAML is parsed: a memo lets a long-running process (the dev server) parse only edited files. */
  readonly parse?: ParseYaml;
  /** How the schemas become validators: the engine's keeps their code in the cache folder. */
  readonly compileValidators?: CompileValidators;
}

/**
 * load → validate (schemas, cross-file rules) → i18n (ICU parse, locale comparison, compile). Collects every
 * problem of every stage and throws them together, so one run reports all of them; returns frozen content.
 * The gaps of a locale in progress are its warnings (`content.warnings`), not problems.
 */
export function loadContent(config: ResolvedConfig, options: LoadOptions = {}): Content {
  const { content: raw, problems } = readContent(config, options.parse);
  const checked = checkContent(raw, problems, config, options);
  if (checked.problems.length > 0) throw new ContentProblems(checked.problems);
  return checked.resolve(new Set());
}

export interface CheckedContent {
  /** Every problem, deduplicated; the gaps of locales in progress are warnings instead. */
  readonly problems: readonly Problem[];
  /** Message file (relative to the root) → locale code. */
  readonly files: ReadonlyMap<string, string>;
  readonly referenceCode: string;
  /** The site.yaml entries of the locales in progress. */
  readonly entries: readonly InProgressEntry[];
  /** The content without the locales `leftOut`: only when the problems are all theirs. */
  resolve(leftOut: ReadonlySet<string>): Content;
}

/** validate → i18n of content as read, with the problems of reading it (`readProblems`, kept as they are). */
export function checkContent(raw: RawContent, readProblems: readonly Problem[], config: ResolvedConfig, options: LoadOptions): CheckedContent {
  const problems = [...readProblems];
  const { checked, problems: schemaProblems } = validateSchemas(raw, config.schemaDir, options.compileValidators);
  problems.push(...schemaProblems);

  const { langOf, referenceCode, inProgress } = readLocaleHints(raw.data.site?.value);
  const locales: LocaleMessages[] = [];
  const catalogues: Record<LocaleCode, Catalogue> = {};
  const untranslated = new Map<string, Set<string>>();
  const entriesOf = new Map([...raw.messages].filter(([, file]) => file.value !== undefined).map(([code, file]) => [code, collectEntries(file)]));
  const referenceFile = raw.messages.get(referenceCode);
  const referenceTexts = referenceFile && { file: referenceFile.file, sources: new Map(entriesOf.get(referenceCode)?.map((e) => [e.key, e.source])) };
  for (const [code, entries] of entriesOf) {
    const file = raw.messages.get(code)!;
    const lang = langOf(code);
    // No language means site.yaml does not declare the locale or cannot be read, which is reported already:
    // the plural cases cannot be checked then, so every CLDR category is accepted and nothing is compiled.
    const formatter = createFormatter(lang ?? 'en');
    const parsed = parseMessages(entries, lang ? pluralCategoriesOf(formatter) : ANY_PLURAL_CATEGORIES, code === referenceCode ? undefined : referenceTexts);
    problems.push(...parsed.problems);
    locales.push({ code, file, keys: new Set(entries.map((e) => e.key)), parsed: parsed.messages });
    if (!lang) continue;
    untranslated.set(code, new Set(entries.filter((e) => isMarkedUntranslated(e.source)).map((e) => e.key)));
    // Only messages that parsed are compiled; the others are already reported.
    const compiled = compileCatalogue(lang, formatter, entries.filter((e) => parsed.messages.has(e.key)));
    problems.push(...compiled.problems);
    catalogues[code] = compiled.catalogue;
  }
  const found = locales.find((l) => l.code === referenceCode);
  const others = locales.filter((l) => l !== found);
  if (found) problems.push(...compareLocales(found, others));
  // A key moved or lost in the reference alone is one problem (compare.ts); the rules see it where the others have it.
  const reference = found && { ...found, keys: repairReferenceKeys(found, others) };

  const catalogueList = reference ? [reference, ...others] : undefined;
  problems.push(...checkRules({ ...(checked as object), messageFiles: raw.messages, ...(reference ? { messageKeys: reference.keys, catalogues: catalogueList } : {}) }));
  const files = new Map([...raw.messages].map(([code, file]) => [file.file, code]));
  const inProgressFiles = new Map([...files].filter(([, code]) => inProgress(code) && code !== referenceCode));
  const settled = settleLocalesInProgress(dedupe(problems), inProgressFiles, reference?.keys.size ?? 0);
  for (const code of inProgressFiles.values()) {
    const own = catalogues[code];
    const referenceCatalogue = catalogues[referenceCode];
    if (!own || !referenceCatalogue || !reference) continue;
    const gaps = [...reference.keys].filter((key) => !own.has(key) || untranslated.get(code)?.has(key));
    catalogues[code] = withReferenceFallback(own, referenceCatalogue, new Set(gaps));
  }

  const resolve = (leftOut: ReadonlySet<string>): Content => {
    const site = checked.site!.data as SiteData;
    return resolveContent({
      site: { ...site, locales: site.locales.filter((l) => !leftOut.has(l.code)) },
      sections: checked.sections!.data as SectionsData,
      tiers: checked.tiers!.data as TiersData,
      packages: checked.packages!.data as PackagesData,
      messages: Object.fromEntries(Object.entries(catalogues).filter(([code]) => !leftOut.has(code))),
      warnings: settled.warnings.filter((w) => !leftOut.has(files.get(w.position.file) ?? '')),
    });
  };
  return { problems: settled.problems, files, referenceCode, entries: findInProgressEntries(raw.data.site, referenceCode), resolve };
}

export function summarize(content: Content): ContentSummary {
  return {
    files: Object.keys(CONTENT_FILES).length + content.locales.length,
    locales: content.locales.length,
    messages: Object.values(content.messages).reduce((n, c) => n + c.keys.length, 0),
    sections: content.sections.length,
    packages: content.markets.reduce((n, m) => n + m.packages.length, 0),
    warnings: content.warnings,
  };
}

export function dedupe(problems: readonly Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    // A schema check and a rule may both catch the same unknown name at the same place. The message is part
    // of the identity: different problems can share a place (two keys missing from one group, two missing
    // required fields of one object), and each must be reported.
    const id = `${p.code}|${p.position.file}|${p.position.line}|${p.position.column}|${p.message}`;
    return seen.has(id) ? false : (seen.add(id), true);
  });
}
