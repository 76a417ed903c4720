import { describeNeeds, type MessageContract } from '../../../core/contract.js';
import { createProblem, type Problem } from '../../../core/errors/problem.js';
import { indexChildren } from '../../../core/message-groups.js';
import type { Section } from '../../../core/content/types.js';
import { globalContracts, groupContracts, sectionContracts } from '../../../site/contract-registry.js';
import type { LocaleMessages } from '../../i18n/compare.js';
import { locate, locateBetween } from '../../load/locate.js';
import { checkArguments } from './arguments.js';
import { requirementsOf } from './contract.js';
import { collectMessageReferences } from './references.js';
import type { RuleContext } from './context.js';

/** The top-level groups the page frame reads, whatever the data says: header, footer, seo, … */
const FRAME_GROUPS = new Set([
  ...(globalContracts as readonly MessageContract[]).flatMap((c) => [...Object.keys(c.messages), ...Object.keys(c.optional ?? {}), ...Object.keys(c.lists ?? {})]).map((key) => key.split('.')[0]!),
  ...groupContracts.map(({ group }) => group.split('.')[0]!),
]);

/**
 * Message groups are open: a section of content/sections.yaml names its group, and that is all a new group
 * needs. So groups are checked here, against the sections and the contracts, instead of by a closed list
 * in the schema: each section's group is in the reference catalogue with every key and list its type reads
 * (one problem per section, saying all the type reads and where the group is or goes), and every group of
 * the reference is read by something. A group nothing reads beside a section whose group is wrong is most
 * likely the one the section meant: it is named in that problem rather than reported again.
 */
export function checkMessageGroups(context: RuleContext): Problem[] {
  const reference = context.catalogues?.[0];
  const { sections } = context;
  if (!reference || !sections) return [];
  const children = indexChildren(reference.keys);
  const groups = sections.data.sections.map((section) => section.messages);
  // Which groups nothing reads can only be told when every data file that names messages was read.
  const complete = context.site && context.tiers && context.packages;
  const read = new Set([...FRAME_GROUPS, ...groups.map((g) => g.split('.')[0]!), ...collectMessageReferences(context).map((ref) => ref.key.split('.')[0]!)]);
  const unused = complete ? [...new Set([...reference.keys].map((key) => key.split('.')[0]!))].filter((group) => !read.has(group)) : [];
  const candidates = unused.length ? `; groups no section uses: ${unused.join(', ')}` : '';
  const problems: Problem[] = [];
  let wrong = false;
  sections.data.sections.forEach((section, i) => {
    const contract = sectionContracts[section.type];
    const owner = `section "${section.id}" (type ${section.type})`;
    const needs = contract ? `. A ${section.type} section reads: ${describeNeeds(contract)}` : '';
    if (children.has(section.messages)) {
      if (!contract) return;
      const checked = checkSectionGroup(contract, section, children, context.catalogues!, `${owner} takes its copy from message group "${section.messages}", which lacks `, `${candidates}${needs}`);
      problems.push(...checked.problems);
      wrong ||= checked.lacking;
      return;
    }
    wrong = true;
    if (unused.length > 0) {
      const message = `${owner} takes its copy from message group "${section.messages}", which ${reference.file.file} does not have${candidates}${needs}`;
      problems.push(createProblem('E_UNKNOWN_MESSAGE', message, locate(sections.file, ['sections', i, 'messages'])));
      return;
    }
    const { position, place } = locateBetween(reference.file, [], groups.slice(0, i).reverse(), groups.slice(i + 1));
    const message = `${owner} in ${sections.file.file} takes its copy from message group "${section.messages}", which ${reference.file.file} does not have; add it ${place}, and to every locale${needs}`;
    problems.push(createProblem('E_CONTRACT_MESSAGE', message, position));
  });
  if (wrong) return problems;
  const named = [...new Set(groups)].join(', ');
  return unused.map((group) => createProblem('E_UNUSED_MESSAGE_GROUP', `Message group "${group}" is read by no section of ${sections.file.file} and by no page; sections name: ${named}`, locate(reference.file, [group], 'key')));
}

/**
 * A section's group has every key and list its type reads: one problem naming all it lacks, at the group
 * in the reference catalogue; and the arguments of the keys it has.
 */
function checkSectionGroup(contract: MessageContract, section: Section, children: ReadonlyMap<string, string[]>, catalogues: readonly LocaleMessages[], lead: string, tail: string): { problems: Problem[]; lacking: boolean } {
  const reference = catalogues[0]!;
  const group = section.messages;
  const problems: Problem[] = [];
  const lacking: string[] = [];
  for (const requirement of requirementsOf([{ contract, group }], children)) {
    if (reference.keys.has(requirement.key)) problems.push(...checkArguments(requirement.key, requirement.args, requirement.components.join('; '), catalogues));
    else if (!requirement.optional) lacking.push(`"${requirement.key}"`);
  }
  const keys = lacking.length;
  for (const [list, spec] of Object.entries(contract.lists ?? {})) {
    const count = children.get(`${group}.${list}`)?.length ?? 0;
    if (count < spec.min) lacking.push(`"${group}.${list}" (${count} ${count === 1 ? 'entry' : 'entries'}; it needs at least ${spec.min}, each a group with ${Object.keys(spec.each).join(', ')})`);
  }
  if (lacking.length === 0) return { problems, lacking: false };
  const message = `${lead}${lacking.join(', ')} in ${reference.file.file}${tail}. Add what is missing under "${group}" in every locale, or point the section at a group that has it`;
  problems.push(createProblem(keys > 0 ? 'E_CONTRACT_MESSAGE' : 'E_CONTRACT_LIST', message, locate(reference.file, group.split('.'), 'key')));
  return { problems, lacking: true };
}
