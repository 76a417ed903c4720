import { describeUnknown } from '../../../core/errors/catalogue.js';
import { createProblem, type Problem } from '../../../core/errors/problem.js';
import type { LocaleMessages } from '../../i18n/compare.js';
import { locate } from '../../load/locate.js';
import type { DataPath, YamlFile } from '../../load/types.js';
import type { Args, MessageContract } from '../../../core/contract.js';
import { checkArguments } from './arguments.js';
import { globalContracts, groupContracts, sectionContracts } from '../../../site/contract-registry.js';
import { PAGE_IDS } from '../../../site/pages/ids.js';
import { problemAt, type RuleContext } from './context.js';
import { indexChildren } from '../../../core/message-groups.js';

/** A key a component reads, with the arguments it passes and who reads it. */
interface Requirement {
  readonly key: string;
  readonly args: Args;
  readonly components: string[];
  readonly optional: boolean;
}

/** Where a missing message is blamed: the data entry that points at the group, or the reference catalogue. */
interface Blame {
  readonly file: YamlFile;
  /** The data path of the entry; undefined blames the place in the reference catalogue where the key belongs. */
  readonly path?: DataPath;
  /** "section \"hero\" (type hero)": who points at the group, for the message. */
  readonly owner?: string;
}

/**
 * Every message and list a component's contract declares exists in the content, and takes only the
 * arguments the component passes, with types it can format; every route has a page component. Missing
 * keys are checked in the reference locale (the others are compared with it); arguments in every locale.
 */
export function checkContracts({ site, sections, catalogues }: RuleContext): Problem[] {
  const problems: Problem[] = [];
  site?.data.routes.forEach((route, i) => {
    if (!(PAGE_IDS as readonly string[]).includes(route.id)) {
      problems.push(problemAt('E_UNKNOWN_PAGE', describeUnknown('E_UNKNOWN_PAGE', route.id, PAGE_IDS, `routes[${i}].id`), site.file, ['routes', i, 'id']));
    }
  });
  const reference = catalogues?.[0];
  if (!reference) return problems;
  const children = indexChildren(reference.keys);

  sections?.data.sections.forEach((section, i) => {
    const contract = sectionContracts[section.type];
    // A group that does not exist at all is E_UNKNOWN_MESSAGE already (references.ts); one problem is enough.
    if (!contract || !children.has(section.messages)) return;
    const blame = { file: sections.file, path: ['sections', i, 'messages'], owner: `section "${section.id}" (type ${section.type})` };
    problems.push(...checkRequirements(requirementsOf([{ contract, group: section.messages }], children), blame, catalogues));
    problems.push(...checkLists(contract, section.messages, children, blame, reference));
  });

  const fixed = [...globalContracts.map((contract) => ({ contract, group: '' })), ...groupContracts];
  const blame = { file: reference.file };
  problems.push(...checkRequirements(requirementsOf(fixed, children), blame, catalogues));
  for (const { contract, group } of fixed) problems.push(...checkLists(contract, group, children, blame, reference));
  return problems;
}

/** The keys of contracts applied to groups, merged by key, lists expanded over the children they have. */
function requirementsOf(applied: readonly { contract: MessageContract; group: string }[], children: ReadonlyMap<string, string[]>): Requirement[] {
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

function checkRequirements(requirements: readonly Requirement[], blame: Blame, catalogues: readonly LocaleMessages[]): Problem[] {
  const problems: Problem[] = [];
  const reference = catalogues[0]!;
  const missing: Requirement[] = [];
  for (const requirement of requirements) {
    if (reference.keys.has(requirement.key)) problems.push(...checkArguments(requirement.key, requirement.args, requirement.components.join('; '), catalogues));
    else if (!requirement.optional) missing.push(requirement);
  }
  if (blame.path && missing.length > 0) {
    // One problem per section entry, naming every key its group lacks.
    const who = [...new Set(missing.flatMap((m) => m.components))].join('; ');
    const group = missing[0]!.key.split('.')[0]!;
    const keys = missing.map((m) => `"${m.key}"`).join(', ');
    const relative = missing.map((m) => `"${m.key.slice(group.length + 1)}"`).join(', ');
    const message = `${blame.owner} uses message group "${group}", and ${who} reads ${missing.length === 1 ? 'message' : 'messages'} ${keys}, which ${reference.file.file} does not have; add ${relative} under "${group}" in every locale, or point the section at a group that has ${missing.length === 1 ? 'it' : 'them'}`;
    problems.push(createProblem('E_CONTRACT_MESSAGE', message, locate(blame.file, blame.path)));
  } else {
    for (const { key, components } of missing) {
      const parts = key.split('.');
      const message = `${components.join('; ')} reads message "${key}", which ${reference.file.file} does not have; add "${parts.at(-1)}"${parts.length > 1 ? ` under "${parts.slice(0, -1).join('.')}"` : ''} in every locale`;
      problems.push(createProblem('E_CONTRACT_MESSAGE', message, locate(reference.file, parts)));
    }
  }
  return problems;
}

/** A list group (the cards of a section) has at least the children its component needs. */
function checkLists(contract: MessageContract, group: string, children: ReadonlyMap<string, string[]>, blame: Blame, reference: LocaleMessages): Problem[] {
  const problems: Problem[] = [];
  for (const [list, spec] of Object.entries(contract.lists ?? {})) {
    const key = group ? `${group}.${list}` : list;
    const count = children.get(key)?.length ?? 0;
    if (count >= spec.min) continue;
    const owner = blame.owner ? `${blame.owner}: ` : '';
    const each = Object.keys(spec.each).join(', ');
    const message = `${owner}${contract.component} lists the entries of "${key}", which has ${count} in ${reference.file.file}; it needs at least ${spec.min}, each a group with ${each}`;
    problems.push(createProblem('E_CONTRACT_LIST', message, blame.path ? locate(blame.file, blame.path) : locate(reference.file, key.split('.'))));
  }
  return problems;
}

