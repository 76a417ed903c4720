import { createProblem, type Problem } from '../../../core/errors/problem.js';
import { indexChildren } from '../../../core/message-groups.js';
import { locate, locateBetween } from '../../load/locate.js';
import type { LocaleMessages } from '../../i18n/compare.js';

/** What this needs of a contract's requirement (contract.ts), in the order the contracts declare them. */
interface Requirement {
  readonly key: string;
  readonly components: readonly string[];
  readonly optional: boolean;
}

/** How many keys of a missing group its problem names. */
const MAX_NAMED = 12;

/**
 * The page frame's messages the reference lacks: one problem per missing subtree (a whole group is one
 * problem naming its keys), placed where it goes. The reference has no place for a key it lacks, so the
 * order is the contracts' (`requirements`, as declared): it goes after the nearest key declared before it
 * that the file has, at that key's indentation, else before the nearest declared after it.
 */
export function reportFrameGaps(requirements: readonly Requirement[], reference: LocaleMessages): Problem[] {
  const missing = requirements.filter((r) => !r.optional && !reference.keys.has(r.key));
  if (missing.length === 0) return [];
  const present = new Set([...reference.keys].flatMap((key) => key.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.'))));
  const order = indexChildren(requirements.map((r) => r.key));
  order.set('', [...new Set(requirements.map((r) => r.key.split('.')[0]!))]);
  const subtrees = new Map<string, Requirement[]>();
  for (const requirement of missing) {
    const parts = requirement.key.split('.');
    let depth = 1;
    while (depth < parts.length && present.has(parts.slice(0, depth).join('.'))) depth++;
    const root = parts.slice(0, depth).join('.');
    subtrees.set(root, [...(subtrees.get(root) ?? []), requirement]);
  }
  return [...subtrees].map(([root, found]) => {
    const parts = root.split('.');
    const parent = parts.slice(0, -1);
    const siblings = order.get(parent.join('.')) ?? [];
    const index = siblings.indexOf(parts.at(-1)!);
    const components = [...new Set(found.flatMap((r) => r.components))].join('; ');
    const file = reference.file.file;
    const names = found.slice(0, MAX_NAMED).map((r) => r.key.slice(root.length + 1));
    const more = found.length > MAX_NAMED ? ` and ${found.length - MAX_NAMED} more` : '';
    const count = found.length === 1 ? 'message' : `${found.length} messages`;
    // A key left without a value (`links:` alone) is where the group goes already.
    const single = found.length === 1 && found[0]!.key === root;
    if (!single && reference.file.doc.hasIn(parts)) {
      return createProblem('E_CONTRACT_MESSAGE', `Group "${root}" is read by ${components}, but it is empty in ${file}; write under it, in every locale, its ${count}: ${names.join(', ')}${more}`, locate(reference.file, parts, 'key'));
    }
    const { position, place } = locateBetween(reference.file, parent, siblings.slice(0, index).reverse(), siblings.slice(index + 1));
    if (single) {
      return createProblem('E_CONTRACT_MESSAGE', `${components} reads message "${root}", which ${file} does not have; add "${parts.at(-1)}" ${place}, in every locale`, position);
    }
    return createProblem('E_CONTRACT_MESSAGE', `Group "${root}" is read by ${components}, but ${file} does not have it; add it ${place}, in every locale, with its ${count}: ${names.join(', ')}${more}`, position);
  });
}

