import { describe, expect, it } from 'vitest';
import type { PackagesData, TiersData } from '../../core/content/types.js';
import { createProblem } from '../../core/errors/problem.js';
import { checkPackages } from '../../pipeline/validate/rules/packages.js';
import { positionOf } from '../helpers/fixture-site.js';
import { checked } from '../helpers/inline-yaml.js';

const FILE = 'content/packages.yaml';
const at = (text: string, needle: string, offset = 0, occurrence = 1) => ({ file: FILE, ...positionOf(text, needle, offset, occurrence) });
const twoTiers = checked<TiersData>('content/tiers.yaml', 'tiers: [{ id: start }, { id: standard }]\n');
const check = (text: string, withTiers = true) =>
  checkPackages({ packages: checked<PackagesData>(FILE, text), ...(withTiers ? { tiers: twoTiers } : {}), messageFiles: new Map() });

/** packages.yaml with one market per entry: [id, numericPrices, package flow maps]. */
const packagesYaml = (...markets: [string, boolean, string[]][]) =>
  `markets:\n${markets.map(([id, numericPrices, packages]) => `  - id: ${id}\n    numericPrices: ${numericPrices}\n    packages:\n${packages.map((p) => `      - ${p}\n`).join('')}`).join('')}`;

const eurPackages = [
  '{ segment: retail, tier: start, price: 12, isPopular: true }',
  '{ segment: retail, tier: standard, price: 15, isPopular: false }',
  '{ segment: hospitality, tier: start, price: 25, isPopular: false }',
  '{ segment: hospitality, tier: standard, price: 30, isPopular: true }',
];
const withoutPrices = (packages: string[]) => packages.map((p) => p.replace(/, price: \d+/, ''));

describe('checkPackages', () => {
  it('accepts every declared tier once per segment, one popular package per segment, prices as the market says', () => {
    expect(check(packagesYaml(['eur', true, eurPackages], ['rsd', false, withoutPrices(eurPackages)]))).toEqual([]);
  });

  it('checks nothing without a checked packages file', () => {
    expect(checkPackages({ tiers: twoTiers, messageFiles: new Map() })).toEqual([]);
  });

  it('reports a package of a tier that tiers.yaml does not declare', () => {
    const text = packagesYaml(['eur', true, [...eurPackages, '{ segment: retail, tier: premium, price: 20, isPopular: false }']]);
    expect(check(text)).toEqual([
      createProblem('E_UNKNOWN_TIER', 'Unknown tier "premium" at markets[0].packages[4].tier; known: start, standard', at(text, 'premium')),
    ]);
  });

  it('reports a missing price where the market has numeric prices, at the package', () => {
    const text = packagesYaml(['eur', true, eurPackages.map((p) => p.replace(', price: 15', ''))]);
    expect(check(text)).toEqual([
      createProblem('E_PACKAGE_PRICE', 'Package retail/standard of market "eur" needs a numeric price (the market has numericPrices: true)', at(text, '{ segment: retail, tier: standard')),
    ]);
  });

  it('reports a price where the market has none, at the price', () => {
    const text = packagesYaml(['rsd', false, [...withoutPrices(eurPackages).slice(0, 3), eurPackages[3]!]]);
    expect(check(text)).toEqual([
      createProblem('E_PACKAGE_PRICE', 'Package hospitality/standard of market "rsd" must not have a numeric price (the market has numericPrices: false)', at(text, '30')),
    ]);
  });

  it('reports a package listed twice in a market, at the repeat', () => {
    const text = packagesYaml(['eur', true, [...eurPackages, '{ segment: retail, tier: start, price: 13, isPopular: false }']]);
    expect(check(text)).toEqual([
      createProblem('E_DUPLICATE_PACKAGE', 'Package retail/start appears twice in market "eur" (first at packages[0])', at(text, '{ segment: retail, tier: start', 0, 2)),
    ]);
  });

  it('reports each missing segment/tier pair and a missing popular package at the market\'s packages, a second popular package at its flag', () => {
    const text = packagesYaml(['eur', true, ['{ segment: retail, tier: start, price: 12, isPopular: true }', '{ segment: retail, tier: standard, price: 15, isPopular: true }']]);
    const packages = at(text, '- { segment: retail, tier: start');
    expect(check(text)).toEqual([
      createProblem('E_POPULAR_COUNT', 'Market "eur" has 2 popular retail packages (start, standard); exactly one is required', at(text, 'isPopular: true', 'isPopular: '.length, 2)),
      createProblem('E_PACKAGE_MISSING', 'Market "eur" has no hospitality package for tier "start"', packages),
      createProblem('E_PACKAGE_MISSING', 'Market "eur" has no hospitality package for tier "standard"', packages),
      createProblem('E_POPULAR_COUNT', 'Market "eur" has 0 popular hospitality packages (none); exactly one is required', packages),
    ]);
  });

  it('checks tiers and completeness only against a checked tiers file', () => {
    const text = packagesYaml(['eur', true, ['{ segment: retail, tier: premium, price: 12, isPopular: true }', '{ segment: hospitality, tier: premium, price: 15, isPopular: true }']]);
    expect(check(text, false)).toEqual([]);
  });
});
