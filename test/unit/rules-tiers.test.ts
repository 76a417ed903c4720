import { describe, expect, it } from 'vitest';
import type { TiersData } from '../../core/content/types.js';
import { createProblem } from '../../core/errors/problem.js';
import { checkTiers } from '../../pipeline/validate/rules/tiers.js';
import { positionOf } from '../helpers/fixture-site.js';
import { checked, yaml } from '../helpers/inline-yaml.js';

const FILE = 'content/tiers.yaml';
const at = (text: string, needle: string, offset = 0, occurrence = 1) => ({ file: FILE, ...positionOf(text, needle, offset, occurrence) });
const check = (text: string) => checkTiers({ tiers: checked<TiersData>(FILE, text), messageFiles: new Map() });

describe('checkTiers', () => {
  it('accepts features from the catalogue and includes of declared tiers', () => {
    expect(check(yaml`
      features: [a, b, c]
      tiers:
        - { id: start, features: { all: [a] } }
        - { id: standard, includes: start, features: { retail: [b], hospitality: [b, c] } }
    `)).toEqual([]);
  });

  it('checks nothing without a checked tiers file', () => {
    expect(checkTiers({ messageFiles: new Map() })).toEqual([]);
  });

  it('reports each feature not in the catalogue, in any group, with its place and the catalogue', () => {
    const text = yaml`
      features: [a, b]
      tiers:
        - { id: start, features: { all: [a, x], hospitality: [y] } }
    `;
    expect(check(text)).toEqual([
      createProblem('E_UNKNOWN_FEATURE', 'Unknown feature "x" at tiers[0].features.all[1]; known: a, b', at(text, 'x')),
      createProblem('E_UNKNOWN_FEATURE', 'Unknown feature "y" at tiers[0].features.hospitality[0]; known: a, b', at(text, '[y]', 1)),
    ]);
  });

  it('reports an include of a tier that tiers.yaml does not declare', () => {
    const text = yaml`
      features: [a]
      tiers:
        - { id: start, features: { all: [a] } }
        - { id: standard, includes: premium, features: { all: [a] } }
    `;
    expect(check(text)).toEqual([
      createProblem('E_UNKNOWN_TIER', 'Unknown tier "premium" at tiers[1].includes; known: start, standard', at(text, 'premium')),
    ]);
  });

  it('reports a cycle of includes once for every tier on it, with the chain', () => {
    const text = yaml`
      features: [a]
      tiers:
        - { id: start, includes: premium, features: { all: [a] } }
        - { id: standard, includes: start, features: { all: [a] } }
        - { id: premium, includes: standard, features: { all: [a] } }
    `;
    expect(check(text)).toEqual([
      createProblem('E_TIER_CYCLE', 'Tier "start" includes itself through start → premium → standard → start', at(text, 'premium')),
      createProblem('E_TIER_CYCLE', 'Tier "standard" includes itself through standard → start → premium → standard', at(text, 'start', 0, 2)),
      createProblem('E_TIER_CYCLE', 'Tier "premium" includes itself through premium → standard → start → premium', at(text, 'standard', 0, 2)),
    ]);
  });

  it('reports a tier that includes itself', () => {
    const text = 'features: [a]\ntiers:\n  - { id: start, includes: start, features: { all: [a] } }\n';
    expect(check(text)).toEqual([createProblem('E_TIER_CYCLE', 'Tier "start" includes itself through start → start', at(text, 'start', 0, 2))]);
  });

  it('reports only the tiers on a cycle, not one that leads into it', () => {
    const text = yaml`
      features: [a]
      tiers:
        - { id: start, includes: standard, features: { all: [a] } }
        - { id: standard, includes: start, features: { all: [a] } }
        - { id: premium, includes: standard, features: { all: [a] } }
    `;
    expect(check(text).map((p) => p.message)).toEqual([
      'Tier "start" includes itself through start → standard → start',
      'Tier "standard" includes itself through standard → start → standard',
    ]);
  });
});
