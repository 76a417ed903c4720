import { createProblem, type Problem } from '../../core/errors/problem.js';
import { locate } from '../load/locate.js';
import type { YamlFile } from '../load/types.js';

/** What this needs of a locale's messages (compare.ts's LocaleMessages has it). */
interface LocaleKeys {
  readonly code: string;
  readonly file: YamlFile;
  readonly keys: ReadonlySet<string>;
}

/**
 * Keys that changed place in the reference catalogue alone: the reference has `a.b.c` where every other
 * locale has `a.c` (or the other way round), which is what a key indented one level too far or too little
 * does while the file stays valid YAML. The other locales agreeing (at least two of them) is what says the
 * reference is the file that changed; with one other locale either file may have, and nothing is paired.
 * A key renamed in the reference alone (the only new name of its group there, and the only old one) is
 * paired the same way.
 * Returns reference key → the key every other locale has.
 */
export function findMovedKeys(reference: LocaleKeys, others: readonly LocaleKeys[]): Map<string, string> {
  const moved = new Map<string, string>();
  if (others.length < 2) return moved;
  const onlyReference = [...reference.keys].filter((key) => others.every((o) => !o.keys.has(key)));
  const elsewhere = new Set([...others[0]!.keys].filter((key) => !reference.keys.has(key) && others.every((o) => o.keys.has(key))));
  // Each key the others have, under the keys it becomes with a segment left out: a lookup, not a scan per key.
  const shortened = new Map<string, string[]>();
  for (const other of elsewhere) for (const short of oneSegmentApart(other)) shortened.set(short, [...(shortened.get(short) ?? []), other]);
  for (const key of onlyReference) {
    const longer = (shortened.get(key) ?? []).filter((other) => elsewhere.has(other));
    const candidates = [...[...oneSegmentApart(key)].filter((other) => elsewhere.has(other)), ...longer];
    if (candidates.length === 1) {
      moved.set(key, candidates[0]!);
      elsewhere.delete(candidates[0]!);
    }
  }
  // A key renamed in the reference alone: the only such key of its group, and the only one the others have there.
  const parentOf = (key: string) => key.slice(0, Math.max(key.lastIndexOf('.'), 0));
  const unpaired = onlyReference.filter((key) => !moved.has(key));
  for (const key of unpaired) {
    const theirs = [...elsewhere].filter((other) => parentOf(other) === parentOf(key));
    if (theirs.length === 1 && unpaired.filter((k) => parentOf(k) === parentOf(key)).length === 1) moved.set(key, theirs[0]!);
  }
  return moved;
}

/** The keys `key` becomes with one of its segments (not the last) left out. */
function* oneSegmentApart(key: string): Generator<string> {
  const parts = key.split('.');
  for (let i = 0; i < parts.length - 1; i++) yield [...parts.slice(0, i), ...parts.slice(i + 1)].join('.');
}

/**
 * Keys every other locale has (at least two of them) and the reference lacks, not accounted for by a move:
 * the reference lost them, and that is where they are reported.
 */
export function findLostKeys(reference: LocaleKeys, others: readonly LocaleKeys[], moved: ReadonlyMap<string, string>): string[] {
  if (others.length < 2) return [];
  const intended = new Set(moved.values());
  return [...others[0]!.keys].filter((key) => !reference.keys.has(key) && !intended.has(key) && others.every((o) => o.keys.has(key)));
}

/**
 * The reference's keys as the rules should see them: each moved key where the others have it, and the lost
 * ones back, since each is reported once already (compare.ts) and a rule would report it again.
 */
export function repairReferenceKeys(reference: LocaleKeys, others: readonly LocaleKeys[]): ReadonlySet<string> {
  const moved = findMovedKeys(reference, others);
  const lost = findLostKeys(reference, others, moved);
  if (moved.size === 0 && lost.length === 0) return reference.keys;
  return new Set([...[...reference.keys].map((key) => moved.get(key) ?? key), ...lost]);
}

/**
 * One problem per moved node of the reference (a moved group is one node), at its key in the reference
 * file: the place where the structure changed, rather than a missing and an extra key in every other file.
 */
export function reportMovedKeys(reference: LocaleKeys, others: readonly LocaleKeys[], moved: ReadonlyMap<string, string>): Problem[] {
  const nodes = new Map<string, { intended: string; count: number }>();
  for (const [key, intended] of moved) {
    const ours = key.split('.');
    const theirs = intended.split('.');
    // The first segment where the two differ is the level the node moved to; the node ends one segment later.
    let i = 0;
    while (ours[i] === theirs[i]) i++;
    const deeper = ours.length > theirs.length;
    if (ours.length === theirs.length) {
      nodes.set(key, { intended, count: 1 });
      continue;
    }
    const node = ours.slice(0, i + (deeper ? 2 : 1)).join('.');
    const intendedNode = theirs.slice(0, i + (deeper ? 1 : 2)).join('.');
    const known = nodes.get(node);
    nodes.set(node, { intended: intendedNode, count: (known?.count ?? 0) + 1 });
  }
  const codes = others.map((o) => o.code).join(', ');
  return [...nodes].map(([node, { intended }]) => {
    const parts = node.split('.');
    const from = parts.slice(0, -1).join('.');
    const to = intended.split('.').slice(0, -1).join('.');
    const depth = intended.split('.').length;
    const where = to ? `under "${to}"` : 'at the top level';
    const fix =
      parts.length === depth
        ? `renamed in ${reference.file.file} alone; give it back its name "${intended.split('.').at(-1)}", or rename it in every locale`
        : `${parts.length > depth ? `indented one level too far, it moved under "${from}"` : `indented one level too little, it moved out of "${to}"`}; indent it like the other keys ${where}`;
    const message = `"${parts.at(-1)}" in ${reference.file.file} is "${node}", but "${intended}" in every other locale (${codes}): probably ${fix}`;
    return createProblem('E_MESSAGE_MOVED', message, locate(reference.file, parts, 'key'));
  });
}
