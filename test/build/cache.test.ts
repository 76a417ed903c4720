import { createHash } from 'node:crypto';
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../engine/build.js';
import { resolveConfig, type ResolvedConfig } from '../../core/config.js';
import { listFiles } from '../../core/files.js';
import { trimContent } from '../helpers/fixture-site.js';
import { copyProject, SITE_INPUTS, type ProjectCopy } from '../helpers/project-copy.js';

/** Every file of a folder with a hash of its bytes: equal snapshots mean byte-identical trees. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(listFiles(dir).map((f) => [f, createHash('sha256').update(readFileSync(path.join(dir, f))).digest('hex')]));
}

let copy: ProjectCopy;
let config: ResolvedConfig;
const uncached = () => ({ ...config, cacheDir: undefined });
const cacheEntries = (kind: string) => readdirSync(path.join(copy.cacheDir, kind));
/**
 * A build of the unedited sources from the caches, made once: the first test compares it with the other
 * builds, the second starts from it (alone, the second test's build is the one that fills the caches).
 */
let cachedOnce: Promise<BuildResult> | undefined;
const cachedBuild = () => (cachedOnce ??= buildSite(config, { outDir: 'out-cached' }));

// Set for this file's builds, and put back after them (a worker may run other files after this one).
const epochBefore = process.env.SOURCE_DATE_EPOCH;
beforeAll(() => {
  process.env.SOURCE_DATE_EPOCH = '1767225600';
  copy = copyProject(SITE_INPUTS, 'fiskalis-cache-');
  // The one-locale site (English, legal documents cut short): the caches' keys and bytes are the point, not
  // the content's size; half the pages of the small site to render and compress in each of the five builds.
  trimContent(copy.root, 'one-locale');
  config = resolveConfig({ root: copy.root });
});
afterAll(() => {
  copy?.dispose();
  if (epochBefore === undefined) delete process.env.SOURCE_DATE_EPOCH;
  else process.env.SOURCE_DATE_EPOCH = epochBefore;
});

describe('build caches (node_modules/.cache/fiskalis-site)', () => {
  it('are under the project root when it has node_modules/, and absent otherwise', () => {
    expect(config.cacheDir).toBe(copy.cacheDir);
  });

  // A build without any cache is the next test's last build: it equals the one that filled the caches there.
  it('give byte-identical output: a build from full caches equals the build that filled them', async () => {
    const filling = await buildSite(config, { outDir: 'out-filling' });
    expect(cacheEntries('assets')).toHaveLength(1);
    expect(cacheEntries('schemas')).toHaveLength(1);
    const cached = await cachedBuild();
    expect(cacheEntries('assets')).toHaveLength(1);
    expect(snapshot(cached.outDir)).toEqual(snapshot(filling.outDir));
    expect(cached.build).toEqual(filling.build);
  });

  it('never give a stale result: an edit to a stylesheet that is only @imported shows in the next build', async () => {
    const before = await cachedBuild();
    // A custom property: a build keeps its name (class names it shortens).
    appendFileSync(path.join(copy.root, 'site/styles/tokens.css'), '\n:root { --cache-test-marker: red; }\n');
    const after = await buildSite(config, { outDir: 'out-after' });
    const css = (dir: string) => listFiles(dir).filter((f) => f.endsWith('.css')).map((f) => readFileSync(path.join(dir, f), 'utf8')).join('');
    expect(css(before.outDir)).not.toContain('cache-test-marker');
    expect(css(after.outDir)).toContain('cache-test-marker');
    expect(cacheEntries('assets')).toHaveLength(2);
    const none = await buildSite(uncached(), { outDir: 'out-after-none' });
    expect(snapshot(after.outDir)).toEqual(snapshot(none.outDir));
  });
});
