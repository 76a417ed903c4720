import { describeNeeds, type MessageContract } from '../../../core/contract.js';
import { createProblem, type Problem } from '../../../core/errors/problem.js';
import { globalContracts, groupContracts, sectionContracts } from '../../../site/contract-registry.js';
import { locate, locateBetween } from '../../load/locate.js';
import { collectMessageReferences } from './references.js';
import type { RuleContext } from './context.js';

/** The top-level groups the page frame reads, whatever the data says: header, footer, seo, … */
const FRAME_GROUPS = new Set([
  ...(globalContracts as readonly MessageContract[]).flatMap((c) => [...Object.keys(c.messages), ...Object.keys(c.optional ?? {}), ...Object.keys(c.lists ?? {})]).map((key) => key.split('.')[0]!),
  ...groupContracts.map(({ group }) => group.split('.')[0]!),
]);

/**
 * Message groups are open: a section of content/sections.yaml names its group, and that is all a new group
 * needs. So the groups are checked here, against the sections and the contracts, instead of by a closed
 * list in the schema: every section's group exists in the reference catalogue (else one problem saying
 * what its type reads and where the group goes), and every group of the reference is read by something.
 */
export function checkMessageGroups(context: RuleContext): Problem[] {
  const reference = context.catalogues?.[0];
  const { sections } = context;
  if (!reference || !sections) return [];
  const present = [...new Set([...reference.keys].map((key) => key.split('.')[0]!))];
  const has = (group: string) => [...reference.keys].some((key) => key.startsWith(`${group}.`));
  const groups = sections.data.sections.map((section) => section.messages);
  // Which groups nothing reads can only be told when every data file that names messages was read.
  const complete = context.site && context.tiers && context.packages;
  const read = new Set([...FRAME_GROUPS, ...groups.map((g) => g.split('.')[0]!), ...collectMessageReferences(context).map((ref) => ref.key.split('.')[0]!)]);
  const unused = complete ? present.filter((group) => !read.has(group)) : [];
  const problems: Problem[] = [];
  sections.data.sections.forEach((section, i) => {
    if (has(section.messages)) return;
    const contract = sectionContracts[section.type];
    const needs = contract ? `. A ${section.type} section reads: ${describeNeeds(contract)}` : '';
    const owner = `section "${section.id}" (type ${section.type})`;
    if (unused.length > 0) {
      // A group nothing reads beside a section whose group is missing: most likely one name misspelt.
      const message = `${owner} takes its copy from message group "${section.messages}", which ${reference.file.file} does not have; groups no section uses: ${unused.join(', ')}${needs}`;
      problems.push(createProblem('E_UNKNOWN_MESSAGE', message, locate(sections.file, ['sections', i, 'messages'])));
      return;
    }
    const before = groups.slice(0, i).reverse();
    const { position, place } = locateBetween(reference.file, [], before, groups.slice(i + 1));
    const message = `${owner} in ${sections.file.file} takes its copy from message group "${section.messages}", which ${reference.file.file} does not have; add it ${place}, and to every locale${needs}`;
    problems.push(createProblem('E_CONTRACT_MESSAGE', message, position));
  });
  if (problems.length > 0) return problems;
  return unused.map((group) =>
    createProblem('E_UNUSED_MESSAGE_GROUP', `Message group "${group}" is read by no section of ${sections.file.file} and by no page; sections name: ${[...new Set(groups)].join(', ')}`, locate(reference.file, [group], 'key')),
  );
}
