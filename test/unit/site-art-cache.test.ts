import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig, type ResolvedConfig } from '../../core/config.js';
import type { CodeIdentity } from '../../engine/cache/code-identity.js';
import { cachedSiteArt } from '../../engine/cache/site-art-cache.js';
import { renderSiteArt } from '../../pipeline/render/site-art.js';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.js';

describe("the build's kept drawings and icon sprite", () => {
  let site: FixtureSite;
  let config: ResolvedConfig;
  let code: CodeIdentity;
  let draws = 0;
  // The art of the content as the site holds it now, counting each time it is drawn rather than read.
  const art = (identity: CodeIdentity | undefined) =>
    cachedSiteArt(config, () => {
      draws++;
      return renderSiteArt(site.load().content!);
    }, identity);

  beforeAll(() => {
    site = createFixtureSite('one-locale');
    // A node_modules of its own: the cache folder and npm's record of the installed packages.
    mkdirSync(path.join(site.root, 'node_modules'));
    writeFileSync(path.join(site.root, 'node_modules/.package-lock.json'), '{"packages":{}}');
    config = resolveConfig({ root: site.root });
    code = { fingerprint: 'c'.repeat(24), nodeModules: path.join(site.root, 'node_modules') };
  });
  afterAll(() => site.dispose());

  it('are drawn once, then read back byte for byte with the same URLs, until the content changes', () => {
    const drawn = art(code);
    const kept = art(code);
    expect(draws).toBe(1);
    expect([...kept.files.keys()]).toEqual([...drawn.files.keys()]);
    for (const [file, bytes] of drawn.files) expect(Buffer.from(kept.files.get(file)!).equals(Buffer.from(bytes)), file).toBe(true);
    expect(kept.art).toEqual(drawn.art);
    expect(drawn.files.size).toBeGreaterThan(1);

    // A message a drawing shows: the next build draws again, and its file is another.
    site.replace('content/messages/en.yaml', /^( {2}venue: ).*$/m, '$1"Another venue"');
    const redrawn = art(code);
    expect(draws).toBe(2);
    expect(redrawn.art).not.toEqual(drawn.art);
  });

  it('are always drawn for code of unknown identity (the sources run by tsx) and without a cache folder', () => {
    const before = draws;
    art(undefined);
    cachedSiteArt({ ...config, cacheDir: undefined }, () => {
      draws++;
      return renderSiteArt(site.load().content!);
    }, code);
    expect(draws).toBe(before + 2);
  });
});
