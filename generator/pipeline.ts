import type { ResolvedConfig } from './config.js';
import { resolveContent } from './content/resolve.js';
import type { Content, LocaleCode, PackagesData, SectionsData, SiteData, TiersData } from './content/types.js';
import { ContentProblems, type Problem } from './errors/problem.js';
import { compareLocales, type LocaleMessages } from './i18n/compare.js';
import { compileCatalogue, createFormatter, pluralCategoriesOf, type Catalogue } from './i18n/compile.js';
import { collectEntries } from './i18n/entries.js';
import { parseMessages } from './i18n/parse.js';
import { readContent } from './load/read-content.js';
import { checkRules, validateSchemas } from './validate/index.js';

export interface ContentSummary {
  readonly files: number;
  readonly locales: number;
  readonly messages: number;
  readonly sections: number;
  readonly packages: number;
}

/**
 * load → validate (schemas, cross-file rules) → i18n (ICU parse, locale comparison, compile). Collects every
 * problem of every stage and throws them together, so one run reports all of them; returns frozen content.
 */
export function loadContent(config: ResolvedConfig): Content {
  const { content: raw, problems } = readContent(config);
  const { checked, problems: schemaProblems } = validateSchemas(raw, config.schemaDir);
  problems.push(...schemaProblems);

  const site = checked.site?.data as SiteData | undefined;
  const { langOf, referenceCode } = readLocaleHints(raw.data.site?.value);
  const locales: LocaleMessages[] = [];
  const catalogues: Partial<Record<LocaleCode, Catalogue>> = {};
  for (const [code, file] of raw.messages) {
    if (file.value === undefined) continue;
    const formatter = createFormatter(langOf(code));
    const entries = collectEntries(file);
    const parsed = parseMessages(entries, pluralCategoriesOf(formatter));
    problems.push(...parsed.problems);
    locales.push({ code, file, keys: new Set(entries.map((e) => e.key)), parsed: parsed.messages });
    // Only messages that parsed are compiled; the others are already reported.
    const compiled = compileCatalogue(langOf(code), formatter, entries.filter((e) => parsed.messages.has(e.key)));
    problems.push(...compiled.problems);
    catalogues[code as LocaleCode] = compiled.catalogue;
  }
  const reference = locales.find((l) => l.code === referenceCode);
  if (reference) problems.push(...compareLocales(reference, locales.filter((l) => l !== reference)));

  problems.push(...checkRules({ ...(checked as object), messageFiles: raw.messages, ...(reference ? { messageKeys: reference.keys } : {}) }));
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
    files: 4 + content.locales.length,
    locales: content.locales.length,
    messages: Object.values(content.messages).reduce((n, c) => n + c.keys.length, 0),
    sections: content.sections.length,
    packages: content.markets.reduce((n, m) => n + m.packages.length, 0),
  };
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    // A schema check and a rule may both catch the same unknown name at the same place.
    const id = `${p.code}|${p.position.file}|${p.position.line}|${p.position.column}`;
    return seen.has(id) ? false : (seen.add(id), true);
  });
}

/**
 * Plural rules depend on each locale's language tag, and the comparison on the default locale. Both are read
 * leniently from site.yaml, so messages are still checked correctly when site.yaml has unrelated errors.
 */
function readLocaleHints(site: unknown): { langOf: (code: string) => string; referenceCode: string } {
  const record = (site ?? {}) as { locales?: unknown; defaultLocale?: unknown };
  const locales = Array.isArray(record.locales) ? (record.locales as { code?: unknown; lang?: unknown }[]) : [];
  const langOf = (code: string) => {
    const lang = locales.find((l) => l && l.code === code)?.lang;
    return typeof lang === 'string' && isLanguageTag(lang) ? lang : code;
  };
  return { langOf, referenceCode: typeof record.defaultLocale === 'string' ? record.defaultLocale : 'en' };
}

function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}
