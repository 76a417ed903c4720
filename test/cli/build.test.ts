/**
 * `build` through the CLI, as a user and CI run it: on broken content it exits 1, prints the problem and
 * writes no output folder (issue 20, item 21), checked through the CLI's commander program in this process
 * (runInProcess: the same command, output and exit code, without a process); onto a full disk it says so
 * in one line, E_OUTPUT_WRITE, exit 1, and the site that was there stays (item 19), checked on the compiled
 * CLI as a process, what `npm run build` runs: the one line is all the process writes to stderr.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureSite, positionOf, PROJECT_ROOT, type FixtureSite } from '../helpers/fixture-site.js';
import { runCompiledCli, runInProcess } from '../helpers/run-cli.js';

describe('build on broken content', () => {
  let site: FixtureSite;
  beforeAll(() => {
    site = createFixtureSite();
    site.replace('content/messages/sr.yaml', 'stepLabel: "Korak {number}"', 'stepLabel: "Korak {number"');
  });
  afterAll(() => site?.dispose());

  it('exits 1 with the problem at its place, and writes no output folder', async () => {
    const run = await runInProcess(['build', '--root', site.root, '--out', 'public-site']);
    expect(run.status).toBe(1);
    const { line } = positionOf(site.read('content/messages/sr.yaml'), 'stepLabel');
    expect(run.stdout).toMatch(new RegExp(`^content/messages/sr\\.yaml:${line}:\\d+  E_ICU_SYNTAX  `, 'm'));
    expect(run.stdout).not.toContain('✔ built');
    expect(existsSync(path.join(site.root, 'public-site'))).toBe(false);
  });

  it('exits 1 the same with --format json, whose output is the problems', async () => {
    const run = await runInProcess(['build', '--root', site.root, '--out', 'public-site', '--format', 'json']);
    expect(run.status).toBe(1);
    expect((JSON.parse(run.stdout) as { code: string }[]).map((p) => p.code)).toContain('E_ICU_SYNTAX');
    expect(existsSync(path.join(site.root, 'public-site'))).toBe(false);
  });
});

/** A real full disk: a 256 KB tmpfs, where the machine lets this process mount one (root on Linux). */
function mountSmallDisk(): { dir: string; unmount(): void } | undefined {
  const dir = mkdtempSync(path.join(tmpdir(), 'fiskalis-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
  return {
    dir,
    unmount: () => {
      execFileSync('umount', [dir], { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const disk = mountSmallDisk();
afterAll(() => disk?.unmount());

describe.skipIf(!disk)('build onto a full disk (a tmpfs of 256 KB)', () => {
  it('ends with one line naming the folder, E_OUTPUT_WRITE and exit 1; the old site and nothing else is left', { timeout: 120_000 }, async () => {
    const out = path.join(disk!.dir, 'dist');
    mkdirSync(out);
    writeFileSync(path.join(out, 'index.html'), 'the old site');
    const run = await runCompiledCli(['build', '--root', PROJECT_ROOT, '--out', out]);
    expect(run.status).toBe(1);
    expect(run.stderr.trimEnd().split('\n')).toEqual([
      `E_OUTPUT_WRITE: Cannot write the site into ${out}: no space is left on the device (ENOSPC). The site that was there is unchanged. Free space on the disk that holds it (a build stages the new site beside the old one, so it needs room for both), make it writable, or choose another --out.`,
    ]);
    expect(run.stderr.split(':')[0]).toBe('E_OUTPUT_WRITE');
    expect(run.stdout).not.toContain('✔ built');
    expect(readdirSync(disk!.dir)).toEqual(['dist']);
    expect(readdirSync(out)).toEqual(['index.html']);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('the old site');
  });
});
