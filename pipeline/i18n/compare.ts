import { createProblem, type Problem } from '../../core/errors/problem.js';
import type { YamlFile } from '../load/types.js';
import { locate } from '../load/locate.js';
import { describeMismatch, type ParsedMessage } from './parse.js';

export interface LocaleMessages {
  readonly code: string;
  readonly file: YamlFile;
  /** Every string message of the file by key, parsed or not. */
  readonly keys: ReadonlySet<string>;
  readonly parsed: ReadonlyMap<string, ParsedMessage>;
}

/**
 * The default locale is the reference: a key it has and another locale lacks is missing there; a key only
 * another locale has is extra there. Arguments are compared where both parsed.
 */
export function compareLocales(reference: LocaleMessages, others: readonly LocaleMessages[]): Problem[] {
  const problems: Problem[] = [];
  const referenceName = reference.file.file;
  for (const other of others) {
    for (const key of reference.keys) {
      if (other.keys.has(key)) continue;
      const refLine = reference.parsed.get(key)?.entry.keyPosition.line;
      const seen = refLine ? ` (it is in ${referenceName}, line ${refLine})` : '';
      problems.push(createProblem('E_MISSING_MESSAGE', `Message "${key}" is missing in locale "${other.code}"${seen}`, locate(other.file, key.split('.'))));
    }
    for (const key of other.keys) {
      if (reference.keys.has(key)) continue;
      problems.push(createProblem('E_EXTRA_MESSAGE', `Message "${key}" exists in locale "${other.code}" but not in the reference locale "${reference.code}" (${referenceName})`, locate(other.file, key.split('.'), 'key')));
    }
    for (const [key, theirs] of other.parsed) {
      const ours = reference.parsed.get(key);
      const mismatch = ours && describeMismatch(ours.args, theirs.args);
      if (mismatch) problems.push(createProblem('E_ICU_ARGUMENTS', `Message "${key}" in locale "${other.code}" ${mismatch}`, theirs.entry.keyPosition));
    }
  }
  return problems;
}
