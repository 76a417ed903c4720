import { createProblem, type Problem } from '../../core/errors/problem.js';
import { indexChildren } from '../../core/message-groups.js';
import type { YamlFile } from '../load/types.js';
import { locate, locateMissing } from '../load/locate.js';
import { describeMismatch, type ParsedMessage } from './parse.js';
import { findLostKeys, findMovedKeys, reportMovedKeys } from './moved-keys.js';
import { describeArgumentChange } from './placeholders.js';

export interface LocaleMessages {
  readonly code: string;
  readonly file: YamlFile;
  /** Every string message of the file by key, parsed or not. */
  readonly keys: ReadonlySet<string>;
  readonly parsed: ReadonlyMap<string, ParsedMessage>;
}

/**
 * The default locale is the reference: a key it has and another locale lacks is missing there (one problem
 * per missing group, where the group belongs); a key only another locale has is extra there. Where the
 * reference alone changed (a key moved by its indentation, or a key every other locale has), the one problem
 * is in the reference. Arguments are compared where both parsed.
 */
export function compareLocales(reference: LocaleMessages, others: readonly LocaleMessages[]): Problem[] {
  const moved = findMovedKeys(reference, others);
  const problems = reportMovedKeys(reference, others, moved);
  const order = childOrder(reference.keys);
  const lost = findLostKeys(reference, others, moved);
  problems.push(...lost.map((key) => reportLost(key, reference, others)));
  const skipped = new Set([...moved.values(), ...lost]);
  for (const other of others) {
    problems.push(...reportMissing(reference, other, [...reference.keys].filter((key) => !other.keys.has(key) && !moved.has(key)), order));
    for (const key of other.keys) {
      if (reference.keys.has(key) || skipped.has(key)) continue;
      problems.push(createProblem('E_EXTRA_MESSAGE', `Message "${key}" exists in locale "${other.code}" but not in the reference locale "${reference.code}" (${reference.file.file})`, locate(other.file, key.split('.'), 'key')));
    }
    for (const [key, theirs] of other.parsed) {
      const ours = reference.parsed.get(key);
      const mismatch = ours && describeMismatch(ours.args, theirs.args);
      if (!mismatch) continue;
      const renamed = describeArgumentChange(key, other.code, ours, theirs, reference.file.file);
      problems.push(renamed ? createProblem('E_ICU_ARGUMENTS', renamed.message, renamed.position) : createProblem('E_ICU_ARGUMENTS', `Message "${key}" in locale "${other.code}" ${mismatch}`, theirs.entry.keyPosition));
    }
  }
  return problems;
}

/** How many keys of a missing group its problem names. */
const MAX_NAMED = 12;

/** Group → its children in the reference's order; '' → the top-level groups. */
function childOrder(keys: ReadonlySet<string>): Map<string, string[]> {
  const order = indexChildren(keys);
  order.set('', [...new Set([...keys].map((key) => key.split('.')[0]!))]);
  return order;
}

/** Missing keys, one problem per missing subtree: a whole group the locale lacks is one problem, where it goes. */
function reportMissing(reference: LocaleMessages, other: LocaleMessages, missing: readonly string[], order: ReadonlyMap<string, string[]>): Problem[] {
  const present = new Set([...other.keys].flatMap((key) => key.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.'))));
  const subtrees = new Map<string, string[]>();
  for (const key of missing) {
    const parts = key.split('.');
    let depth = 1;
    while (depth < parts.length && present.has(parts.slice(0, depth).join('.'))) depth++;
    const root = parts.slice(0, depth).join('.');
    const keys = subtrees.get(root);
    if (keys) keys.push(key);
    else subtrees.set(root, [key]);
  }
  return [...subtrees].map(([root, keys]) => {
    const parts = root.split('.');
    const { position, place } = locateMissing(other.file, root, order.get(parts.slice(0, -1).join('.')) ?? []);
    const single = keys.length === 1 && keys[0] === root;
    const line = single ? reference.parsed.get(root)?.entry.keyPosition.line : locate(reference.file, parts, 'key').line;
    const seen = line ? ` (it is in ${reference.file.file}, line ${line})` : '';
    if (single) return createProblem('E_MISSING_MESSAGE', `Message "${root}" is missing in locale "${other.code}"${seen}; add it ${place}`, position);
    // The names say what to translate; a long document's group is summed up after the first few.
    const names = keys.slice(0, MAX_NAMED).map((key) => key.slice(root.length + 1));
    const more = keys.length > MAX_NAMED ? ` and ${keys.length - MAX_NAMED} more` : '';
    const message = `Group "${root}" is missing in locale "${other.code}"${seen}; add it ${place}, with its ${keys.length === 1 ? 'message' : `${keys.length} messages`}: ${names.join(', ')}${more}`;
    return createProblem('E_MISSING_MESSAGE', message, position);
  });
}

/** A key every other locale has and the reference lacks: reported once, in the reference, where it belongs. */
function reportLost(key: string, reference: LocaleMessages, others: readonly LocaleMessages[]): Problem {
  const groups = new Set([...reference.keys].flatMap((k) => k.split('.').map((_, i, p) => p.slice(0, i + 1).join('.'))));
  const parts = key.split('.');
  let depth = 1;
  while (depth < parts.length && groups.has(parts.slice(0, depth).join('.'))) depth++;
  const root = parts.slice(0, depth).join('.');
  const siblings = childOrder(others[0]!.keys).get(parts.slice(0, depth - 1).join('.')) ?? [];
  const { position, place } = locateMissing(reference.file, root, siblings);
  const codes = others.map((o) => o.code).join(', ');
  const message = `Message "${key}" is in every other locale (${codes}) but not in the reference locale "${reference.code}"; add it to ${reference.file.file} ${place}, or remove it from the other locales`;
  return createProblem('E_MISSING_MESSAGE', message, position);
}
