import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue, describeUnknown, REPORT_CODES, SERVICE_CODES, WARNING_CODES } from '../../core/errors/catalogue.js';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';

describe('the error catalogue', () => {
  it('has codes of the form E_UPPER_SNAKE (W_ for the warnings), each with a title and a hint that end as sentences do', () => {
    const warnings = new Set<string>(WARNING_CODES);
    for (const [code, entry] of Object.entries(catalogue)) {
      expect(code).toMatch(warnings.has(code) ? /^W_[A-Z]+(_[A-Z]+)*$/ : /^E_[A-Z]+(_[A-Z]+)*$/);
      expect(entry.title.length).toBeGreaterThan(0);
      expect(entry.hint).toMatch(/[.)]$/);
    }
  });

  // Content codes are covered by the broken-content corpus; service codes by the server's own tests.
  it('has every service code asserted by a server test', () => {
    const dir = path.join(PROJECT_ROOT, 'test/server');
    const sources = readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n');
    expect(SERVICE_CODES.filter((code) => !new RegExp(`(?:['"\`]|\\^)${code}[:'"\`]`).test(sources))).toEqual([]);
  });

  it('has every code of check-links and i18n asserted by a CLI test', () => {
    const dir = path.join(PROJECT_ROOT, 'test/cli');
    const sources = readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n');
    expect(REPORT_CODES.filter((code) => !new RegExp(`['"\`]${code}['"\`]`).test(sources))).toEqual([]);
  });
});

describe('describeUnknown', () => {
  it('names the subject of the code, the value as JSON, the place and the known values', () => {
    expect(describeUnknown('E_UNKNOWN_LAYOUT', 'fancy', ['default', 'custom'], 'routes[1].layout')).toBe(
      'Unknown layout "fancy" at routes[1].layout; known: default, custom',
    );
  });

  it('leaves the place out when there is none', () => {
    expect(describeUnknown('E_UNKNOWN_TIER', 'gold', ['start'])).toBe('Unknown tier "gold"; known: start');
  });

  it('says "value" for a code without a subject, and "(none)" when nothing is known', () => {
    expect(describeUnknown('E_SCHEMA', 3, [], 'x')).toBe('Unknown value 3 at x; known: (none)');
  });

  it('shows non-string values as JSON and known values as text', () => {
    expect(describeUnknown('E_UNKNOWN_SEGMENT', null, [1, true])).toBe('Unknown segment null; known: 1, true');
  });
});
