import type { Position } from '../../core/errors/problem.js';
import type { MessageEntry } from './entries.js';
import { hashText, type SourceRecord, type SourceRecords } from './sources.js';
import { isMarkedUntranslated } from './untranslated.js';

/** A locale's messages as the check reads them. */
export interface LocaleTexts {
  readonly code: string;
  readonly entries: readonly MessageEntry[];
}

/** A translation made from a reference text that has changed since, and not touched since it was recorded. */
export interface StaleTranslation {
  readonly locale: string;
  readonly key: string;
  /** The reference text now. */
  readonly reference: string;
  /** The translation, made from an earlier reference text. */
  readonly translation: string;
  /** Where the translation's text starts. */
  readonly position: Position;
}

export interface SourcesCheck {
  /** In the order of the locales given, then of the reference catalogue. */
  readonly stale: readonly StaleTranslation[];
  /**
   * The records brought up to date: each translation that is not stale as it is now, each stale one as it was;
   * nothing for a message missing, marked untranslated, or gone from the reference, nor for a locale not given.
   */
  readonly records: SourceRecords;
  /** Translations recorded without being confirmed: they had no record, or were edited since theirs. */
  readonly recorded: number;
  /** The keys of the stale translations the confirmation cleared. */
  readonly confirmed: readonly string[];
}

/** Which translations a translator has checked against the reference text: keys of one locale, or all of it. */
export interface Confirmation {
  readonly locale: string;
  /** Undefined: every message of the locale. */
  readonly keys?: ReadonlySet<string>;
}

/**
 * Compares every translation with the record of what it was made from. A translation is stale when the
 * reference text's hash is no longer the recorded one while the translation's still is. A translation whose
 * own text changed since its record was edited after the reference, as far as the files can tell: it counts as
 * translated from the reference text as it is now (re-recorded, not stale). A message without a record (a new
 * key, a new translation, a new locale) is recorded as it is: there is nothing to compare it with.
 */
export function checkTranslationSources(reference: LocaleTexts, others: readonly LocaleTexts[], recorded: SourceRecords, confirmation?: Confirmation): SourcesCheck {
  const stale: StaleTranslation[] = [];
  const records = new Map<string, Map<string, SourceRecord>>();
  let fresh = 0;
  const confirmed: string[] = [];
  for (const locale of others) {
    const theirs = new Map(locale.entries.map((e) => [e.key, e]));
    const before = recorded.get(locale.code);
    const after = new Map<string, SourceRecord>();
    const confirms = (key: string) => confirmation?.locale === locale.code && (!confirmation.keys || confirmation.keys.has(key));
    for (const { key, source } of reference.entries) {
      const entry = theirs.get(key);
      if (!entry || isMarkedUntranslated(entry.source)) continue;
      const now = { reference: hashText(source), translation: hashText(entry.source) };
      const record = before?.get(key);
      const outdated = record !== undefined && record.reference !== now.reference && record.translation === now.translation;
      if (outdated && !confirms(key)) {
        stale.push({ locale: locale.code, key, reference: source, translation: entry.source, position: entry.positionIn(1, 1) });
        after.set(key, record);
        continue;
      }
      if (outdated) confirmed.push(key);
      else if (record?.reference !== now.reference || record.translation !== now.translation) fresh++;
      after.set(key, now);
    }
    records.set(locale.code, after);
  }
  return { stale, records, recorded: fresh, confirmed };
}
