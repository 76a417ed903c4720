import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { catalogue, REPORT_CODES, SERVICE_CODES, WARNING_CODES, type ErrorCode } from '../../core/errors/catalogue.js';
import type { Problem } from '../../core/errors/problem.js';
import { createParseMemo } from '../../engine/cache/parse-memo.js';
import { cachedValidators } from '../../engine/cache/compiled-schemas.js';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.js';
import { crossFileCases } from './cases/cross-file.js';
import { placementCases } from './cases/placement.js';
import { pointingCases } from './cases/pointing.js';
import { fileCases } from './cases/files-yaml-schema.js';
import { contractAndHardeningCases, dataReferenceCases } from './cases/contracts-hardening.js';
import { aliasBomb, EN, ME, PACKAGES, SECTIONS, SITE, SR, TIERS } from './cases/helpers.js';

const cases = [...fileCases, ...crossFileCases, ...placementCases, ...contractAndHardeningCases, ...dataReferenceCases, ...pointingCases];

// One fixture site for the whole file: every case restores the content it changed, so cases stay independent.
// Trimmed (test/helpers/fixture-site.ts): every locale, section and route of the real content, the legal
// documents cut to their first sections, which hold everything the cases break.
const site = createFixtureSite('trimmed');
const snapshot = readTree(site);

function readTree(fixture: FixtureSite, dir = 'content'): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(path.join(fixture.root, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) for (const [file, text] of readTree(fixture, relative)) files.set(file, text);
    else files.set(relative, fixture.read(relative));
  }
  return files;
}

function restore(): void {
  for (const file of readTree(site).keys()) if (!snapshot.has(file)) rmSync(path.join(site.root, file));
  for (const [file, text] of snapshot) {
    let current: string | undefined;
    try {
      current = site.read(file);
    } catch {
      current = undefined;
    }
    if (current !== text) site.write(file, text);
  }
}

const show = (problems: readonly Problem[]) =>
  problems.map((p) => `${p.code} ${p.position.file}:${p.position.line}:${p.position.column} ${p.message}`).join('\n');

afterEach(restore);
afterAll(() => site.dispose());

/**
 * What each case's own test got from a load without the parse memo or the schema cache: the comparison with
 * the cached loads below takes it from there instead of loading every case once more.
 */
const uncachedReports = new Map<(typeof cases)[number], string>();

describe('broken content', () => {
  it('starts from content that loads', () => {
    expect(site.load().problems).toEqual([]);
  });

  // E_FILE_READ needs an unreadable file; E_RENDER_FAILED is what no valid content can cause (test/unit/render-page.test.ts).
  it('covers every content error code but E_FILE_READ and E_RENDER_FAILED', () => {
    const covered = new Set<string>();
    for (const c of cases) {
      c.mutate(site);
      covered.add(c.expect(site).code);
      restore();
    }
    // Service and report codes are asserted by the server's and the commands' tests, the build's warnings by test/cli/build.test.ts.
    const service = new Set<string>([...SERVICE_CODES, ...REPORT_CODES, ...WARNING_CODES]);
    const uncovered = Object.keys(catalogue).filter((code) => !['E_FILE_READ', 'E_RENDER_FAILED'].includes(code) && !service.has(code) && !covered.has(code));
    expect(uncovered).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(36);
  });

  it.each(cases.map((c) => [c.name, c] as const))('reports %s', (_name, c) => {
    c.mutate(site);
    const expected = c.expect(site);
    // Every case, the alias bomb included, is bounded work: bench/broken-content.ts times them (no clock here).
    const { content, problems } = site.load();
    uncachedReports.set(c, show(problems));

    expect(content).toBeUndefined();
    const match = problems.find(
      (p) => p.code === expected.code && p.position.file === expected.file && p.position.line === expected.line && p.position.column === expected.column,
    );
    expect(match, `expected ${expected.code} at ${expected.file}:${expected.line}:${expected.column}, got:\n${show(problems)}`).toBeDefined();
    for (const part of expected.message ?? []) {
      if (typeof part === 'string') expect(match!.message).toContain(part);
      else expect(match!.message).toMatch(part);
    }
    if (expected.text !== undefined) expect(match!.message).toBe(expected.text);
    if (expected.alone) expect(show(problems)).toBe(show([match!]));
    expect(match!.hint.length).toBeGreaterThan(0);
  });

  it('reports every case the same when the files it leaves alone come from the parse memo and the validators from the schema cache', () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'fiskalis-schema-cache-'));
    try {
      // What the dev server keeps between loads: each file's last parse, and the validators' code on disk.
      const cached = { parse: createParseMemo(), compileValidators: cachedValidators(cacheDir) };
      expect(site.load(cached).problems).toEqual([]);
      for (const c of cases) {
        c.mutate(site);
        // A case whose own test did not run (a filtered run) is loaded without the caches here.
        expect(show(site.load(cached).problems), c.name).toBe(uncachedReports.get(c) ?? show(site.load().problems));
        restore();
      }
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  // How quickly: bench/broken-content.ts. A bomb that expanded would not end within the test's timeout.
  it('reports an alias bomb as one problem, without expanding it', () => {
    site.write(TIERS, `${site.read(TIERS)}\n${aliasBomb()}`);
    const { problems } = site.load();
    expect(problems.map((p) => p.code)).toEqual(['E_YAML_ALIAS_LIMIT']);
  });

  it('does not blame valid message files for a site.yaml that does not parse', () => {
    // The plural rules of me (sr-Latn-ME) come from site.yaml; without it, `few` must not become an error.
    site.replace(SITE, '  maxAgeDays: 365', '\tmaxAgeDays: 365');
    const { problems } = site.load();
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.filter((p) => p.position.file !== SITE), show(problems)).toEqual([]);
  });

  describe('with problems in several files at once', () => {
    const breakSeveralFiles = () => {
      site.replace(SITE, 'layout: custom', 'layout: fancy');
      site.replace(TIERS, 'all: [quickKeys,', 'all: [quickKeyz,');
      site.replace(PACKAGES, '{ segment: retail, tier: standard, isPopular: true }', '{ segment: retail, tier: standard, price: 9, isPopular: true }');
      site.replace(SECTIONS, 'type: whyBetter', 'type: whyWorse');
      site.replace(ME, 'direct: "Radije biste pisali? Pošaljite nam email na {email}."', 'direct: "Radije biste pisali? Pošaljite nam email na {adresa}."');
      site.replace(EN, 'reload: "Reload"', 'reload: "Reload {page now"');
      site.replace(SR, '  menu: "Meni"', '  menu: "Meni"\n  menuHint: "Otvori meni"');
    };

    it('reports all of them in one run, not just the first', () => {
      breakSeveralFiles();
      const { problems } = site.load();
      const found = (code: ErrorCode, file: string) => problems.some((p) => p.code === code && p.position.file === file);
      expect(found('E_UNKNOWN_LAYOUT', SITE)).toBe(true);
      expect(found('E_UNKNOWN_FEATURE', TIERS)).toBe(true);
      expect(found('E_PACKAGE_PRICE', PACKAGES)).toBe(true);
      expect(found('E_UNKNOWN_SECTION_TYPE', SECTIONS)).toBe(true);
      expect(found('E_ICU_ARGUMENTS', ME)).toBe(true);
      expect(found('E_ICU_SYNTAX', EN)).toBe(true);
      expect(found('E_EXTRA_MESSAGE', SR)).toBe(true);
    });

    it('sorts them by file, then line, then column', () => {
      breakSeveralFiles();
      // A second problem in site.yaml, above the first, so the order within a file is tested too.
      site.replace(SITE, 'sameSite: lax', 'sameSite: none');
      const { problems } = site.load();
      expect(new Set(problems.map((p) => p.position.file)).size).toBeGreaterThanOrEqual(7);
      const key = (p: Problem) => [p.position.file, p.position.line, p.position.column] as const;
      for (let i = 1; i < problems.length; i++) {
        const [fa, la, ca] = key(problems[i - 1]!);
        const [fb, lb, cb] = key(problems[i]!);
        const ordered = fa.localeCompare(fb) < 0 || (fa === fb && (la < lb || (la === lb && ca <= cb)));
        expect(ordered, `${fa}:${la}:${ca} before ${fb}:${lb}:${cb}`).toBe(true);
      }
    });
  });
});
