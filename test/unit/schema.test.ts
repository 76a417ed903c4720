import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogue, type ErrorCode } from '../../core/errors/catalogue.js';
import type { Problem } from '../../core/errors/problem.js';
import { SCHEMA_FILES, describePath, loadValidators, validateSchema } from '../../pipeline/validate/schema.js';
import { PROJECT_ROOT, positionOf } from '../helpers/fixture-site.js';
import { yaml, yamlFile } from '../helpers/inline-yaml.js';

const validators = loadValidators(path.join(PROJECT_ROOT, 'schema'));
const realSite = readFileSync(path.join(PROJECT_ROOT, 'content', 'site.yaml'), 'utf8');

/** The expected problem for `needle` (plus `offset`) in `text`, with the catalogue's hint. */
const problemAt = (file: string, text: string, code: ErrorCode, message: string, needle: string, offset = 0): Problem => ({
  code, message, hint: catalogue[code].hint, position: { file, ...positionOf(text, needle, offset) },
});

/** A message catalogue holding `header` as given (the schema requires no group). */
const catalogueWith = (header: string) => `header: ${header}\n`;

describe('describePath', () => {
  it('reads the root as "the file"', () => {
    expect(describePath([])).toBe('the file');
  });

  it('joins keys with dots and puts indexes in brackets', () => {
    expect(describePath(['routes', 1, 'layout'])).toBe('routes[1].layout');
    expect(describePath(['markets', 0, 'packages', 12])).toBe('markets[0].packages[12]');
    expect(describePath(['header', 'nav', 'home'])).toBe('header.nav.home');
    expect(describePath([0, 'id'])).toBe('[0].id');
  });
});

describe('loadValidators', () => {
  it('compiles one validator per schema file, once per folder', () => {
    expect(Object.keys(validators).sort()).toEqual(Object.keys(SCHEMA_FILES).sort());
    expect(loadValidators(path.join(PROJECT_ROOT, 'schema'))).toBe(validators);
  });
});

describe('validateSchema with the content schemas', () => {
  it('accepts the real site file', () => {
    expect(validateSchema(yamlFile('content/site.yaml', realSite), validators.site)).toEqual({ problems: [], shapeOk: true });
  });

  it('maps an enum with x-error-code to that code, listing the allowed values; the shape stays usable', () => {
    const file = 'content/packages.yaml';
    const text = yaml`
      markets:
        - id: eur
          currency: EUR
          billingPeriod: month
          plusVat: false
          numericPrices: true
          packages:
            - { segment: wholesale, tier: gold, price: 12, isPopular: true }
    `;
    expect(validateSchema(yamlFile(file, text), validators.packages)).toEqual({
      problems: [
        problemAt(file, text, 'E_UNKNOWN_SEGMENT', 'Unknown segment "wholesale" at markets[0].packages[0].segment; known: retail, hospitality', 'wholesale'),
        problemAt(file, text, 'E_UNKNOWN_TIER', 'Unknown tier "gold" at markets[0].packages[0].tier; known: start, standard, premium', 'gold'),
      ],
      shapeOk: true,
    });
  });

  it('maps the x-error-code of an enum reached through $ref and of array items', () => {
    const file = 'content/site.yaml';
    const text = realSite.replace('layout: custom', 'layout: wide').replace('middleware: [rootRedirect]', 'middleware: [rootRedirect, auth]');
    expect(validateSchema(yamlFile(file, text), validators.site).problems).toEqual([
      problemAt(file, text, 'E_UNKNOWN_LAYOUT', 'Unknown layout "wide" at routes[1].layout; known: default, custom', 'wide'),
      problemAt(file, text, 'E_UNKNOWN_MIDDLEWARE', 'Unknown middleware "auth" at routes[0].middleware[1]; known: rootRedirect', 'auth'),
    ].sort((a, b) => a.position.line - b.position.line));
  });

  it('reports an enum without x-error-code as E_SCHEMA "Unknown value"', () => {
    const file = 'content/site.yaml';
    const text = realSite.replace('sameSite: lax', 'sameSite: none');
    expect(validateSchema(yamlFile(file, text), validators.site)).toEqual({
      problems: [problemAt(file, text, 'E_SCHEMA', 'Unknown value "none" at localeCookie.sameSite; known: lax, strict', 'none')],
      shapeOk: true,
    });
  });

  it('reports only the required field of an if/then, not the if that wraps it, and marks the shape broken', () => {
    const file = 'content/sections.yaml';
    const text = yaml`
      sections:
        - id: hero
          type: hero
          messages: landing
        - id: howToStart
          type: howToStart
          messages: howToStart
    `;
    expect(validateSchema(yamlFile(file, text), validators.sections)).toEqual({
      problems: [problemAt(file, text, 'E_SCHEMA', 'sections[1] is missing the required field "setupMinutes"', 'id: howToStart')],
      shapeOk: false,
    });
  });

  it('collapses the failed branches of an inline anyOf into one problem with the description', () => {
    const file = 'content/site.yaml';
    for (const value of ['often', '0', 'true']) {
      const text = realSite.replace('updateCheckMinutes: 60', `updateCheckMinutes: ${value}`);
      expect(validateSchema(yamlFile(file, text), validators.site)).toEqual({
        problems: [
          problemAt(file, text, 'E_SCHEMA', 'updateCheckMinutes has a value of the wrong type or shape (Minutes between update checks; false disables them.)', 'updateCheckMinutes:', 20),
        ],
        shapeOk: false,
      });
    }
  });

  it('collapses the failed branches of an anyOf whose branches are $refs (a message or a group)', () => {
    const file = 'content/messages/en.yaml';
    for (const value of ['""', '5', '[a, b]', '{}']) {
      const text = catalogueWith(`{ menu: ${value}, skip: "x" }`);
      expect(validateSchema(yamlFile(file, text), validators.messages)).toEqual({
        problems: [problemAt(file, text, 'E_SCHEMA', 'header.menu has a value of the wrong type or shape', value)],
        shapeOk: false,
      });
    }
  });

  it('reports a key that is not lowerCamelCase once, at the key', () => {
    const file = 'content/messages/en.yaml';
    const text = catalogueWith('{ menu: "x", close-menu: "y" }');
    expect(validateSchema(yamlFile(file, text), validators.messages)).toEqual({
      problems: [problemAt(file, text, 'E_SCHEMA', 'Key "close-menu" in header is not a lowerCamelCase name', 'close-menu')],
      shapeOk: true,
    });
  });

  it('points an unknown field at its key and lists the allowed fields', () => {
    const file = 'content/site.yaml';
    const text = realSite.replace('  legalName: Fiskalis d.o.o.', '  legalName: Fiskalis d.o.o.\n  slogan: POS');
    expect(validateSchema(yamlFile(file, text), validators.site)).toEqual({
      problems: [problemAt(file, text, 'E_SCHEMA', 'Unknown field "slogan" in brand; allowed fields: name, legalName', 'slogan')],
      shapeOk: true,
    });
  });

  it('names every missing required field, at the object that lacks it', () => {
    const file = 'content/tiers.yaml';
    const text = yaml`
      features: [a]
      tiers:
        - id: start
    `;
    expect(validateSchema(yamlFile(file, text), validators.tiers)).toEqual({
      problems: [
        problemAt(file, text, 'E_SCHEMA', 'tiers[0] is missing the required field "support"', 'id: start'),
        problemAt(file, text, 'E_SCHEMA', 'tiers[0] is missing the required field "features"', 'id: start'),
      ],
      shapeOk: false,
    });
  });

  it('adds the description to a pattern error, and uses Ajv\'s message for other keywords', () => {
    const file = 'content/site.yaml';
    const text = realSite.replace('lang: en-US', 'lang: EN_us').replace('maxAgeDays: 365', 'maxAgeDays: 999');
    expect(validateSchema(yamlFile(file, text), validators.site)).toEqual({
      problems: [
        problemAt(file, text, 'E_SCHEMA', 'locales[0].lang must match pattern "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$" (BCP 47 tag for <html lang>.)', 'EN_us'),
        problemAt(file, text, 'E_SCHEMA', 'localeCookie.maxAgeDays must be <= 400', '999'),
      ],
      shapeOk: true,
    });
  });

  it('reports a file that is not a map as the file having the wrong type', () => {
    const file = 'content/tiers.yaml';
    const text = '- just\n- a list\n';
    expect(validateSchema(yamlFile(file, text), validators.tiers)).toEqual({
      problems: [problemAt(file, text, 'E_SCHEMA', 'the file must be object', '- just')],
      shapeOk: false,
    });
  });
});

describe('validateSchema, anyOf collapsing in general', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fiskalis-schema-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    required: ['must'],
    properties: { must: { type: 'string' }, a: { type: 'string' }, b: { type: 'string' } },
    anyOf: [{ $ref: '#/$defs/hasA' }, { type: 'object', required: ['b'] }],
    $defs: { hasA: { type: 'object', required: ['a'] } },
  };
  writeFileSync(path.join(dir, SCHEMA_FILES.site), JSON.stringify(schema));
  for (const kind of ['sections', 'tiers', 'packages', 'messages'] as const) writeFileSync(path.join(dir, SCHEMA_FILES[kind]), '{}');

  it('keeps errors of keywords beside the anyOf, and drops those of its branches, inline or $ref', () => {
    const file = 'toy.yaml';
    const text = 'other: 1\n';
    expect(validateSchema(yamlFile(file, text), loadValidators(dir).site)).toEqual({
      problems: [
        problemAt(file, text, 'E_SCHEMA', 'the file has a value of the wrong type or shape', 'other'),
        problemAt(file, text, 'E_SCHEMA', 'the file is missing the required field "must"', 'other'),
      ],
      shapeOk: false,
    });
  });
});
