import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync, appendFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig, type ResolvedConfig } from '../../core/config.js';
import { createProblem } from '../../core/errors/problem.js';
import { loadContent, summarize } from '../../pipeline/load-content.js';
import { codeIdentityOf, type CodeIdentity } from '../../engine/cache/code-identity.js';
import { readValidated, recordValidated, validatedKey } from '../../engine/cache/validate-result.js';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.js';

describe('codeIdentityOf', () => {
  it('reads the fingerprint and node_modules of a module of the compiled CLI', () => {
    const nodeModules = path.join(tmpdir(), 'app', 'node_modules');
    const url = pathToFileURL(path.join(nodeModules, '.cache/fiskalis-site/cli/0123456789abcdef01234567/assets/result-cache-x.js')).href;
    expect(codeIdentityOf(url)).toEqual({ nodeModules, fingerprint: '0123456789abcdef01234567' });
  });

  it('knows no identity for the TypeScript sources (tsx), so they get no cache', () => {
    expect(codeIdentityOf(pathToFileURL(path.join(tmpdir(), 'app/engine/cache/validate-result.ts')).href)).toBeUndefined();
    expect(codeIdentityOf(new URL('../../engine/cache/validate-result.ts', import.meta.url).href)).toBeUndefined();
  });
});

describe("validate's kept answer", () => {
  let site: FixtureSite;
  let config: ResolvedConfig;
  let code: CodeIdentity;
  const key = () => validatedKey(config, code);
  const file = (name: string) => path.join(site.root, name);

  beforeEach(() => {
    site = createFixtureSite();
    // A node_modules of its own: the cache folder and npm's record of the installed packages.
    mkdirSync(path.join(site.root, 'node_modules'));
    writeFileSync(file('node_modules/.package-lock.json'), '{"packages":{"node_modules/yaml":{"version":"2.9.1"}}}');
    config = resolveConfig({ root: site.root });
    code = { fingerprint: 'a'.repeat(24), nodeModules: path.join(site.root, 'node_modules') };
  });
  afterEach(() => site.dispose());

  it('has no key without a cache folder or for code of unknown identity', () => {
    expect(key()).toMatch(/^[0-9a-f]{64}$/);
    expect(validatedKey({ ...config, cacheDir: undefined }, code)).toBeUndefined();
    expect(validatedKey(config, undefined)).toBeUndefined();
  });

  it('is the same while nothing changed, and changes with every input', () => {
    const before = key();
    expect(key()).toBe(before);
    const changes: [string, () => void][] = [
      ['a content file', () => site.replace('content/site.yaml', /^defaultLocale: (.*)$/m, 'defaultLocale: $1 ')],
      ['a message catalogue', () => site.replace('content/messages/en.yaml', /: (.+)$/m, ': $1!')],
      ['a file added to the messages', () => site.write('content/messages/xx.yaml', 'a: b\n')],
      ['a file added beside the content', () => site.write('content/i18n.yaml', 'sameAsReference: {}\n')],
      ['a renamed file', () => renameSync(file('content/tiers.yaml'), file('content/tiers.yml'))],
      ['a schema', () => appendFileSync(file(`schema/${readdirSync(file('schema'))[0]!}`), '\n')],
      ['the installed packages', () => writeFileSync(file('node_modules/.package-lock.json'), '{"packages":{"node_modules/yaml":{"version":"2.9.2"}}}')],
      ['the code', () => (code = { ...code, fingerprint: 'b'.repeat(24) })],
    ];
    const seen = new Set([before]);
    for (const [what, change] of changes) {
      change();
      const now = key();
      expect(now, what).toBeDefined();
      expect(seen.has(now!), what).toBe(false);
      seen.add(now!);
    }
  });

  it('has no key when an input cannot be read (no answer is ever guessed)', () => {
    rmSync(file('node_modules/.package-lock.json'));
    expect(key()).toBeUndefined();
  });

  it('answers with the summary of the valid run that had the key, which equals a fresh run', () => {
    const summary = summarize(loadContent(config));
    const k = key()!;
    expect(readValidated(config, k)).toBeUndefined();
    recordValidated(config, k, { summary, warnings: [] });
    expect(readValidated(config, k)).toEqual({ summary: summarize(loadContent(config)), warnings: [] });

    site.replace('content/messages/en.yaml', /: (.+)$/m, ': $1!');
    expect(readValidated(config, key()!)).toBeUndefined();
  });

  it("keeps a valid run's warnings with its summary, and answers them as they were", () => {
    const warning = createProblem('W_STALE_TRANSLATION', 'Message "header.menu" of locale "me" was translated from an earlier text of "en", which now reads "Main menu"', { file: 'content/messages/me.yaml', line: 12, column: 10 });
    const k = key()!;
    recordValidated(config, k, { summary: summarize(loadContent(config)), warnings: [warning] });
    expect(readValidated(config, k)?.warnings).toEqual([warning]);
  });

  it('ignores an entry it cannot read', () => {
    const k = key()!;
    recordValidated(config, k, { summary: summarize(loadContent(config)), warnings: [] });
    const [entry] = readdirSync(path.join(config.cacheDir!, 'validated'));
    const entryFile = path.join(config.cacheDir!, 'validated', entry!);
    writeFileSync(entryFile, readFileSync(entryFile, 'utf8').slice(0, -3));
    expect(readValidated(config, k)).toBeUndefined();
    writeFileSync(entryFile, JSON.stringify({ key: k, data: { summary: { files: 'seven' }, warnings: [] } }));
    expect(readValidated(config, k)).toBeUndefined();
    writeFileSync(entryFile, JSON.stringify({ key: k, data: { summary: summarize(loadContent(config)), warnings: [{ code: 'W_STALE_TRANSLATION' }] } }));
    expect(readValidated(config, k)).toBeUndefined();
  });
});
