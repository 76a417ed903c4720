import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../generator/build.js';
import { resolveConfig } from '../../generator/config.js';
import { ContentProblems } from '../../generator/errors/problem.js';
import { writeSite } from '../../generator/write/write-site.js';
import { listFiles } from '../../generator/files.js';
import { pages } from '../../src/pages/index.js';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.js';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';

/** A fixture that can build: content and schemas plus the React sources, static files and installed packages. */
function createBuildableFixture(): FixtureSite {
  const site = createFixtureSite();
  const root = path.resolve(import.meta.dirname, '../..');
  for (const dir of ['src', 'public']) cpSync(path.join(root, dir), path.join(site.root, dir), { recursive: true });
  // The browser bundle imports React and the form rules' packages, resolved from the project's node_modules.
  symlinkSync(path.join(root, 'node_modules'), path.join(site.root, 'node_modules'), 'dir');
  return site;
}

/** Every file of a folder with a hash of its bytes: equal snapshots mean byte-identical trees. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(listFiles(dir).map((f) => [f, createHash('sha256').update(readFileSync(path.join(dir, f))).digest('hex')]));
}

let site: FixtureSite;
beforeEach(() => {
  process.env.SOURCE_DATE_EPOCH = '1767225600';
  site = createBuildableFixture();
});
afterEach(() => site.dispose());

describe('reproducible builds', () => {
  it('gives byte-identical output and the same id for the same sources', async () => {
    const config = resolveConfig({ root: site.root });
    const first = await buildSite(config, { outDir: 'out-a' });
    const second = await buildSite(config, { outDir: 'out-b' });
    expect(second.build).toEqual(first.build);
    expect(snapshot(second.outDir)).toEqual(snapshot(first.outDir));
  });

  it('changes the id when the content changes, and takes the timestamp from SOURCE_DATE_EPOCH', async () => {
    const config = resolveConfig({ root: site.root });
    const before = await buildSite(config, { outDir: 'out-a' });
    site.replace('content/messages/en.yaml', 'All rights reserved.', 'All rights reserved, always.');
    process.env.SOURCE_DATE_EPOCH = '1767312000';
    const after = await buildSite(config, { outDir: 'out-b' });
    expect(after.build.id).not.toBe(before.build.id);
    expect([before.build.timestamp, after.build.timestamp]).toEqual([1767225600000, 1767312000000]);
  });
});

describe('atomic writes', () => {
  it('leaves the previous output exactly as it was when the content is broken', async () => {
    const config = resolveConfig({ root: site.root });
    const first = await buildSite(config);
    const before = snapshot(first.outDir);
    site.replace('content/site.yaml', 'layout: custom', 'layout: fancy');
    await expect(buildSite(config)).rejects.toBeInstanceOf(ContentProblems);
    expect(snapshot(first.outDir)).toEqual(before);
  });

  it('leaves the previous output exactly as it was when rendering fails', async () => {
    const config = resolveConfig({ root: site.root });
    const first = await buildSite(config);
    const before = snapshot(first.outDir);
    // Content that passes validation renders (the component contracts see to it); a page component that
    // throws stands in for a gap in a contract.
    const table = pages as Record<string, (typeof pages)[keyof typeof pages]>;
    const original = table.accountDelete!;
    table.accountDelete = () => {
      throw new Error('a component read a message its contract does not declare');
    };
    try {
      const failure = await buildSite(config).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ContentProblems);
      expect((failure as ContentProblems).problems.map((p) => p.code)).toEqual(['E_RENDER_FAILED']);
      expect((failure as ContentProblems).problems[0]!.message).toContain('its contract does not declare');
    } finally {
      table.accountDelete = original;
    }
    expect(snapshot(first.outDir)).toEqual(before);
    expect(listFiles(site.root).some((f) => f.includes('-staging-'))).toBe(false);
  });

  it('leaves the previous output when a path is refused, before touching anything', () => {
    withParent((parent, out) => {
      writeSite(out, new Map([['index.html', 'old'], ['a/b.txt', 'old b']]));
      const before = snapshot(out);
      expect(() => writeSite(out, new Map([['index.html', 'new'], ['../escape.txt', 'x']]))).toThrow(/outside the output folder/);
      expect(() => writeSite(out, new Map([['a', 'file'], ['a/b.txt', 'x']]))).toThrow(/"a" cannot be both a file and the folder of "a\/b.txt"/);
      expect(snapshot(out)).toEqual(before);
      expect(listFiles(parent).filter((f) => !f.startsWith('dist/'))).toEqual([]);
      expect(existsSync(path.join(parent, 'escape.txt'))).toBe(false);
    });
  });

  it('leaves the previous output when writing fails part-way, and removes the staging folder', () => {
    withParent((parent, out) => {
      writeSite(out, new Map([['index.html', 'old'], ['a/b.txt', 'old b']]));
      writeSite(out, new Map([['index.html', 'old'], ['a/b.txt', 'old b']]));
      const before = snapshot(out);
      // The first file goes into the staging folder; the second name is too long for the file system.
      expect(() => writeSite(out, new Map([['index.html', 'new'], [`${'x'.repeat(300)}.html`, 'x']]))).toThrow(/ENAMETOOLONG/);
      expect(snapshot(out)).toEqual(before);
      expect(readdirSync(parent)).toEqual(['dist']);
      writeSite(out, new Map([['index.html', 'new']]));
      expect(snapshot(out)).toEqual({ 'index.html': createHash('sha256').update('new').digest('hex') });
    });
  });
});

describe('writeSite', () => {
  it('keeps the replaced site as a spare and stages the next build in it, writing only what changed', () => {
    withParent((parent, out) => {
      const site = new Map([['index.html', 'home'], ['en/index.html', 'en home'], ['builds/latest.json', '{"id":"1"}']]);
      expect(writeSite(out, site)).toEqual({ written: 3, unchanged: 0, removed: 0 });
      expect(readdirSync(parent)).toEqual(['dist']);
      expect(writeSite(out, site)).toEqual({ written: 3, unchanged: 0, removed: 0 });
      expect(readdirSync(parent).sort()).toEqual(['.dist-spare', 'dist']);
      const next = new Map([...site, ['builds/latest.json', '{"id":"2"}']]);
      expect(writeSite(out, next)).toEqual({ written: 1, unchanged: 2, removed: 0 });
      expect(readFileSync(path.join(out, 'builds/latest.json'), 'utf8')).toBe('{"id":"2"}');
      // The spare now holds the site before: two files differ from `next`.
      expect(readFileSync(path.join(parent, '.dist-spare/builds/latest.json'), 'utf8')).toBe('{"id":"1"}');
      expect(writeSite(out, next)).toEqual({ written: 1, unchanged: 2, removed: 0 });
      expect(writeSite(out, next)).toEqual({ written: 0, unchanged: 3, removed: 0 });
      expect(listFiles(out)).toEqual(['builds/latest.json', 'en/index.html', 'index.html']);
    });
  });

  it('works when the spare is not a folder, and removes what other processes left behind', () => {
    withParent((parent, out) => {
      writeFileSync(path.join(parent, '.dist-spare'), 'not a folder');
      mkdirSync(path.join(parent, '.dist-staging-999999999-1/en'), { recursive: true });
      mkdirSync(path.join(parent, '.dist-retired-999999999-2'));
      mkdirSync(path.join(parent, '.other-staging-999999999-1'));
      writeSite(out, new Map([['index.html', 'home']]));
      expect(readdirSync(parent).sort()).toEqual(['.other-staging-999999999-1', 'dist']);
      expect(snapshot(out)).toEqual({ 'index.html': createHash('sha256').update('home').digest('hex') });
    });
  });
});

function withParent(test: (parent: string, out: string) => void): void {
  const parent = mkdtempSync(path.join(tmpdir(), 'fiskalis-write-'));
  try {
    test(parent, path.join(parent, 'dist'));
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
}
