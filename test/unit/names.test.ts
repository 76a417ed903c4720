import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYOUTS, LINK_NAMES, MIDDLEWARE, SECTION_TYPES, SEGMENTS, TIER_IDS } from '../../core/content/names.js';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';

const schema = (name: string) => JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'schema', `${name}.schema.json`), 'utf8'));

describe('closed vocabularies', () => {
  const site = schema('site');
  const route = site.properties.routes.items.properties;
  it.each([
    ['layouts', route.layout.enum, LAYOUTS],
    ['middleware', route.middleware.items.enum, MIDDLEWARE],
    ['link names (site.links)', Object.keys(site.properties.links.properties), LINK_NAMES],
    ['link names (navigation)', site.$defs.navItem.properties.link.enum, LINK_NAMES],
    ['section types', schema('sections').properties.sections.items.properties.type.enum, SECTION_TYPES],
    ['tiers (tiers.yaml)', schema('tiers').$defs.tier.enum, TIER_IDS],
    ['tiers (packages.yaml)', schema('packages').properties.markets.items.properties.packages.items.properties.tier.enum, TIER_IDS],
    ['segments', schema('packages').properties.markets.items.properties.packages.items.properties.segment.enum, SEGMENTS],
    ['tier feature segments', Object.keys(schema('tiers').properties.tiers.items.properties.features.properties), ['all', ...SEGMENTS]],
  ])('the schema enum of %s matches the code', (_what, inSchema, inCode) => {
    expect(inSchema).toEqual([...inCode]);
  });
});
