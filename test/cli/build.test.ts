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
import { createBuildableFixture, createFixtureSite, positionOf, PROJECT_ROOT, type FixtureSite } from '../helpers/fixture-site.js';
import { runCompiledCli, runInProcess } from '../helpers/run-cli.js';
import { renderNetlifyRedirects } from '../../pipeline/metadata/netlify-redirects.js';
import { renderNginxConf } from '../../pipeline/metadata/nginx-conf.js';
import { readHeadersFile } from '../../server/headers-file.js';
import { showAddLocale } from '../../commands/i18n/show-add-locale.js';
import { resolveConfig } from '../../core/config.js';

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

describe('build for a host (--target), on the small fixture site: its files, and the warning about the forms', () => {
  let site: FixtureSite;
  let out: string;
  const build = (args: readonly string[], env: Record<string, string | undefined>) => runInProcess(['build', '--root', site.root, '--out', out, ...args], { NETLIFY: undefined, API_BASE_URL: undefined, ...env });
  const hostFiles = () => ['_redirects', '_nginx.conf'].filter((f) => existsSync(path.join(out, f)));
  beforeAll(() => {
    site = createBuildableFixture();
    out = path.join(site.root, 'dist');
  });
  afterAll(() => site?.dispose());

  it("warns in one line naming API_BASE_URL when the forms would post to the static host; netlify gets _redirects", { timeout: 180_000 }, async () => {
    const run = await build(['--target', 'netlify'], {});
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^✔ built /);
    expect(run.stderr.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^W_FORMS_SAME_ORIGIN: The forms of \d+ pages call \/mail\/challenge and \/mail\/send on the site's own origin \(api\.baseUrl of content\/site\.yaml is empty\), which the static host this build is for \(--target netlify\) answers with 404\. Build with API_BASE_URL set to the contact service's origin/),
    ]);
    expect(hostFiles()).toEqual(['_redirects']);
    expect(readFileSync(path.join(out, '_redirects'), 'utf8')).toBe(renderNetlifyRedirects([{ prefix: '/en' }]));
  });

  it("is for Netlify on Netlify's build (NETLIFY=true), and an API_BASE_URL chosen for the build silences the warning", { timeout: 180_000 }, async () => {
    const run = await build([], { NETLIFY: 'true', API_BASE_URL: 'https://api.fiskalis.me' });
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(hostFiles()).toEqual(['_redirects']);
  });

  it('writes _nginx.conf from the rules of _headers for nginx; an empty API_BASE_URL (a proxy forwards the forms) silences the warning', { timeout: 180_000 }, async () => {
    const run = await build(['--target', 'nginx'], { API_BASE_URL: '' });
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(hostFiles()).toEqual(['_nginx.conf']);
    const rules = readHeadersFile(path.join(out, '_headers'));
    expect(readFileSync(path.join(out, '_nginx.conf'), 'utf8')).toBe(renderNginxConf({ rules, locales: [{ prefix: '/en' }, { prefix: '' }] }));
  });

  it("writes no host files and no warning for the site's own server (--target server), which answers the forms", { timeout: 180_000 }, async () => {
    const run = await build(['--target', 'server'], {});
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(hostFiles()).toEqual([]);
  });

  it('leaves a locale in progress out: no pages, alternates, sitemap entries or switcher item; one warning line', { timeout: 180_000 }, async () => {
    const siteYaml = site.read('content/site.yaml');
    showAddLocale(resolveConfig({ root: site.root }), { code: 'hr', office: 'montenegro' }, false);
    try {
      const run = await build(['--target', 'server'], {});
      expect(run.status).toBe(0);
      expect(run.stderr).toMatch(/^W_LOCALE_IN_PROGRESS: Locale "hr" is in progress: (\d+) of \1 messages are not translated yet .*; the build leaves the locale out \(content\/messages\/hr\.yaml:\d+:\d+\)\. /);
      expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect([existsSync(path.join(out, 'hr')), existsSync(path.join(out, 'hr.html'))]).toEqual([false, false]);
      expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).not.toMatch(/\/hr\b|hr-HR/);
      for (const page of ['index.html', 'en.html', 'en/privacy.html']) {
        const html = readFileSync(path.join(out, page), 'utf8');
        // The alternates of the head and the switcher's links (hrefLang, data-locale), and the app config's locales.
        expect([page, /hreflang="en-US"/i.test(html), /hreflang="hr|href="\/hr|"hr"/i.test(html)]).toEqual([page, true, false]);
      }
    } finally {
      site.write('content/site.yaml', siteYaml);
      site.remove('content/messages/hr.yaml');
    }
  });

  it('takes only the targets it knows', async () => {
    const run = await build(['--target', 'vercel'], {});
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("Allowed choices are static, netlify, nginx, server.");
  });

  it('refuses a render record inside the output folder, which a host would publish, before building', async () => {
    const run = await build(['--render-record', path.join(out, 'record.json')], {});
    expect([run.status, run.stderr]).toEqual([2, `--render-record ${path.join(out, 'record.json')} is inside the output folder (${out}), which is what a host publishes; write the record elsewhere, such as beside it.\n`]);
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
