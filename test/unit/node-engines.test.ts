/**
 * Every package the lockfile installs supports the oldest Node the project supports (package.json "engines").
 * `.npmrc` sets engine-strict, so `npm ci` fails on a mismatch; this test names the packages first, and
 * fails already when the lockfile is changed, before anything is installed.
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const read = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
const project = read('package.json') as { engines: { node: string } };
const lock = read('package-lock.json') as { packages: Record<string, { version?: string; engines?: { node?: string } | string[]; dev?: boolean }> };

describe('Node versions', () => {
  const oldest = semver.minVersion(project.engines.node)!.version;

  it('installs no package that needs a newer Node than the oldest supported', () => {
    const needNewer = Object.entries(lock.packages)
      .filter(([name, entry]) => name !== '' && entry.engines && !Array.isArray(entry.engines) && entry.engines.node)
      .filter(([, entry]) => !semver.satisfies(oldest, (entry.engines as { node: string }).node, { includePrerelease: true }))
      .map(([name, entry]) => `${name.replace(/^.*node_modules\//, '')}@${entry.version} needs Node ${(entry.engines as { node: string }).node}`);
    expect(needNewer, `Node ${oldest}`).toEqual([]);
  });

  it('makes npm refuse an install that breaks that', () => {
    expect(readFileSync(new URL('../../.npmrc', import.meta.url), 'utf8')).toMatch(/^engine-strict=true$/m);
  });
});
