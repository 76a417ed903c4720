import { hash } from 'node:crypto';
import { stringify } from 'yaml';
import type { YamlFile } from '../load/types.js';

/**
 * content/i18n-sources.yaml: per locale and key, what the translation was made from. Kept as two short hashes
 * (of the reference text, then of the translation) rather than the texts: one line per message that changes
 * only when a translation is recorded, no second copy of en.yaml per locale to keep in step, and the old
 * reference text is in version control (`git log -p content/messages/en.yaml`).
 */
export const SOURCES_FILE = 'i18n-sources.yaml';

/** The hashes of the reference text and of the translation when the translation was recorded. */
export interface SourceRecord {
  readonly reference: string;
  readonly translation: string;
}

/** Locale code → message key → record. */
export type SourceRecords = ReadonlyMap<string, ReadonlyMap<string, SourceRecord>>;

/**
 * The first 8 hex digits of SHA-256: a changed text keeps its hash by chance once in four billion changes,
 * which is far below the mistakes a translator's look catches anyway.
 */
export function hashText(text: string): string {
  return hash('sha256', text, 'hex').slice(0, 8);
}

const RECORD = /^([0-9a-f]{8}) ([0-9a-f]{8})$/;

/**
 * The records of a parsed file made for `reference`. The file is written by the tool; what does not read as a
 * record (a hand edit, another reference locale, a file that does not parse) is no record, and is written
 * anew by the next `i18n`.
 */
export function readSourceRecords(file: YamlFile | undefined, reference: string): SourceRecords {
  const value = file?.value as { reference?: unknown; translations?: unknown } | null | undefined;
  const records = new Map<string, Map<string, SourceRecord>>();
  if (!value || value.reference !== reference || !isRecord(value.translations)) return records;
  for (const [locale, keys] of Object.entries(value.translations)) {
    if (!isRecord(keys)) continue;
    const ofLocale = new Map<string, SourceRecord>();
    for (const [key, text] of Object.entries(keys)) {
      const match = typeof text === 'string' ? RECORD.exec(text) : null;
      if (match) ofLocale.set(key, { reference: match[1]!, translation: match[2]! });
    }
    records.set(locale, ofLocale);
  }
  return records;
}

/** The file's text: a header that says what it is, the reference locale, then each locale's records in the order given. */
export function formatSourceRecords(records: SourceRecords, reference: string): string {
  const translations = Object.fromEntries(
    [...records].filter(([, keys]) => keys.size > 0).map(([locale, keys]) => [locale, Object.fromEntries([...keys].map(([key, r]) => [key, `${r.reference} ${r.translation}`]))]),
  );
  const header = [
    '# Written by `i18n` and `i18n confirm` (docs/content.md, "When the English text changes"); not edited by hand.',
    `# Per locale and message key: what its translation was made from, as two short hashes (SHA-256, 8 hex digits):`,
    `# of the ${reference} text, then of the translation. When the ${reference} text has changed since and the translation`,
    '# has not, the translation may be out of date (W_STALE_TRANSLATION).',
  ];
  return `${header.join('\n')}\n${stringify({ reference, translations }, { lineWidth: 0 })}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
