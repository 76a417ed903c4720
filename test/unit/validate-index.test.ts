import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LocaleMessages } from '../../pipeline/i18n/compare.js';
import type { RawContent } from '../../pipeline/load/read-content.js';
import { parseYaml } from '../../pipeline/load/parse-yaml.js';
import { checkRules, validateSchemas } from '../../pipeline/validate/index.js';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';
import { yaml, yamlFile } from '../helpers/inline-yaml.js';

const SCHEMA_DIR = path.join(PROJECT_ROOT, 'schema');

const tiersText = yaml`
  features: [oneTill]
  tiers:
    - { id: start, support: business, features: { all: [oneTill] } }
`;

describe('validateSchemas', () => {
  it('passes files whose shape matches on to the rules, typed, even with non-shape problems', () => {
    const tiers = yamlFile('content/tiers.yaml', tiersText);
    const packages = yamlFile('content/packages.yaml', yaml`
      markets:
        - id: eur
          currency: EUR
          billingPeriod: month
          plusVat: false
          numericPrices: true
          packages: [{ segment: retail, tier: gold, price: 12, isPopular: true }]
    `);
    const raw: RawContent = { data: { tiers, packages }, messages: new Map() };
    const { checked, problems } = validateSchemas(raw, SCHEMA_DIR);
    expect(problems.map((p) => [p.code, p.position.file])).toEqual([['E_UNKNOWN_TIER', 'content/packages.yaml']]);
    expect(checked).toEqual({ tiers: { file: tiers, data: tiers.value }, packages: { file: packages, data: packages.value } });
  });

  it('leaves out files whose shape is broken, and files that did not parse, which it does not check', () => {
    const sections = yamlFile('content/sections.yaml', 'sections: not a list\n');
    const broken = parseYaml('content/tiers.yaml', 'a: 1\na: 2\n').file!;
    const raw: RawContent = { data: { sections, tiers: broken }, messages: new Map() };
    const { checked, problems } = validateSchemas(raw, SCHEMA_DIR);
    expect(problems.map((p) => [p.code, p.message])).toEqual([['E_SCHEMA', 'sections must be array']]);
    expect(checked).toEqual({});
  });

  it('checks every message catalogue with the messages schema, skipping those that did not parse', () => {
    const en = yamlFile('content/messages/en.yaml', 'header: { Menu: "Menu" }\n');
    const broken = parseYaml('content/messages/me.yaml', 'a: [\n').file!;
    const raw: RawContent = { data: {}, messages: new Map([['en', en], ['me', broken]]) };
    const { problems } = validateSchemas(raw, SCHEMA_DIR);
    expect(problems.length).toBeGreaterThan(0);
    expect(new Set(problems.map((p) => p.position.file))).toEqual(new Set(['content/messages/en.yaml']));
    // Groups are open (a section names its own); the rules, not the schema, ask for the page frame's.
    expect(problems.map((p) => p.message)).toEqual(['Key "Menu" in header is not a lowerCamelCase name']);
  });
});

describe('checkRules', () => {
  it('finds nothing when no data file could be checked', () => {
    expect(checkRules({ messageFiles: new Map() })).toEqual([]);
  });

  it('runs every rule and returns their problems together', () => {
    const tiers = yamlFile('content/tiers.yaml', yaml`
      features: [oneTill]
      tiers:
        - { id: start, support: business, features: { all: [oneTill, warp] } }
        - { id: start, support: business, features: { all: [oneTill] } }
    `);
    const reference: Pick<LocaleMessages, 'keys'> = { keys: new Set(['pricingPackages.tiers.start', 'pricingPackages.support.business']) };
    const problems = checkRules({ tiers: { file: tiers, data: tiers.value as never }, messageFiles: new Map(), messageKeys: reference.keys });
    expect(problems.map((p) => `${p.code} ${p.message}`)).toEqual([
      'E_DUPLICATE_ID id "start" is used twice in tiers (first at index 0)',
      'E_UNKNOWN_FEATURE Unknown feature "warp" at tiers[0].features.all[1]; known: oneTill',
      'E_UNKNOWN_MESSAGE features[0] refers to message "pricingPackages.features.oneTill", which the message catalogues do not have',
    ]);
  });
});
