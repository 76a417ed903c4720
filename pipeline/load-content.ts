import type { ResolvedConfig } from '../core/config.js';
import { resolveContent } from './resolve.js';
import type { Content, LocaleCode, PackagesData, SectionsData, SiteData, TiersData } from '../core/content/types.js';
import { ContentProblems, type Problem } from '../core/errors/problem.js';
import { compareLocales, type LocaleMessages } from './i18n/compare.js';
import { repairReferenceKeys } from './i18n/moved-keys.js';
import { compileCatalogue, createFormatter, pluralCategoriesOf } from './i18n/compile.js';
import type { Catalogue } from '../core/messages.js';
import { collectEntries } from './i18n/entries.js';
import { parseMessages, type PluralCategories } from './i18n/parse.js';
import type { ParseYaml } from './load/types.js';
import { CONTENT_FILES, readContent } from './load/read-content.js';
import { checkRules, validateSchemas } from './validate/index.js';
import type { CompileValidators } from './validate/schema.js';
import { readLocaleHints } from './i18n/locale-hints.js';

export interface ContentSummary {
  readonly files: number;
  readonly locales: number;
  readonly messages: number;
  readonly sections: number;
  readonly packages: number;
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
 */
export function loadContent(config: ResolvedConfig, options: LoadOptions = {}): Content {
  const { content: raw, problems } = readContent(config, options.parse);
  const { checked, problems: schemaProblems } = validateSchemas(raw, config.schemaDir, options.compileValidators);
  problems.push(...schemaProblems);

  const site = checked.site?.data as SiteData | undefined;
  const { langOf, referenceCode } = readLocaleHints(raw.data.site?.value);
  const locales: LocaleMessages[] = [];
  const catalogues: Partial<Record<LocaleCode, Catalogue>> = {};
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
    // Only messages that parsed are compiled; the others are already reported.
    const compiled = compileCatalogue(lang, formatter, entries.filter((e) => parsed.messages.has(e.key)));
    problems.push(...compiled.problems);
    catalogues[code as LocaleCode] = compiled.catalogue;
  }
  const found = locales.find((l) => l.code === referenceCode);
  const others = locales.filter((l) => l !== found);
  if (found) problems.push(...compareLocales(found, others));
  // A key moved or lost in the reference alone is one problem (compare.ts); the rules see it where the others have it.
  const reference = found && { ...found, keys: repairReferenceKeys(found, others) };

  const catalogueList = reference ? [reference, ...others] : undefined;
  problems.push(...checkRules({ ...(checked as object), messageFiles: raw.messages, ...(reference ? { messageKeys: reference.keys, catalogues: catalogueList } : {}) }));
  if (problems.length > 0) throw new ContentProblems(dedupe(problems));

  return resolveContent({
    site: site!,
    sections: checked.sections!.data as SectionsData,
    tiers: checked.tiers!.data as TiersData,
    packages: checked.packages!.data as PackagesData,
    messages: catalogues as Record<LocaleCode, Catalogue>,
  });
}

export function summarize(content: Content): ContentSummary {
  return {
    files: Object.keys(CONTENT_FILES).length + content.locales.length,
    locales: content.locales.length,
    messages: Object.values(content.messages).reduce((n, c) => n + c.keys.length, 0),
    sections: content.sections.length,
    packages: content.markets.reduce((n, m) => n + m.packages.length, 0),
  };
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    // A schema check and a rule may both catch the same unknown name at the same place. The message is part
    // of the identity: different problems can share a place (two keys missing from one group, two missing
    // required fields of one object), and each must be reported.
    const id = `${p.code}|${p.position.file}|${p.position.line}|${p.position.column}|${p.message}`;
    return seen.has(id) ? false : (seen.add(id), true);
  });
}

const ANY_PLURAL_CATEGORIES: PluralCategories = {
  cardinal: ['zero', 'one', 'two', 'few', 'many', 'other'],
  ordinal: ['zero', 'one', 'two', 'few', 'many', 'other'],
};
