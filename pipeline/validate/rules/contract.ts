import { describeUnknown } from '../../../core/errors/catalogue.js';
import { createProblem, type Problem } from '../../../core/errors/problem.js';
import type { LocaleMessages } from '../../i18n/compare.js';
import { locate } from '../../load/locate.js';
import type { Args, MessageContract } from '../../../core/contract.js';
import { checkArguments } from './arguments.js';
import { globalContracts, groupContracts } from '../../../site/contract-registry.js';
import { PAGE_IDS } from '../../../site/pages/ids.js';
import { problemAt, type RuleContext } from './context.js';
import { indexChildren } from '../../../core/message-groups.js';
import { reportFrameGaps } from './frame-gaps.js';

/** A key a component reads, with the arguments it passes and who reads it. */
export interface Requirement {
  readonly key: string;
  readonly args: Args;
  readonly components: string[];
  readonly optional: boolean;
}

/**
 * Every message and list the page frame's contracts declare exists in the content, and takes only the
 * arguments the component passes, with types it can format; every route has a page component. (The
 * sections' contracts are checked with their groups, message-groups.ts.) Missing
 * keys are checked in the reference locale (the others are compared with it); arguments in every locale.
 */
export function checkContracts({ site, catalogues }: RuleContext): Problem[] {
  const problems: Problem[] = [];
  site?.data.routes.forEach((route, i) => {
    if (!(PAGE_IDS as readonly string[]).includes(route.id)) {
      problems.push(problemAt('E_UNKNOWN_PAGE', describeUnknown('E_UNKNOWN_PAGE', route.id, PAGE_IDS, `routes[${i}].id`), site.file, ['routes', i, 'id']));
    }
  });
  const reference = catalogues?.[0];
  if (!reference) return problems;
  const children = indexChildren(reference.keys);

  const fixed = [...globalContracts.map((contract) => ({ contract, group: '' })), ...groupContracts];
  problems.push(...checkRequirements(requirementsOf(fixed, children), catalogues));
  for (const { contract, group } of fixed) problems.push(...checkLists(contract, group, children, reference));
  return problems;
}

/** The keys of contracts applied to groups, merged by key, lists expanded over the children they have. */
export function requirementsOf(applied: readonly { contract: MessageContract; group: string }[], children: ReadonlyMap<string, string[]>): Requirement[] {
  const byKey = new Map<string, Requirement>();
  const add = (key: string, args: Args, component: string, optional: boolean) => {
    const known = byKey.get(key);
    if (known) {
      if (!known.components.includes(component)) known.components.push(component);
      byKey.set(key, { ...known, args: { ...known.args, ...args }, optional: known.optional && optional });
    } else byKey.set(key, { key, args, components: [component], optional });
  };
  for (const { contract, group } of applied) {
    const full = (key: string) => (group ? `${group}.${key}` : key);
    for (const [key, args] of Object.entries(contract.messages)) add(full(key), args, contract.component, false);
    for (const [key, args] of Object.entries(contract.optional ?? {})) add(full(key), args, contract.component, true);
    for (const [list, spec] of Object.entries(contract.lists ?? {})) {
      for (const child of children.get(full(list)) ?? []) {
        for (const [key, args] of Object.entries(spec.each)) add(full(`${list}.${child}.${key}`), args, contract.component, false);
      }
    }
  }
  return [...byKey.values()];
}

function checkRequirements(requirements: readonly Requirement[], catalogues: readonly LocaleMessages[]): Problem[] {
  const reference = catalogues[0]!;
  const present = requirements.filter((r) => reference.keys.has(r.key));
  return [...present.flatMap((r) => checkArguments(r.key, r.args, r.components.join('; '), catalogues)), ...reportFrameGaps(requirements, reference)];
}

/** A list group of the page frame (the document pages' sections) has at least the children its component needs. */
function checkLists(contract: MessageContract, group: string, children: ReadonlyMap<string, string[]>, reference: LocaleMessages): Problem[] {
  const problems: Problem[] = [];
  for (const [list, spec] of Object.entries(contract.lists ?? {})) {
    const key = group ? `${group}.${list}` : list;
    const count = children.get(key)?.length ?? 0;
    if (count >= spec.min) continue;
    const each = Object.keys(spec.each).join(', ');
    const message = `${contract.component} lists the entries of "${key}", which has ${count} in ${reference.file.file}; it needs at least ${spec.min}, each a group with ${each}`;
    problems.push(createProblem('E_CONTRACT_LIST', message, locate(reference.file, key.split('.'))));
  }
  return problems;
}
