import type { Section } from '../../../core/content/types.js';
import type { Problem } from '../../../core/errors/problem.js';
import { sectionPlacements, type Placement } from '../../../site/sections/placement.js';
import { problemAt, type RuleContext } from './context.js';

interface Entry {
  readonly section: Section;
  readonly index: number;
  readonly placement: Placement;
}

const PLACES: Record<Exclude<Placement, 'anywhere'>, { place: string; move: string }> = {
  first: { place: 'first, right below the header', move: 'move it to the top of the list' },
  last: { place: 'last, right above the footer', move: 'move it to the end of the list' },
};

/**
 * Each section stands where its type may (site/sections/placement.ts): the hero first, the contact section
 * last. One moved entry is one problem: a hero moved below the contact section is blamed, and the contact
 * section it now follows is not. Entries of an unknown type are E_UNKNOWN_SECTION_TYPE already and the page
 * would not show them, so they take no place: a leftover `footer` entry after the contact section is
 * reported alone.
 */
export function checkSectionPlacement({ sections }: RuleContext): Problem[] {
  if (!sections) return [];
  const list = sections.data.sections;
  const shown = list.flatMap((section, index): Entry[] => {
    const placement = sectionPlacements[section.type] as Placement | undefined;
    return placement === undefined ? [] : [{ section, index, placement }];
  });
  // A first entry may follow only entries that must be last (which are then the ones out of place).
  const misplacedFirst = new Set(shown.filter((e, at) => e.placement === 'first' && shown.slice(0, at).some((b) => b.placement !== 'last')));
  // A last entry may precede only entries out of place themselves.
  const misplacedLast = shown.filter((e, at) => e.placement === 'last' && shown.slice(at + 1).some((a) => !misplacedFirst.has(a)));
  return [...misplacedFirst, ...misplacedLast].sort((a, b) => a.index - b.index).map((entry) => {
    const { section, index, placement } = entry;
    const { place, move } = PLACES[placement as keyof typeof PLACES];
    const holder = placement === 'first' ? shown.find((e) => e.placement !== 'last')! : shown.findLast((e) => !misplacedFirst.has(e))!;
    const fix = holder.section.type === section.type ? `, where section "${holder.section.id}" stands: keep one of them` : `: ${move}`;
    const message = `Section "${section.id}" (type ${section.type}) is entry ${index + 1} of ${list.length}, but a ${section.type} section may only stand ${place}${fix}`;
    return problemAt('E_SECTION_PLACEMENT', message, sections.file, ['sections', index]);
  });
}
