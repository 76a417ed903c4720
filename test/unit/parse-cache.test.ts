import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CodeIdentity } from '../../engine/cache/code-identity.js';
import { collectEntries } from '../../pipeline/i18n/entries.js';
import { locate } from '../../pipeline/load/locate.js';
import { createParseCache } from '../../engine/cache/parse-cache.js';
import { parseYaml } from '../../pipeline/load/parse-yaml.js';
import { listFiles } from '../../core/files.js';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';
import { yaml } from '../helpers/inline-yaml.js';

const FILE = 'content/messages/en.yaml';
const TEXT = yaml`
  hero:
    title: Point of sale
    lead: "Sell, \\"fiscalize\\" and report"
    note: |
      First line
      second line
  prices: [12, 15]
`;

let cacheDir: string;
const code: CodeIdentity = { fingerprint: 'a'.repeat(24), nodeModules: '/nowhere/node_modules' };
const entries = () => readdirSync(path.join(cacheDir, 'yaml'));
const entryFile = () => path.join(cacheDir, 'yaml', entries()[0]!);

beforeEach(() => {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'fiskalis-parse-cache-'));
});
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('createParseCache', () => {
  it('keeps a clean parse and answers the same text from it: value, string leaves, positions, entries', () => {
    const parse = createParseCache('/site', cacheDir, code);
    const fresh = parseYaml(FILE, TEXT).file!;
    expect(parse(FILE, TEXT).file!.value).toEqual(fresh.value);
    expect(entries()).toHaveLength(1);

    const kept = parse(FILE, TEXT);
    expect(kept.problems).toEqual([]);
    expect(kept.file!.value).toEqual(fresh.value);
    expect(kept.file!.stringLeaves).toEqual(fresh.stringLeaves);
    for (const dataPath of [['hero', 'lead'], ['prices', 1], ['hero', 'missing'], []]) {
      expect(locate(kept.file!, dataPath)).toEqual(locate(fresh, dataPath));
      expect(locate(kept.file!, dataPath, 'key')).toEqual(locate(fresh, dataPath, 'key'));
    }
    const positions = (file: typeof fresh) => collectEntries(file).map((e) => [e.key, e.source, e.keyPosition, e.positionIn(1, 3), e.positionIn(2, 1)]);
    expect(positions(kept.file!)).toEqual(positions(fresh));
  });

  it('gives back every file of the real content as a fresh parse gives it: value and string leaves', () => {
    const parse = createParseCache('/site', cacheDir, code);
    const files = listFiles(path.join(PROJECT_ROOT, 'content')).filter((f) => f.endsWith('.yaml'));
    expect(files.length).toBeGreaterThanOrEqual(7);
    for (const name of files) {
      const file = `content/${name}`;
      const text = readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
      const fresh = parse(file, text).file!;
      const kept = parse(file, text).file!;
      // Read back from the cache: its document is parsed only when asked for.
      expect(Object.getOwnPropertyDescriptor(kept, 'doc')?.get, file).toBeTypeOf('function');
      expect(kept.value, file).toStrictEqual(fresh.value);
      expect(kept.stringLeaves, file).toStrictEqual(fresh.stringLeaves);
    }
    expect(entries()).toHaveLength(files.length);
  });

  it('is read, not parsed again: a kept value comes back as it was kept', () => {
    const parse = createParseCache('/site', cacheDir, code);
    parse(FILE, TEXT);
    const kept = JSON.parse(readFileSync(entryFile(), 'utf8')) as { data: { value: { hero: { title: string } } } };
    kept.data.value.hero.title = 'from the cache';
    writeFileSync(entryFile(), JSON.stringify(kept));
    expect((parse(FILE, TEXT).file!.value as typeof kept.data.value).hero.title).toBe('from the cache');
  });

  it('parses again when the text, the file, the root or the code differ, keeping one entry per file and root', () => {
    const tamper = () => {
      const kept = JSON.parse(readFileSync(entryFile(), 'utf8')) as { data: { value: unknown } };
      kept.data.value = 'stale';
      writeFileSync(entryFile(), JSON.stringify(kept));
    };
    createParseCache('/site', cacheDir, code)(FILE, TEXT);
    tamper();
    expect(createParseCache('/site', cacheDir, code)(FILE, `${TEXT}# edited\n`).file!.value).toEqual(parseYaml(FILE, TEXT).file!.value);
    expect(entries()).toHaveLength(1);
    tamper();
    expect(createParseCache('/site', cacheDir, { ...code, fingerprint: 'b'.repeat(24) })(FILE, TEXT).file!.value).not.toBe('stale');
    expect(entries()).toHaveLength(1);
    expect(createParseCache('/site', cacheDir, code)('content/messages/me.yaml', TEXT).file!.value).not.toBe('stale');
    expect(createParseCache('/other', cacheDir, code)(FILE, TEXT).file!.value).not.toBe('stale');
    expect(entries()).toHaveLength(3);
  });

  it('keeps nothing for a file with problems, so they are always found afresh', () => {
    const parse = createParseCache('/site', cacheDir, code);
    const broken = 'title: [unclosed\n';
    expect(parse(FILE, broken).problems).toEqual(parseYaml(FILE, broken).problems);
    expect(parse(FILE, 'title: !unknown tag\n').problems.map((p) => p.code)).toEqual(['E_YAML_WARNING']);
    expect(() => entries()).toThrow();
  });

  it('keeps nothing that JSON would not give back the same: .inf, .nan, -0 and a __proto__ key', () => {
    const parse = createParseCache('/site', cacheDir, code);
    for (const text of ['a: .inf\n', 'a: .nan\n', 'a: -0\n', '__proto__: 1\n']) {
      expect(parse(FILE, text).problems).toEqual([]);
      expect(() => entries(), text).toThrow();
    }
  });

  it('is plain parsing without a cache folder or for code of unknown identity (the sources run by tsx)', () => {
    expect(createParseCache('/site', undefined, code)).toBe(parseYaml);
    expect(createParseCache('/site', cacheDir, undefined)).toBe(parseYaml);
    expect(createParseCache('/site', cacheDir)).toBe(parseYaml);
  });
});
