import type { ResolvedConfig } from '../../core/config.js';
import { UsageError } from '../../core/errors/problem.js';
import type { LocaleTexts } from '../../pipeline/i18n/stale.js';
import { isMarkedUntranslated } from '../../pipeline/i18n/untranslated.js';
import { readContent } from '../../pipeline/load/read-content.js';
import { checkSources, localeTextsOf, writeSources, type SourcesState } from './sources-file.js';

/**
 * Records the translations of `locale` as made from the reference text as it is now: the named keys (a key
 * that names a group, such as `hero`, stands for every message under it), or all of the locale's. Brings the
 * rest of content/i18n-sources.yaml up to date as `i18n` does. A locale without a catalogue, the reference
 * locale itself, a key the reference does not have, or one the locale has not translated is a usage error.
 * Returns the records as written, with the keys it confirmed.
 */
export function confirmTranslations(config: ResolvedConfig, locale: string, keys: readonly string[]): SourcesState {
  const { content: raw } = readContent(config);
  const unreadable = [...raw.messages].filter(([, file]) => file.value === undefined).map(([, file]) => file.file);
  if (unreadable.length > 0) throw new UsageError(`${unreadable.join(', ')} ${unreadable.length === 1 ? 'does' : 'do'} not parse; run \`validate\` and fix ${unreadable.length === 1 ? 'it' : 'them'} first.`);
  const { reference, others } = localeTextsOf(raw);
  if (!reference) throw new UsageError('The reference catalogue (content/site.yaml\'s defaultLocale) has no message file; run `validate` and fix it first.');
  const known = others.map((o) => o.code);
  if (locale === reference.code) throw new UsageError(`"${locale}" is the reference locale: the other locales' translations are confirmed against its texts. Confirm one of: ${known.join(', ')}.`);
  const target = others.find((o) => o.code === locale);
  if (!target) throw new UsageError(`Unknown locale "${locale}": there is no content/messages/${locale}.yaml. Confirm one of: ${known.join(', ') || '(none)'}.`);
  const chosen = keys.length === 0 ? undefined : new Set(keys.flatMap((key) => expandKey(key, reference, target)));

  const { state, problems } = checkSources(config, reference, others, { locale, ...(chosen ? { keys: chosen } : {}) });
  if (!state) throw new UsageError(`${problems[0]?.position.file ?? 'content/i18n-sources.yaml'} does not parse (${problems[0]?.message ?? 'a YAML error'}); after a merge, keep either side of each conflict and run it again.`);
  writeSources(config, state);
  return state;
}

/** The keys a name stands for: itself, or every key of the group it names; each must be translated in the locale. */
function expandKey(name: string, reference: LocaleTexts, locale: LocaleTexts): string[] {
  const keys = reference.entries.map((e) => e.key).filter((key) => key === name || key.startsWith(`${name}.`));
  if (keys.length === 0) throw new UsageError(`Unknown message key "${name}": content/messages/${reference.code}.yaml has no such key or group.`);
  const theirs = new Map(locale.entries.map((e) => [e.key, e.source]));
  const untranslated = keys.filter((key) => theirs.get(key) === undefined || isMarkedUntranslated(theirs.get(key)!));
  if (untranslated.length === keys.length) throw new UsageError(`Message "${untranslated[0]}" is not translated in locale "${locale.code}" (missing, or marked untranslated): there is nothing to confirm.`);
  return keys;
}
