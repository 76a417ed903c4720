import { describe, expect, it } from 'vitest';
import type { PackagesData, SectionsData, SiteData, TiersData } from '../../core/content/types.js';
import { createProblem } from '../../core/errors/problem.js';
import { checkUniqueIds } from '../../pipeline/validate/rules/ids.js';
import { positionOf } from '../helpers/fixture-site.js';
import { checked, yaml } from '../helpers/inline-yaml.js';

const at = (file: string, text: string, needle: string, offset = 0, occurrence = 1) => ({ file, ...positionOf(text, needle, offset, occurrence) });

describe('checkUniqueIds', () => {
  it('checks nothing without checked data files', () => {
    expect(checkUniqueIds({ messageFiles: new Map() })).toEqual([]);
  });

  it('reports repeated route ids, route paths and office ids in site.yaml, at the repeat', () => {
    const file = 'content/site.yaml';
    const text = yaml`
      routes:
        - { id: home, path: / }
        - { id: privacy, path: /privacy }
        - { id: home, path: /privacy }
      offices:
        - { id: montenegro }
        - { id: montenegro }
    `;
    expect(checkUniqueIds({ site: checked<SiteData>(file, text), messageFiles: new Map() })).toEqual([
      createProblem('E_DUPLICATE_ID', 'id "home" is used twice in routes (first at index 0)', at(file, text, 'home', 0, 2)),
      createProblem('E_DUPLICATE_ID', 'path "/privacy" is used twice in routes (first at index 1)', at(file, text, '/privacy', 0, 2)),
      createProblem('E_DUPLICATE_ID', 'id "montenegro" is used twice in offices (first at index 0)', at(file, text, 'montenegro', 0, 2)),
    ]);
  });

  it('reports repeated section ids, and repeated ids inside stats, quotes and members of one section', () => {
    const file = 'content/sections.yaml';
    const text = yaml`
      sections:
        - id: hero
        - id: statistics
          stats: [{ id: users }, { id: users }]
        - id: testimonials
          quotes: [{ id: ana }, { id: ana }]
          members: [{ id: ana }, { id: milica }, { id: milica }]
        - id: hero
    `;
    expect(checkUniqueIds({ sections: checked<SectionsData>(file, text), messageFiles: new Map() })).toEqual([
      createProblem('E_DUPLICATE_ID', 'id "hero" is used twice in sections (first at index 0)', at(file, text, 'hero', 0, 2)),
      createProblem('E_DUPLICATE_ID', 'id "users" is used twice in sections[1].stats (first at index 0)', at(file, text, 'users', 0, 2)),
      createProblem('E_DUPLICATE_ID', 'id "ana" is used twice in sections[2].quotes (first at index 0)', at(file, text, 'ana', 0, 2)),
      createProblem('E_DUPLICATE_ID', 'id "milica" is used twice in sections[2].members (first at index 1)', at(file, text, 'milica', 0, 2)),
    ]);
  });

  it('reports repeated tier ids, market ids and add-on ids of one market', () => {
    const tiersFile = 'content/tiers.yaml';
    const tiersText = 'tiers: [{ id: start }, { id: standard }, { id: start }]\n';
    const packagesFile = 'content/packages.yaml';
    const packagesText = yaml`
      markets:
        - { id: eur, addOns: [{ id: extra }, { id: other }] }
        - { id: rsd, addOns: [{ id: extra }, { id: extra }] }
        - { id: eur }
    `;
    const problems = checkUniqueIds({
      tiers: checked<TiersData>(tiersFile, tiersText),
      packages: checked<PackagesData>(packagesFile, packagesText),
      messageFiles: new Map(),
    });
    expect(problems).toEqual([
      createProblem('E_DUPLICATE_ID', 'id "start" is used twice in tiers (first at index 0)', at(tiersFile, tiersText, 'start', 0, 2)),
      createProblem('E_DUPLICATE_ID', 'id "eur" is used twice in markets (first at index 0)', at(packagesFile, packagesText, 'eur', 0, 2)),
      createProblem('E_DUPLICATE_ID', 'id "extra" is used twice in markets[1].addOns (first at index 0)', at(packagesFile, packagesText, 'extra', 0, 3)),
    ]);
  });
});
