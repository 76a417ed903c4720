/**
 * Benchmark of the visitor runtime: for every route, the bytes of the script every page loads up front and of
 * each chunk loaded later (raw, gzip -9, brotli q11), measured by loading the page in Chromium, then waking
 * every island as a visitor would (scrolling, pointing, focusing a field); then Lighthouse 12, mobile and
 * desktop, the four categories, for every route: the median run by performance of RUNS runs (default 3; a
 * loaded machine makes single runs noisy) and every run's performance score, runs that Lighthouse itself
 * reports as failed retried. Goals: up-front JS ≤ 5 KB brotli, 100 everywhere in every run. The audits that
 * cost points in any run are listed. Run with `npm run bench:runtime` (routes as arguments limit it: `-- /en /sr/privacy`).
 *
 * The site is built into a temp folder and served over loopback by test/helpers/static-host.ts (a static
 * host that serves the build's .br/.gz twins and the _headers rules), so the figures do not depend on the
 * preview server. Lighthouse drives Debian's Chromium (test/helpers/chromium.ts) with the tests' flags.
 *
 * Beside the Lighthouse table: the time from Send to Sent on the contact form (issue 20, item 8), for a
 * visitor who fills it in 3 s and in 15 s after it comes into view, on the desktop and with Lighthouse's
 * mobile CPU slowdown (4×, DevTools' CPU throttling), against the real server and contact service with the
 * production proof of work (no SMTP: the outbox is the destination). SEND_RUNS runs each (default 5), median
 * and range. `BENCH_PARTS=send npm run bench:runtime` runs only that part (parts: bytes, lighthouse, send).
 */
import './production-env.js';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import type { Browser, Page } from 'playwright-core';
import { buildSite } from '../engine/build.js';
import { resolveConfig } from '../core/config.js';
import { createServer, serverOptionsFor } from '../server/app.js';
import { resolveMailConfig } from '../server/mail/config.js';
import { CHROMIUM_FLAGS, launchBrowser } from '../test/helpers/browser.js';
import { ensureChromium } from '../test/helpers/chromium.js';
import { serveStatic } from '../test/helpers/static-host.js';
import { printTable } from './stats.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const only = process.argv.slice(2);
const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
const SEND_RUNS = Math.max(1, Number(process.env.SEND_RUNS ?? 5));
const PARTS = new Set((process.env.BENCH_PARTS ?? 'bytes,lighthouse,send').split(',').map((p) => p.trim()));

const scratch = mkdtempSync(path.join(tmpdir(), 'fiskalis-runtime-'));
const outDir = path.join(scratch, 'dist');
const build = await buildSite(resolveConfig(), { outDir });
const routes = build.pages.filter((p) => p.kind === 'route').map((p) => p.path).filter((p) => only.length === 0 || only.includes(p));
const host = await serveStatic(outDir);

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

function sizesOf(bytes: Buffer | string): Sizes {
  return {
    raw: Buffer.byteLength(bytes),
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const fileSizes = (urlPath: string) => sizesOf(readFileSync(path.join(outDir, urlPath)));
const kb = (n: number) => (n / 1024).toFixed(2);
const triple = (s: Sizes) => `${kb(s.raw)} / ${kb(s.gzip)} / ${kb(s.brotli)}`;

/** Scripts of one route: those loaded before any interaction, and those its islands load later. */
async function scriptsOf(page: Page, route: string): Promise<{ upFront: string[]; inline: string; lazy: string[] }> {
  const loaded: string[] = [];
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  await page.goto(`${host.origin}${route}`, { waitUntil: 'networkidle' });
  // Past the metadata fetch (1 s after load): still no interaction.
  await page.waitForTimeout(1200);
  const upFront = [...loaded];
  const inline = (await page.$$eval('script:not([src]):not([type="application/json"])', (scripts) => scripts.map((s) => s.textContent ?? ''))).join('');
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  for (const island of await page.$$('[data-island]')) {
    await island.hover();
    await (await island.$('input:not([type="hidden"]):not([tabindex="-1"])'))?.focus();
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  page.off('request', onRequest);
  return { upFront, inline, lazy: [...new Set(loaded.slice(upFront.length))] };
}

async function printBytes(): Promise<void> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ locale: 'sr-ME', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const rows: (string | number)[][] = [['route', 'up-front JS: files', 'raw / gzip / brotli KB', 'later chunks (on island near or used)', 'raw / gzip / brotli KB']];
    const chunks = new Map<string, Sizes>();
    for (const route of routes) {
      const { upFront, inline, lazy } = await scriptsOf(page, route);
      const parts = [...upFront.map(fileSizes), ...(inline ? [sizesOf(inline)] : [])];
      const total = parts.reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli }), { raw: 0, gzip: 0, brotli: 0 });
      for (const chunk of lazy) chunks.set(chunk, fileSizes(chunk));
      const lazyTotal = lazy.map(fileSizes).reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli }), { raw: 0, gzip: 0, brotli: 0 });
      rows.push([route, [...upFront.map((f) => path.basename(f)), ...(inline ? ['inline'] : [])].join(' + '), triple(total), lazy.map((f) => path.basename(f)).join(' + ') || '–', lazy.length ? triple(lazyTotal) : '–']);
    }
    console.log('\nJavaScript per route (up-front: before any interaction, inline scripts included; budget ≤ 5 KB brotli)\n');
    printTable(rows);
    console.log('\nLazily loaded chunks\n');
    printTable([['chunk', 'raw KB', 'gzip KB', 'brotli KB'], ...[...chunks].map(([f, s]) => [path.basename(f), kb(s.raw), kb(s.gzip), kb(s.brotli)])]);
    await context.close();
  } finally {
    await browser.close();
  }
}

async function printLighthouse(): Promise<void> {
  const chrome = await chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  // benchmarkIndex: Lighthouse's CPU score of the machine during the run; a loaded machine scores lower and
  // its simulated mobile timings grow, so it is printed with the scores it shaped.
  const rows: (string | number)[][] = [['route', ...CATEGORIES.map((c) => `mobile ${short(c)}`), 'P of each run', 'CPU', ...CATEGORIES.map((c) => `desktop ${short(c)}`), 'P of each run', 'CPU']];
  const costs: string[] = [];
  const failures: string[] = [];
  try {
    for (const route of routes) {
      const row: (string | number)[] = [route];
      for (const [form, config] of [['mobile', undefined], ['desktop', desktopConfig]] as const) {
        const runs: Result[] = [];
        for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 3; attempt++) {
          const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
          const result = (await lighthouse(`${host.origin}${route}`, flags, config))?.lhr;
          if (result && !result.runtimeError) runs.push(result);
          else failures.push(`${route} ${form}: ${result?.runtimeError?.code ?? 'no result'} ${result?.runtimeError?.message ?? ''}`.trim());
        }
        if (runs.length === 0) throw new Error(`Lighthouse failed every run of ${route} (${form})`);
        const median = runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))[runs.length >> 1]!;
        for (const category of CATEGORIES) row.push(Math.round((median.categories[category]?.score ?? 0) * 100));
        // Every run's performance, worst first: the goal is 100 in each run, not only in the median.
        row.push(runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)).join(' '));
        row.push(Math.round(median.environment.benchmarkIndex));
        // What cost points in any run (the worst run is first).
        costs.push(...runs.flatMap((run, i) => costlyAudits(run).map((line) => `${route} ${form} run ${i + 1}/${runs.length}: ${line}`)));
      }
      rows.push(row);
    }
  } finally {
    await chrome.kill();
  }
  console.log(`\nLighthouse ${lighthouseVersion()}, median of ${RUNS} runs (simulated throttling; mobile = Moto G Power on slow 4G, desktop = the desktop preset)\n`);
  printTable(rows);
  console.log(costs.length ? `\nWhat costs points (runs in order of their performance score):\n${costs.map((c) => `  ${c}`).join('\n')}` : '\nEvery audit passes, in every run.');
  if (failures.length) console.log(`\nRuns Lighthouse reported as failed (retried):\n${failures.map((f) => `  ${f}`).join('\n')}`);
}

/** The audits of a category that lost points, with their weight and the figure Lighthouse shows. */
function costlyAudits(result: Result): string[] {
  const lines: string[] = [];
  for (const category of CATEGORIES) {
    const data = result.categories[category];
    if (!data || data.score === 1) continue;
    for (const ref of data.auditRefs) {
      const audit = result.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      lines.push(`${short(category)} ${ref.id} (weight ${ref.weight}, score ${audit.score.toFixed(2)}${audit.displayValue ? `, ${audit.displayValue}` : ''})`);
    }
  }
  return lines;
}

function short(category: string): string {
  return ({ performance: 'P', accessibility: 'A', 'best-practices': 'BP', seo: 'SEO' } as Record<string, string>)[category] ?? category;
}

function lighthouseVersion(): string {
  return (JSON.parse(readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8')) as { version: string }).version;
}

/** One visitor: the form comes into view, is filled over `fillMs`, then Send; the time until the form says Sent. */
async function sendToSent(browser: Browser, origin: string, fillMs: number, cpuRate: number): Promise<number> {
  {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.goto(`${origin}/en`, { waitUntil: 'networkidle' });
    const started = Date.now();
    await page.locator('#contact-form').scrollIntoViewIfNeeded();
    await page.locator('#contact-form[novalidate]').waitFor({ state: 'attached', timeout: 60_000 });
    // Three fields, typed at an even pace over the fill time from the moment the form came into view.
    const fields: [string, string][] = [['#contact-name', 'Ana Bench'], ['#contact-email', 'ana@example.me'], ['#contact-phoneNumber', '+382 67 123 456']];
    for (const [i, [selector, value]] of fields.entries()) {
      await page.fill(selector, value);
      const due = started + ((i + 1) * fillMs) / fields.length;
      if (due > Date.now()) await page.waitForTimeout(due - Date.now());
    }
    const ms = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const form = document.querySelector<HTMLFormElement>('#contact-form')!;
          const start = performance.now();
          const observer = new MutationObserver(() => {
            if (form.dataset.phase === 'sent') {
              observer.disconnect();
              resolve(performance.now() - start);
            } else if (form.dataset.phase === undefined && document.querySelector('#contact-status')?.textContent) {
              observer.disconnect();
              reject(new Error(`not sent: ${document.querySelector('#contact-status')?.textContent}`));
            }
          });
          observer.observe(form, { attributes: true, subtree: true, childList: true, characterData: true });
          form.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
        }),
    );
    await context.close();
    return ms;
  }
}

async function printSendTimes(): Promise<void> {
  const outboxDir = path.join(scratch, 'outbox');
  mkdirSync(outboxDir);
  const content = build.content;
  const config = resolveMailConfig({ env: { OUTBOX_DIR: outboxDir, MAIL_RATE_LIMIT: '1000/1m' }, content, root: process.cwd() });
  const app = await createServer({ ...serverOptionsFor(content, outDir), rootRedirect: 'off', mail: { content, config } });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser();
  const rows: (string | number)[][] = [['form filled in', 'CPU', 'Send → Sent median ms', 'min–max ms', 'runs']];
  try {
    for (const fillMs of [3_000, 15_000]) {
      for (const [label, rate] of [['desktop', 1], ['4× slowdown', 4]] as const) {
        const times: number[] = [];
        for (let run = 0; run < SEND_RUNS; run++) times.push(await sendToSent(browser, origin, fillMs, rate));
        times.sort((a, b) => a - b);
        rows.push([`${fillMs / 1000} s`, label, Math.round(times[times.length >> 1]!), `${Math.round(times[0]!)}–${Math.round(times.at(-1)!)}`, times.length]);
      }
    }
  } finally {
    await browser.close();
    await app.close();
  }
  console.log(`\nContact form, Send → Sent (/en, the real service and proof of work: ${config.challenge.cost} PBKDF2 iterations × ${config.challenge.counterMin}–${config.challenge.counterMax} attempts)\n`);
  printTable(rows);
}

try {
  if (PARTS.has('bytes')) await printBytes();
  if (PARTS.has('lighthouse')) await printLighthouse();
  if (PARTS.has('send')) await printSendTimes();
} finally {
  await host.close();
  rmSync(scratch, { recursive: true, force: true });
}
