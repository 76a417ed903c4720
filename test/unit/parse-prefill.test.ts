import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSyntheticSite } from '../../bench/synthetic-site.js';
import type { CodeIdentity } from '../../engine/cache/code-identity.js';
import { resolveConfig, type ResolvedConfig } from '../../core/config.js';
import { createParseCache, isParseKept } from '../../engine/cache/parse-cache.js';
import { prefillParseCache } from '../../engine/cache/parse-prefill.js';
import { parseYaml } from '../../pipeline/load/parse-yaml.js';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';

// A site with 18 catalogues (the real three and clones), its own cache folder, and a made-up compiled CLI.
const code: CodeIdentity = { fingerprint: 'b'.repeat(24), nodeModules: '/nowhere/node_modules' };
let config: ResolvedConfig;
const catalogues = () => readdirSync(config.messagesDir).map((name) => `content/messages/${name}`);
const textOf = (file: string) => readFileSync(path.join(config.root, file), 'utf8');

beforeAll(() => {
  const root = createSyntheticSite(PROJECT_ROOT, 6);
  mkdirSync(path.join(root, 'node_modules'));
  config = resolveConfig({ root });
});
afterAll(() => rmSync(config.root, { recursive: true, force: true }));

describe('prefillParseCache', () => {
  it('does nothing without a cache identity, or with one thread', async () => {
    await prefillParseCache(config, 2, undefined);
    await prefillParseCache(config, 1, code);
    expect(catalogues().filter((file) => isParseKept(config.root, config.cacheDir!, file, textOf(file), code))).toEqual([]);
  });

  it('parses every catalogue the cache lacks on threads, kept as a parse on the main thread keeps it', async () => {
    expect(catalogues()).toHaveLength(18);
    // One catalogue is kept already, and one has a problem: it is parsed again, and never kept.
    const parse = createParseCache(config.root, config.cacheDir, code);
    parse('content/messages/en.yaml', textOf('content/messages/en.yaml'));
    writeFileSync(path.join(config.messagesDir, 'xaa.yaml'), `${textOf('content/messages/xaa.yaml')}\nbroken: [\n`);
    await prefillParseCache(config, 2, code);
    const kept = catalogues().filter((file) => isParseKept(config.root, config.cacheDir!, file, textOf(file), code));
    expect(kept).toEqual(catalogues().filter((file) => !file.endsWith('/xaa.yaml')));
    for (const file of ['content/messages/me.yaml', 'content/messages/xab.yaml']) {
      const read = parse(file, textOf(file)).file!;
      const fresh = parseYaml(file, textOf(file)).file!;
      expect([read.value, read.stringLeaves]).toEqual([fresh.value, fresh.stringLeaves]);
    }
  });
});
