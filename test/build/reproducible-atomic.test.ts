import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../engine/build.js';
import { resolveConfig, type ResolvedConfig } from '../../core/config.js';
import { ContentProblems } from '../../core/errors/problem.js';
import { openSiteOutput, writeSite } from '../../engine/output/write-site.js';
import { listFiles, listTree } from '../../core/files.js';
import { pages } from '../../site/pages/index.js';
import { createBuildableFixture, type FixtureSite } from '../helpers/fixture-site.js';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';

/** Every file of a folder with a hash of its bytes: equal snapshots mean byte-identical trees. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(listFiles(dir).map((f) => [f, createHash('sha256').update(readFileSync(path.join(dir, f))).digest('hex')]));
}

const EPOCH = '1767225600';

/**
 * One buildable fixture and one build of it for the file, made by the first test that builds (the writeSite
 * tests need none): Vite's output is cached per project root, so every further build of the same fixture
 * skips Vite, and each test compares with or writes over this build. A test that edits the fixture puts it back.
 */
let fixture: FixtureSite | undefined;
let made: Promise<{ site: FixtureSite; config: ResolvedConfig; base: BuildResult; files: Record<string, string> }> | undefined;
const built = () =>
  (made ??= (async () => {
    const site = (fixture = createBuildableFixture());
    const config = resolveConfig({ root: site.root });
    const base = await buildSite(config, { outDir: 'out-base' });
    return { site, config, base, files: snapshot(base.outDir) };
  })());
// Set for each test's builds, and put back after the file (a worker may run other files after this one).
const epochBefore = process.env.SOURCE_DATE_EPOCH;
beforeEach(() => {
  process.env.SOURCE_DATE_EPOCH = EPOCH;
});
afterAll(() => {
  fixture?.dispose();
  if (epochBefore === undefined) delete process.env.SOURCE_DATE_EPOCH;
  else process.env.SOURCE_DATE_EPOCH = epochBefore;
});

/** Runs `test` with a file of the fixture changed, and puts the file back afterwards. */
async function withEdit<T>(site: FixtureSite, file: string, from: string, to: string, test: () => Promise<T>): Promise<T> {
  const original = site.read(file);
  site.replace(file, from, to);
  try {
    return await test();
  } finally {
    site.write(file, original);
  }
}

describe('reproducible builds', () => {
  // The second build asks for the render record: that it changes nothing of the site is part of the point.
  it('gives byte-identical output and the same id for the same sources, with or without the render record', async () => {
    const { site, config, base, files } = await built();
    const second = await buildSite(config, { outDir: 'out-b', renderRecord: 'records/site.json' });
    expect(second.build).toEqual(base.build);
    expect(snapshot(second.outDir)).toEqual(files);
    // The record is what the result says, outside the site, with every page.
    const written = JSON.parse(readFileSync(path.join(site.root, 'records/site.json'), 'utf8')) as unknown;
    expect(written).toEqual(second.renderRecord);
    expect(Object.keys(second.renderRecord!.pages)).toEqual(Object.keys(files).filter((file) => file.endsWith('.html')).sort());
  });

  it('changes the id when the content changes, and takes the timestamp from SOURCE_DATE_EPOCH', async () => {
    const { site, config, base } = await built();
    const after = await withEdit(site, 'content/messages/en.yaml', 'All rights reserved.', 'All rights reserved, always.', () => {
      process.env.SOURCE_DATE_EPOCH = '1767312000';
      return buildSite(config, { outDir: 'out-c' });
    });
    expect(after.build.id).not.toBe(base.build.id);
    expect([base.build.timestamp, after.build.timestamp]).toEqual([1767225600000, 1767312000000]);
  });

  it('notes what pages read only when asked for the render record', async () => {
    const { base, files } = await built();
    // An ordinary build: no reads noted (no record made of them), no record among its files.
    expect(base.renderRecord).toBeUndefined();
    expect(Object.keys(files).filter((file) => file.startsWith('.') || file.includes('render-record'))).toEqual([]);
  });
});

describe('atomic writes', () => {
  it('leaves the previous output exactly as it was when the content is broken', async () => {
    const { site, config, base, files } = await built();
    await withEdit(site, 'content/site.yaml', 'layout: custom', 'layout: fancy', async () => {
      await expect(buildSite(config, { outDir: base.outDir })).rejects.toBeInstanceOf(ContentProblems);
    });
    expect(snapshot(base.outDir)).toEqual(files);
  });

  it('leaves the previous output exactly as it was when rendering fails', async () => {
    const { site, config, base, files } = await built();
    // Content that passes validation renders (the component contracts see to it); a page component that
    // throws stands in for a gap in a contract.
    const table = pages as Record<string, (typeof pages)[keyof typeof pages]>;
    const original = table.accountDelete!;
    table.accountDelete = () => {
      throw new Error('a component read a message its contract does not declare');
    };
    try {
      const failure = await buildSite(config, { outDir: base.outDir }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ContentProblems);
      expect((failure as ContentProblems).problems.map((p) => p.code)).toEqual(['E_RENDER_FAILED']);
      expect((failure as ContentProblems).problems[0]!.message).toContain('its contract does not declare');
    } finally {
      table.accountDelete = original;
    }
    expect(snapshot(base.outDir)).toEqual(files);
    expect(listFiles(site.root).some((f) => f.includes('-staging-'))).toBe(false);
  });

  it('leaves the previous output when a path is refused, and nothing of the refused write', async () => {
    await withParent(async (parent, out) => {
      await writeSite(out, new Map([['index.html', 'old'], ['a/b.txt', 'old b']]));
      const before = snapshot(out);
      await expect(writeSite(out, new Map([['index.html', 'new'], ['../escape.txt', 'x']]))).rejects.toThrow(/outside the output folder/);
      await expect(writeSite(out, new Map([['a', 'file'], ['a/b.txt', 'x']]))).rejects.toThrow(/"a" cannot be both a file and the folder of "a\/b.txt"/);
      await expect(writeSite(out, new Map([['a/b.txt', 'x'], ['a', 'file']]))).rejects.toThrow(/"a" cannot be both a file and the folder of "a\/b.txt"/);
      expect(snapshot(out)).toEqual(before);
      expect(listFiles(parent).filter((f) => !f.startsWith('dist/'))).toEqual([]);
      expect(existsSync(path.join(parent, 'escape.txt'))).toBe(false);
    });
  });

  it('leaves the previous output when writing fails part-way, and removes the staging folder', async () => {
    await withParent(async (parent, out) => {
      await writeSite(out, new Map([['index.html', 'old'], ['a/b.txt', 'old b']]));
      await writeSite(out, new Map([['index.html', 'old'], ['a/b.txt', 'old b']]));
      const before = snapshot(out);
      // The first file goes into the staging folder; the second name is too long for the file system.
      await expect(writeSite(out, new Map([['index.html', 'new'], [`${'x'.repeat(300)}.html`, 'x']]))).rejects.toThrow(/ENAMETOOLONG/);
      expect(snapshot(out)).toEqual(before);
      expect(readdirSync(parent)).toEqual(['dist']);
      await writeSite(out, new Map([['index.html', 'new']]));
      expect(snapshot(out)).toEqual({ 'index.html': createHash('sha256').update('new').digest('hex') });
    });
  });

  it('leaves the previous output when a writer thread fails, and removes the staging folder', async () => {
    await withParent(async (parent, out) => {
      await writeSite(out, new Map([['index.html', 'old']]));
      const before = snapshot(out);
      const output = openSiteOutput(out, { threads: 2, twins: { cacheDir: undefined, bulkSite: true } });
      await output.add('index.html', 'new');
      // Too long a name for the file system: the thread that gets it fails, and so does the output.
      const failed = (async () => {
        await output.add(`${'x'.repeat(300)}.html`, 'x');
        await output.commit();
      })();
      await expect(failed).rejects.toThrow(/ENAMETOOLONG/);
      await output.abort();
      expect(snapshot(out)).toEqual(before);
      expect(readdirSync(parent)).toEqual(['dist']);
    });
  });
});

describe('writeSite', () => {
  it('keeps the replaced site as a spare and stages the next build in it, writing only what changed', async () => {
    await withParent(async (parent, out) => {
      const site = new Map([['index.html', 'home'], ['en/index.html', 'en home'], ['builds/latest.json', '{"id":"1"}']]);
      expect(await writeSite(out, site)).toEqual({ written: 3, unchanged: 0, removed: 0 });
      expect(readdirSync(parent)).toEqual(['dist']);
      expect(await writeSite(out, site)).toEqual({ written: 3, unchanged: 0, removed: 0 });
      expect(readdirSync(parent).sort()).toEqual(['.dist-spare', 'dist']);
      const next = new Map([...site, ['builds/latest.json', '{"id":"2"}']]);
      expect(await writeSite(out, next)).toEqual({ written: 1, unchanged: 2, removed: 0 });
      expect(readFileSync(path.join(out, 'builds/latest.json'), 'utf8')).toBe('{"id":"2"}');
      // The spare now holds the site before: two files differ from `next`.
      expect(readFileSync(path.join(parent, '.dist-spare/builds/latest.json'), 'utf8')).toBe('{"id":"1"}');
      expect(await writeSite(out, next)).toEqual({ written: 1, unchanged: 2, removed: 0 });
      expect(await writeSite(out, next)).toEqual({ written: 0, unchanged: 3, removed: 0 });
      expect(listFiles(out)).toEqual(['builds/latest.json', 'en/index.html', 'index.html']);
    });
  });

  it('removes what is no longer part of the site from the spare, and swaps a file for a folder and back', async () => {
    await withParent(async (parent, out) => {
      const first = new Map([['index.html', 'home'], ['old/deep/page.html', 'gone'], ['x', 'file x'], ['y/index.html', 'folder y']]);
      await writeSite(out, first);
      await writeSite(out, first);
      // The spare (staged in next) holds `first`, plus a folder nobody wrote.
      mkdirSync(path.join(parent, '.dist-spare/empty/nested'), { recursive: true });
      expect(await writeSite(out, new Map([['index.html', 'home'], ['x/index.html', 'folder x'], ['y', 'file y']]))).toEqual({ written: 2, unchanged: 1, removed: 3 });
      expect(snapshot(out)).toEqual(Object.fromEntries([['index.html', 'home'], ['x/index.html', 'folder x'], ['y', 'file y']].map(([f, t]) => [f, createHash('sha256').update(t!).digest('hex')])));
      expect(listTree(out).folders).toEqual(['x']);
    });
  });

  it('writes the same files with writer threads as on the calling thread, twins included', async () => {
    await withParent(async (parent) => {
      const page = (i: number) => `<!DOCTYPE html><title>${i}</title><p>${'Fiskalis kasa u oblaku. '.repeat(50 + i)}</p>`;
      const files: [string, string][] = Array.from({ length: 40 }, (_, i) => [i === 0 ? 'index.html' : `p${i}/index.html`, page(i)]);
      files.push(['logo.png', 'x'.repeat(300)], ['_headers', '/*\n  X: y\n']);
      const written = await Promise.all([0, 2].map(async (threads) => {
        const out = path.join(parent, `out-${threads}`);
        const output = openSiteOutput(out, { threads, twins: { cacheDir: undefined, bulkSite: false } });
        for (const [file, text] of files) await output.add(file, text);
        const counts = await output.commit();
        return { counts, files: snapshot(out) };
      }));
      expect(written[1]).toEqual(written[0]);
      expect(written[0]!.counts).toEqual({ written: 122, unchanged: 0, removed: 0, files: 122 });
      expect(Object.keys(written[0]!.files)).toContain('p39/index.html.br');
    });
  });

  it('works when the spare is not a folder, and removes what other processes left behind', async () => {
    await withParent(async (parent, out) => {
      writeFileSync(path.join(parent, '.dist-spare'), 'not a folder');
      mkdirSync(path.join(parent, '.dist-staging-999999999-1/en'), { recursive: true });
      mkdirSync(path.join(parent, '.dist-retired-999999999-2'));
      mkdirSync(path.join(parent, '.other-staging-999999999-1'));
      await writeSite(out, new Map([['index.html', 'home']]));
      expect(readdirSync(parent).sort()).toEqual(['.other-staging-999999999-1', 'dist']);
      expect(snapshot(out)).toEqual({ 'index.html': createHash('sha256').update('home').digest('hex') });
    });
  });
});

async function withParent(test: (parent: string, out: string) => Promise<void>): Promise<void> {
  const parent = mkdtempSync(path.join(tmpdir(), 'fiskalis-write-'));
  try {
    await test(parent, path.join(parent, 'dist'));
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
}
