import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../core/errors/catalogue.js';
import { sharedSite, type SharedSite } from '../helpers/built-site.js';
import { createFixtureSite, positionOf, type FixtureSite } from '../helpers/fixture-site.js';
import { runInProcess as runCli } from '../helpers/run-cli.js';

// One build of the real site, copied into two fixture projects: one as built, one with links broken by hand.
let built: SharedSite;
let good: FixtureSite;
let broken: FixtureSite;
let outside: Server;
let outsideUrl: string;

beforeAll(async () => {
  built = await sharedSite();
  good = createFixtureSite();
  broken = createFixtureSite();
  for (const site of [good, broken]) cpSync(built.outDir, path.join(site.root, 'dist'), { recursive: true });
  // An "outside" server: 127.0.0.1 is not the checker's own host, so offline runs skip it.
  outside = createServer((request, response) => {
    response.statusCode = request.url === '/ok' ? 200 : 404;
    response.end('outside');
  });
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  outsideUrl = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
  broken.replace('dist/en.html', 'href="/en/privacy"', 'href="/en/privacyy"');
  broken.replace('dist/sr/privacy.html', 'href="/sr#contact"', 'href="/sr#kontakt"');
  // An absolute link to the site's own baseUrl is checked against the build: an hreflang alternate here.
  broken.replace('dist/en/privacy.html', 'href="https://fiskalis.me/sr/privacy"', 'href="https://fiskalis.me/sr/privacy-old"');
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => outside?.close(resolve));
  for (const site of [good, broken]) site?.dispose();
  built?.dispose();
});

/** Where the first link `attribute` starts in a built file: the first character of its value. */
const linkAt = (site: FixtureSite, file: string, attribute: string) => ({ file, ...positionOf(site.read(file), attribute, attribute.indexOf('"') + 1) });

describe('check-links on a good build', () => {
  it('exits 0 with one summary line; outside links are not requested', async () => {
    const run = await runCli(['check-links', '--root', good.root]);
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toMatch(/^✔ links ok: 24 pages, \d+ links checked, \d+ outside links not checked \(offline; --external checks them\) \(\d+ ms\)\n$/);
  });

  it('prints [] with --format json and nothing with --format github', async () => {
    expect(await runCli(['check-links', '--root', good.root, '--format', 'json'])).toEqual({ status: 0, stdout: '[]\n', stderr: '' });
    expect(await runCli(['check-links', '--root', good.root, '--format', 'github'])).toEqual({ status: 0, stdout: '', stderr: '' });
  });
});

describe('check-links on a build with dangling links and a missing fragment', () => {
  const expected = () => [
    { code: 'E_LINK_BROKEN', message: 'The link to /en/privacyy is broken (HTTP 404)', ...linkAt(broken, 'dist/en.html', 'href="/en/privacyy"') },
    { code: 'E_LINK_BROKEN', message: 'The link to /sr/privacy-old is broken (HTTP 404)', ...linkAt(broken, 'dist/en/privacy.html', 'href="https://fiskalis.me/sr/privacy-old"') },
    { code: 'E_LINK_FRAGMENT', message: 'The link to /sr#kontakt names #kontakt, but /sr has no element with id="kontakt"', ...linkAt(broken, 'dist/sr/privacy.html', 'href="/sr#kontakt"') },
  ] as const;

  it('exits 1 and reports each at the page and column that write it, as validate prints problems', async () => {
    const run = await runCli(['check-links', '--root', broken.root]);
    expect([run.status, run.stderr]).toEqual([1, '']);
    const heads = expected().map((p) => `${p.file}:${p.line}:${p.column}  ${p.code}  ${p.message}\n  hint: ${catalogue[p.code].hint}`);
    expect(run.stdout).toBe(`${heads.join('\n\n')}\n\n✖ 3 problems in 3 files\n`);
  });

  it('prints {code, message, file, line, column, hint} rows with --format json', async () => {
    const run = await runCli(['check-links', '--root', broken.root, '--format', 'json']);
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual(expected().map((p) => ({ code: p.code, message: p.message, file: p.file, line: p.line, column: p.column, hint: catalogue[p.code].hint })));
  });

  it('prints GitHub annotations with --format github', async () => {
    const run = await runCli(['check-links', '--root', broken.root, '--format', 'github']);
    expect(run.status).toBe(1);
    expect(run.stdout.trimEnd().split('\n').map((l) => /^::error file=([^,]+),line=(\d+),col=(\d+),title=(\w+)::/.exec(l)?.slice(1))).toEqual(
      expected().map((p) => [p.file, String(p.line), String(p.column), p.code]),
    );
  });
});

describe('check-links --external', () => {
  let site: FixtureSite;
  beforeAll(() => {
    site = createFixtureSite();
    mkdirSync(path.join(site.root, 'dist'));
    writeFileSync(path.join(site.root, 'dist/index.html'), `<!doctype html><title>t</title><a href="${outsideUrl}/ok">ok</a>\n<a href="${outsideUrl}/gone">gone</a>`);
  });
  afterAll(() => site?.dispose());

  it('skips outside links by default', async () => {
    const run = await runCli(['check-links', '--root', site.root]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('2 outside links not checked');
  });

  it('requests them with --external and reports the broken one', async () => {
    const run = await runCli(['check-links', '--root', site.root, '--external', '--format', 'json']);
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual([
      { code: 'E_LINK_BROKEN', message: `The link to ${outsideUrl}/gone is broken (HTTP 404)`, file: 'dist/index.html', line: 2, column: 10, hint: catalogue.E_LINK_BROKEN.hint },
    ]);
  });
});

describe('check-links without a build', () => {
  it('exits 2 and says to build first', async () => {
    const run = await runCli(['check-links', '--root', good.root, '--out', 'nothing-here']);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`E_SITE_NOT_BUILT: nothing-here/ holds no HTML pages to check. ${catalogue.E_SITE_NOT_BUILT.hint}\n`);
  });
});
