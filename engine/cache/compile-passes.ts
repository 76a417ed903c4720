import { createHash } from 'node:crypto';
import { readKeyedEntry, writeKeyedEntry } from './cache-files.js';
import { codeIdentityOf, type CodeIdentity } from './code-identity.js';
import type { MessageEntry } from '../../pipeline/i18n/entries.js';

/**
 * Which catalogues compiled without a problem, kept between processes: after an edit, `validate` does not
 * compile the catalogues left alone (a fifth of its work on the real content), and a build compiles each
 * when it first formats one of its messages. Compiling is a fact about the language tag, the messages'
 * keys and ICU texts, Node's ICU data and the code (the compiled CLI's fingerprint, which covers
 * @messageformat's version);
 * only passes are kept, so a catalogue with a problem is always compiled and its problem found afresh.
 */
export interface CompilePasses {
  passed(code: string, lang: string, entries: readonly MessageEntry[]): boolean;
  record(code: string, lang: string, entries: readonly MessageEntry[]): void;
}

const RECIPE = 'compile-pass-1';
const FOLDER = 'compile-passes';

/** Remembers nothing: every catalogue is compiled (no cache folder, or the sources run by tsx). */
export const NO_COMPILE_PASSES: CompilePasses = { passed: () => false, record: () => undefined };

export function openCompilePasses(root: string, cacheDir: string | undefined, code: CodeIdentity | undefined = codeIdentityOf(import.meta.url)): CompilePasses {
  if (!cacheDir || !code) return NO_COMPILE_PASSES;
  const keyOf = (lang: string, entries: readonly MessageEntry[]) => {
    // Node's ICU data decides the plural categories a language has.
    const hash = createHash('sha256').update(`${RECIPE}\0${code.fingerprint}\0${process.versions.node}\0${process.versions.icu}\0${lang}\0`);
    for (const entry of entries) hash.update(`${entry.key}\0${entry.source}\0`);
    return hash.digest('hex');
  };
  const nameOf = (localeCode: string) => `${root}\0${localeCode}`;
  return {
    passed: (localeCode, lang, entries) => readKeyedEntry<boolean>(cacheDir, FOLDER, nameOf(localeCode), keyOf(lang, entries)) === true,
    record: (localeCode, lang, entries) => writeKeyedEntry(cacheDir, FOLDER, nameOf(localeCode), keyOf(lang, entries), 'true'),
  };
}
