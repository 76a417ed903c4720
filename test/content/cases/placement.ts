/** Page structure: where each section type may stand in sections.yaml, and entries the page would not show. */
import type { FixtureSite } from '../../helpers/fixture-site.js';
import { type BrokenCase, SECTIONS, at } from './helpers.js';

const HERO = '  - id: hero\n    type: hero\n    messages: landing\n';
const CONTACT = '  - id: contact\n    type: contact\n    messages: contact\n';
const FOOTER = '  - id: footer\n    type: footer\n    messages: footer\n';
const KNOWN_TYPES = 'hero, whoWeAre, administration, whatWeOffer, about, howToStart, whyBetter, software, statistics, offer, devices, testimonials, supportTeam, contact';

/** sections.yaml with `entry` taken out (when it is there) and put back first or last. */
const put = (entry: string, where: 'first' | 'last', remove = entry) => (site: FixtureSite) => {
  const text = site.read(SECTIONS).replace(remove, '');
  site.write(SECTIONS, where === 'first' ? text.replace('sections:\n', `sections:\n${entry}`) : `${text}${entry}`);
};

export const placementCases: BrokenCase[] = [
  {
    name: 'a hero that is not the first section',
    mutate: put(HERO, 'last'),
    expect: (site) => ({
      code: 'E_SECTION_PLACEMENT',
      ...at(site, SECTIONS, 'id: hero'),
      text: 'Section "hero" (type hero) is entry 14 of 14, but a hero section may only stand first, right below the header: move it to the top of the list',
      alone: true,
    }),
  },
  {
    name: 'a contact section that is not the last',
    mutate: put(CONTACT, 'first'),
    expect: (site) => ({
      code: 'E_SECTION_PLACEMENT',
      ...at(site, SECTIONS, 'id: contact'),
      text: 'Section "contact" (type contact) is entry 1 of 14, but a contact section may only stand last, right above the footer: move it to the end of the list',
      alone: true,
    }),
  },
  {
    name: 'a second hero',
    mutate: put(HERO.replace('id: hero', 'id: welcome'), 'first', ''),
    expect: (site) => ({
      code: 'E_SECTION_PLACEMENT',
      ...at(site, SECTIONS, 'id: hero'),
      text: 'Section "hero" (type hero) is entry 2 of 15, but a hero section may only stand first, right below the header, where section "welcome" stands: keep one of them',
      alone: true,
    }),
  },
  {
    name: 'a footer entry, which the layout would leave out',
    mutate: put(FOOTER, 'first', ''),
    expect: (site) => ({
      code: 'E_UNKNOWN_SECTION_TYPE',
      ...at(site, SECTIONS, 'type: footer', 6),
      text: `Unknown section type "footer" at sections[0].type; known: ${KNOWN_TYPES}`,
      alone: true,
    }),
  },
  {
    name: 'a header entry after the contact section, which takes no place of its own',
    mutate: put(FOOTER.replaceAll('footer', 'header'), 'last', ''),
    expect: (site) => ({
      code: 'E_UNKNOWN_SECTION_TYPE',
      ...at(site, SECTIONS, 'type: header', 6),
      text: `Unknown section type "header" at sections[14].type; known: ${KNOWN_TYPES}`,
      alone: true,
    }),
  },
];
