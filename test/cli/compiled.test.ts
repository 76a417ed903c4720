import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureSite, PROJECT_ROOT } from '../helpers/fixture-site.js';
import { copyProject, type ProjectCopy } from '../helpers/project-copy.js';
import { runInProcess } from '../helpers/run-cli.js';
import { TOOL_SOURCE_FOLDERS } from '../../core/source-folders.js';

/** The TypeScript sources' answer: cli.ts run in this process, as tsx would run it (colour off, as in `run`). */
const sources = (args: readonly string[]) => runInProcess(args, { FORCE_COLOR: process.env.FORCE_COLOR });

interface Run { status: number | null; stdout: string; stderr: string }

function run(command: string, args: readonly string[], cwd = PROJECT_ROOT): Run {
  const result = spawnSync(command, args, { cwd, env: { ...process.env, NO_COLOR: '1' }, encoding: 'utf8', timeout: 120_000 });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const launcher = (args: readonly string[], root = PROJECT_ROOT) => run(process.execPath, [path.join(root, 'bin/fiskalis-site.js'), ...args], root);
const withoutTime = (text: string) => text.replace(/\(\d+ ms\)/g, '(… ms)');

describe('the compiled CLI (bin/fiskalis-site.js, what the npm scripts run)', () => {
  it('prints the version of package.json', () => {
    const pkg = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(launcher(['--version'])).toEqual({ status: 0, stdout: `${pkg.version}\n`, stderr: '' });
  });

  it('validates as the TypeScript sources do', async () => {
    const compiled = launcher(['validate']);
    const transpiled = await sources(['validate']);
    expect(compiled.status).toBe(0);
    expect({ ...compiled, stdout: withoutTime(compiled.stdout) }).toEqual({ ...transpiled, stdout: withoutTime(transpiled.stdout) });
  });

  it('reports broken content as the TypeScript sources do: every problem, exit 1 (the report is loaded on demand)', async () => {
    // The small fixture site: the two broken files, not the content's size, are the point.
    const site = createFixtureSite('small');
    try {
      site.replace('content/site.yaml', /^defaultLocale: .*$/m, 'defaultLocale: 42');
      site.replace('content/messages/en.yaml', /: .*\{.*$/m, ': "{broken"');
      const args = ['validate', '--root', site.root];
      const compiled = launcher(args);
      expect(compiled.status).toBe(1);
      expect(compiled.stdout).toMatch(/✖ \d+ problems? in 2 files/);
      expect(compiled).toEqual(await sources(args));
    } finally {
      site.dispose();
    }
  });

  it('exits 2 on a usage error, as cli.ts does', () => {
    expect(launcher(['validate', '--format', 'yaml']).status).toBe(2);
  });
});

describe('the compiled CLI never runs stale code', () => {
  let copy: ProjectCopy;
  const cliDir = () => path.join(copy.cacheDir, 'cli');
  const bundles = () => readdirSync(cliDir(), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  beforeAll(() => {
    copy = copyProject(['bin', 'cli.ts', 'commands', 'dev', ...TOOL_SOURCE_FOLDERS, 'server', 'schema', 'content', 'package.json', 'tsconfig.json'], 'fiskalis-compiled-');
  });
  afterAll(() => copy.dispose());

  it('compiles on first use, reuses the bundle while nothing changed, and recompiles after any source edit', () => {
    expect(launcher(['--version'], copy.root).stdout).toBe(`${JSON.parse(readFileSync(path.join(copy.root, 'package.json'), 'utf8')).version}\n`);
    const first = bundles();
    expect(first).toHaveLength(1);
    expect(launcher(['--version'], copy.root).status).toBe(0);
    expect(bundles()).toEqual(first);

    // A file the bundle is made of: the version comes from package.json through an import.
    const pkgFile = path.join(copy.root, 'package.json');
    writeFileSync(pkgFile, readFileSync(pkgFile, 'utf8').replace(/"version": "[^"]+"/, '"version": "9.8.7"'));
    expect(launcher(['--version'], copy.root)).toEqual({ status: 0, stdout: '9.8.7\n', stderr: '' });

    // A module deep in the pipeline: the summary line is printed by cli.ts, its numbers come from pipeline/.
    const pipeline = path.join(copy.root, 'pipeline/load-content.ts');
    writeFileSync(pipeline, readFileSync(pipeline, 'utf8').replace('sections: content.sections.length,', 'sections: content.sections.length * 100,'));
    expect(launcher(['validate'], copy.root).stdout).toMatch(/, 1400 sections, /);
    expect(bundles()).toHaveLength(3);
  });

  it('trusts a stamp of its inputs\' sizes, times and inodes, and still sees an edit that keeps a file\'s size and modification time', () => {
    // Inputs modified a minute ago: the launcher stamps them once their bytes gave a bundle's fingerprint.
    const ago = new Date(Date.now() - 60_000);
    const backdate = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.name === 'node_modules') continue;
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) backdate(file);
        utimesSync(file, ago, ago);
      }
    };
    backdate(copy.root);
    expect(launcher(['--version'], copy.root).stdout).toBe('9.8.7\n');
    const inputsFile = path.join(cliDir(), `inputs-${createHash('sha256').update(copy.root).digest('hex').slice(0, 12)}.json`);
    expect(JSON.parse(readFileSync(inputsFile, 'utf8')).stamp).toEqual({ fingerprint: expect.stringMatching(/^[0-9a-f]{24}$/), stats: expect.any(String) });
    // The same size and modification time: only the change time, which no program sets back, tells.
    const pkgFile = path.join(copy.root, 'package.json');
    writeFileSync(pkgFile, readFileSync(pkgFile, 'utf8').replace('"version": "9.8.7"', '"version": "9.8.8"'));
    utimesSync(pkgFile, ago, ago);
    expect(launcher(['--version'], copy.root)).toEqual({ status: 0, stdout: '9.8.8\n', stderr: '' });
  });

  it('compiles JSX for production whatever NODE_ENV the compiling process has (vitest sets test)', () => {
    expect(process.env.NODE_ENV).toBe('test');
    for (const bundle of bundles()) {
      const assets = path.join(cliDir(), bundle, 'assets');
      const code = readdirSync(assets).map((file) => readFileSync(path.join(assets, file), 'utf8')).join('\n');
      expect(code).toContain('react/jsx-runtime');
      expect(code).not.toContain('jsx-dev-runtime');
    }
  });

  it('starts without loading any package: commands load what they need when they run (--version, validate from its kept answer)', () => {
    for (const bundle of bundles()) {
      const dir = path.join(cliDir(), bundle);
      // The files the entry imports statically, and the packages they import: what every command pays to start.
      const files = new Set<string>();
      const packages = new Set<string>();
      const follow = (file: string) => {
        if (files.has(file)) return;
        files.add(file);
        for (const [, from, bare] of readFileSync(path.join(dir, file), 'utf8').matchAll(/^import\s[^;]*?from\s*"([^"]+)";|^import\s*"([^"]+)";/gm)) {
          const specifier = (from ?? bare)!;
          if (specifier.startsWith('.')) follow(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
          else packages.add(specifier);
        }
      };
      follow('cli.js');
      expect([...packages].filter((name) => !name.startsWith('node:')), bundle).toEqual([]);
      expect(files.size, bundle).toBeLessThanOrEqual(4);
    }
  });

  it('starts a second folder of the same sources sharing the packages (a `diff` side) from the first one\'s bundle', () => {
    const second = mkdtempSync(path.join(tmpdir(), 'fiskalis-compiled-second-'));
    try {
      for (const name of readdirSync(copy.root)) if (name !== 'node_modules') cpSync(path.join(copy.root, name), path.join(second, name), { recursive: true });
      symlinkSync(path.join(copy.root, 'node_modules'), path.join(second, 'node_modules'), 'dir');
      // A compile removes bundles unused for a day: this one stays only if nothing compiles.
      const old = path.join(cliDir(), '000000000000000000000000');
      mkdirSync(old);
      utimesSync(old, new Date(Date.now() - 48 * 3600_000), new Date(Date.now() - 48 * 3600_000));
      const before = bundles();
      expect(launcher(['--version'], second)).toEqual({ status: 0, stdout: '9.8.8\n', stderr: '' });
      expect(bundles()).toEqual(before);
      rmSync(old, { recursive: true });
    } finally {
      rmSync(second, { recursive: true, force: true });
    }
  });

  it('recompiles when a file appears beside the modules (it could change what an import resolves to)', () => {
    const before = bundles();
    appendFileSync(path.join(copy.root, 'pipeline/new-module.ts'), 'export const unused = 1;\n');
    expect(launcher(['--version'], copy.root).status).toBe(0);
    expect(bundles().filter((name) => !before.includes(name))).toHaveLength(1);
  });
});

describe("the compiled CLI keeps validate's answer for content it has seen valid", () => {
  const entries = (root: string) => path.join(root, 'node_modules/.cache/fiskalis-site/validated');

  it('answers from the kept entry while every input is the same, and checks afresh after any change', async () => {
    // The small fixture site: what is kept and when it is used is the point, not the content's size.
    const site = createFixtureSite('small');
    try {
      // A node_modules of its own gives the fixture root a cache folder.
      mkdirSync(path.join(site.root, 'node_modules'));
      // An English text changed since its translation: the warning is part of the answer kept.
      site.replace('content/messages/en.yaml', '    home: "Home"', '    home: "Start page"');
      const args = ['validate', '--root', site.root];
      const fresh = launcher(args);
      expect(fresh.status).toBe(0);
      expect(fresh.stderr).toMatch(/^content\/messages\/me\.yaml:\d+:\d+ {2}W_STALE_TRANSLATION {2}Message "header\.nav\.home" /);
      const [entry] = readdirSync(entries(site.root));
      const entryFile = path.join(entries(site.root), entry!);
      const kept = launcher(args);
      expect({ ...kept, stdout: withoutTime(kept.stdout) }).toEqual({ ...fresh, stdout: withoutTime(fresh.stdout) });
      expect(launcher([...args, '--format', 'json'])).toEqual({ status: 0, stdout: '[]\n', stderr: fresh.stderr });

      // Proof that the entry is what answers: a planted summary is printed while nothing changed…
      const planted = JSON.parse(readFileSync(entryFile, 'utf8')) as { key: string; data: { summary: Record<string, number>; warnings: unknown[] } };
      const plantedData = { ...planted.data, summary: { ...planted.data.summary, sections: 4242 } };
      writeFileSync(entryFile, JSON.stringify({ ...planted, data: plantedData }));
      expect(launcher(args).stdout).toMatch(/, 4242 sections, /);
      // …and not once an input changed: broken content is reported in full, as the sources report it.
      site.replace('content/messages/en.yaml', /: .*\{.*$/m, ': "{broken"');
      const broken = launcher(args);
      expect(broken.status).toBe(1);
      expect(broken).toEqual(await sources(args));
      expect(JSON.parse(readFileSync(entryFile, 'utf8'))).toEqual({ ...planted, data: plantedData });
    } finally {
      site.dispose();
    }
  });
});
