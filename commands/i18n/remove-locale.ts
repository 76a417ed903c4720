import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isSeq, type Node } from 'yaml';
import type { ResolvedConfig } from '../../core/config.js';
import { UsageError } from '../../core/errors/problem.js';
import { readSiteLocales, relativeTo } from './site-locales.js';
import { formatSourceRecords, readSourceRecords, SOURCES_FILE } from '../../pipeline/i18n/sources.js';
import { parseYaml } from '../../pipeline/load/parse-yaml.js';

/**
 * `i18n remove <code>`: the undoing of `i18n add`, in content/ only: the locale's entry in site.yaml (its
 * lines, and the line break before them, exactly what `add` wrote), its message file, and its records in
 * content/i18n-sources.yaml (`i18n` writes them once a message is translated). The default locale is refused:
 * every other locale is translated from it. Returns what was done, to print.
 */
export function removeLocale(config: ResolvedConfig, code: string): string {
  const site = readSiteLocales(config);
  if (code === site.defaultLocale) throw new UsageError(`Locale "${code}" is the default locale (defaultLocale in content/site.yaml): every other locale is translated from it, so it cannot be removed. Make another locale the default first.`);
  const locales = site.doc.get('locales', true) as Node | undefined;
  const index = isSeq(locales) ? locales.items.findIndex((item) => isMap(item) && item.get('code') === code) : -1;
  if (!isSeq(locales) || index < 0) throw new UsageError(`Locale "${code}" is not declared in content/site.yaml (declared: ${site.locales.map((l) => l.code).join(', ')}).`);
  const item = locales.items[index] as Node;
  if (locales.flow || !item.range) throw new UsageError('content/site.yaml writes `locales` as a [flow] list; remove the locale by hand.');
  const lineStart = site.text.lastIndexOf('\n', item.range[0] - 1);
  const lineEnd = site.text.indexOf('\n', item.range[1] - 1);
  const text = site.text.slice(0, lineStart) + (lineEnd < 0 ? '' : site.text.slice(lineEnd));
  writeFileSync(site.path, text);
  const messages = path.join(config.messagesDir, `${code}.yaml`);
  const done = [`  updated ${relativeTo(config, site.path)}  locales: the entry of "${code}" removed`];
  if (existsSync(messages)) {
    rmSync(messages);
    done.push(`  removed ${relativeTo(config, messages)}`);
  }
  if (dropRecords(config, code, site.defaultLocale)) done.push(`  updated ${relativeTo(config, path.join(config.contentDir, SOURCES_FILE))}  the records of "${code}" removed`);
  return [`✔ removed locale "${code}"`, ...done].join('\n');
}

/** Drops the locale's records from content/i18n-sources.yaml; false when it has none, or the file does not parse (`i18n` reports that). */
function dropRecords(config: ResolvedConfig, code: string, reference: string): boolean {
  const file = path.join(config.contentDir, SOURCES_FILE);
  if (!existsSync(file)) return false;
  const parsed = parseYaml(relativeTo(config, file), readFileSync(file, 'utf8'));
  if (!parsed.file || parsed.problems.length > 0) return false;
  const records = readSourceRecords(parsed.file, reference);
  if (!records.has(code)) return false;
  writeFileSync(file, formatSourceRecords(new Map([...records].filter(([locale]) => locale !== code)), reference));
  return true;
}
