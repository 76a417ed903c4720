import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CodeIdentity } from '../../engine/cache/code-identity.js';
import { resolveConfig } from '../../core/config.js';
import { NO_COMPILE_PASSES, openCompilePasses, type CompilePasses } from '../../engine/cache/compile-passes.js';
import { compileCatalogue, createFormatter, deferCatalogue } from '../../pipeline/i18n/compile.js';
import { collectEntries } from '../../pipeline/i18n/entries.js';
import { loadContent } from '../../pipeline/load-content.js';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';
import { yaml, yamlFile } from '../helpers/inline-yaml.js';

const FILE = 'content/messages/en.yaml';
const entriesOf = (text: string) => collectEntries(yamlFile(FILE, text));
const GOOD = entriesOf(yaml`
  greeting: "Hello {name}"
  items: "{count, plural, one {# item} other {# items}}"
  updated: "Updated {date, date, long}"
`);

let scratch: string;
let cacheDir: string;
let code: CodeIdentity;
const open = (root = '/site') => openCompilePasses(root, cacheDir, code);

beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'fiskalis-compile-passes-'));
  cacheDir = path.join(scratch, 'cache');
  code = { fingerprint: 'a'.repeat(24), nodeModules: scratch };
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe('openCompilePasses', () => {
  it('knows a pass for the same locale, language, messages, root and code, and nothing else', () => {
    expect(open().passed('en', 'en-US', GOOD)).toBe(false);
    open().record('en', 'en-US', GOOD);
    expect(open().passed('en', 'en-US', GOOD)).toBe(true);
    expect(open().passed('en', 'en-GB', GOOD)).toBe(false);
    expect(open().passed('me', 'en-US', GOOD)).toBe(false);
    expect(open().passed('en', 'en-US', entriesOf('greeting: "Hello {name}!"\nitems: "{count, plural, one {# item} other {# items}}"\nupdated: "Updated {date, date, long}"\n'))).toBe(false);
    expect(open().passed('en', 'en-US', GOOD.slice(1))).toBe(false);
    expect(open('/other').passed('en', 'en-US', GOOD)).toBe(false);
    code = { ...code, fingerprint: 'b'.repeat(24) };
    expect(open().passed('en', 'en-US', GOOD)).toBe(false);
  });

  it('remembers nothing without a cache folder or for code of unknown identity (the sources run by tsx)', () => {
    expect(openCompilePasses('/site', undefined, code)).toBe(NO_COMPILE_PASSES);
    expect(openCompilePasses('/site', cacheDir, undefined)).toBe(NO_COMPILE_PASSES);
    expect(openCompilePasses('/site', cacheDir)).toBe(NO_COMPILE_PASSES);
  });
});

describe('deferCatalogue', () => {
  it('formats every message as the compiled catalogue does, compiling at the first format', () => {
    const formatter = createFormatter('en-US');
    const compiled = compileCatalogue('en-US', formatter, GOOD).catalogue;
    const deferred = deferCatalogue('en-US', formatter, GOOD);
    expect(deferred.keys).toEqual(compiled.keys);
    const values = { name: 'Ana', count: 2, date: new Date('2026-11-26T12:00:00Z') };
    for (const key of compiled.keys) expect(deferred.format(key, values), key).toBe(compiled.format(key, values));
    expect(() => deferred.format('no.such.key')).toThrow(/No message "no\.such\.key"/);
  });
});

describe('loadContent with kept compile passes', () => {
  const config = resolveConfig({ root: PROJECT_ROOT });
  const recording = (): CompilePasses & { recorded: string[]; asked: string[] } => {
    const kept = open();
    const spy = {
      recorded: [] as string[],
      asked: [] as string[],
      passed: (locale: string, lang: string, entries: Parameters<CompilePasses['passed']>[2]) => (spy.asked.push(locale), kept.passed(locale, lang, entries)),
      record: (locale: string, lang: string, entries: Parameters<CompilePasses['record']>[2]) => (spy.recorded.push(locale), kept.record(locale, lang, entries)),
    };
    return spy;
  };

  it('records the catalogues that compile, and then formats the same site from deferred catalogues', () => {
    const first = recording();
    const compiled = loadContent(config, { compilePasses: first });
    expect(first.recorded.sort()).toEqual(['en', 'me', 'sr']);
    const second = recording();
    const deferred = loadContent(config, { compilePasses: second });
    expect(second.asked.sort()).toEqual(['en', 'me', 'sr']);
    expect(second.recorded).toEqual([]);
    for (const code of ['en', 'me', 'sr'] as const) {
      const keys = compiled.messages[code].keys;
      expect(deferred.messages[code].keys).toEqual(keys);
      const values = { minutes: 2, number: 1, kind: 'whole', value: 3, year: 2026, date: new Date('2026-11-26T12:00:00Z'), email: 'a@b.me', policy: 'x', name: 'n', count: 2 };
      for (const key of keys) expect(deferred.messages[code].format(key, values), `${code} ${key}`).toBe(compiled.messages[code].format(key, values));
    }
  });

  // A catalogue with a problem is never recorded: every broken case of test/content/broken-cases.test.ts
  // reports the same problems with the passes kept as without them.
});
