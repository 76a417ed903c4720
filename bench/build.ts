/**
 * Benchmark of `build`. Prints per-stage medians (warm, in-process), render + write ms per page, the whole
 * build as a process, the same with 10× and 100× synthetic locales (ms per page should stay flat), and the
 * bytes of every route's HTML/CSS/JS raw, gzip and brotli. Goals: render + write ≤ 1 ms per page warm;
 * full build as a process of the compiled CLI ≤ 800 ms on a 2-core machine (`npm run bench:cli` has it with
 * caches warm and cleared). Run with `npm run bench:build`.
 *
 * "Warm" is a process that has rendered the site before and has the content loaded, as a preview server
 * has after an edit; the goal's figure is the case where every page changed (each is rendered and written).
 * Rebuilds that first reload the content and rerun Vite in the same process are printed next to it.
 */
import './production-env.js';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildSite, type BuildResult } from '../engine/build.js';
import { resolveConfig } from '../core/config.js';
import { loadContent } from '../pipeline/load-content.js';
import { buildPageTable } from '../pipeline/routes.js';
import { renderPages } from '../pipeline/render/render-page.js';
import { renderSiteArt } from '../pipeline/render/site-art.js';
import { writeSite } from '../engine/output/write-site.js';
import { median, printTable } from './stats.js';
import { createSyntheticSite } from './synthetic-site.js';
import { SITE_SOURCE_FOLDERS } from '../core/source-folders.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'fiskalis-bench-'));

/**
 * Rebuilds into one folder as a preview server would. Each build is dated a year later, which changes the
 * copyright year in every page's footer: every page differs from the one before, so every page is written.
 */
async function warmBuilds(projectRoot: string, runs: number): Promise<{ last: BuildResult; stage: (name: keyof BuildResult['timings']) => number }> {
  const config = resolveConfig({ root: projectRoot });
  const outDir = path.join(scratch, `site-${path.basename(projectRoot)}`);
  const timings: BuildResult['timings'][] = [];
  let last: BuildResult | undefined;
  for (let i = 0; i < runs + 2; i++) {
    process.env.SOURCE_DATE_EPOCH = String(Date.UTC(2030 + i, 0, 1) / 1000);
    // Only the newest build is kept: holding every build's pages (120 MB at 100× locales) would slow the
    // garbage collector down and charge that to the builds measured after it.
    last = undefined;
    last = await buildSite(config, { outDir });
    // The first two only warm up: they write into an empty folder and an empty spare.
    if (i >= 2) timings.push(last.timings);
  }
  return { last: last!, stage: (name) => median(timings.map((t) => t[name])) };
}

/**
 * Renders and writes every page again with the content already loaded, as a preview server would after an
 * edit. `changeEveryPage` dates each run a year later (every page written); otherwise the pages are the same
 * as before and the write only compares them with what is on disk.
 */
async function loadedRenderWrite(projectRoot: string, previous: BuildResult, changeEveryPage: boolean): Promise<number> {
  const content = loadContent(resolveConfig({ root: projectRoot }));
  const pages = buildPageTable(content);
  const css = readdirSync(path.join(previous.outDir, 'assets')).filter((f) => /^home-.*\.css$/.test(f)).map((f) => `/assets/${f}`);
  const outDir = path.join(scratch, changeEveryPage ? 'loaded-changed' : 'loaded-same');
  const times: number[] = [];
  for (let i = 0; i < 45; i++) {
    const buildYear = changeEveryPage ? 2026 + i : 2026;
    const start = performance.now();
    const files = renderPages(pages, { content, assets: { css, boot: '/assets/boot.js', rootScript: '' }, art: renderSiteArt(content).art, buildYear, buildId: 'bench', apiBase: '' }).files;
    const counts = await writeSite(outDir, files);
    if (i >= 5) times.push((performance.now() - start) / pages.length);
    if (i >= 5 && counts.written !== (changeEveryPage ? pages.length : 0)) throw new Error(`expected ${changeEveryPage ? 'every' : 'no'} page written, got ${counts.written}`);
  }
  return median(times);
}

function processBuild(projectRoot: string, runs: number): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const r = spawnSync(process.execPath, ['bin/fiskalis-site.js', 'build', '--root', projectRoot, '--out', path.join(scratch, `process-out-${i}`)], { cwd: root, env: { ...process.env, NO_COLOR: '1' } });
    times.push(performance.now() - start);
    if (r.status !== 0) throw new Error(`build failed:\n${r.stdout}${r.stderr}`);
  }
  return median(times);
}

try {
  console.log(`build benchmark (node ${process.version}; goals: render+write ≤ 1 ms/page warm, full build as a process ≤ 800 ms)\n`);
  const real = await warmBuilds(root, 15);
  const pages = real.last.pages.length;
  const stages = ['content', 'assets', 'render', 'metadata', 'write'] as const;
  printTable([['stage (real content, warm median of 15)', 'ms'], ...stages.map((s) => [s, real.stage(s).toFixed(1)])]);
  const counts = real.last.written;
  console.log(`(each rebuild: ${counts.written} files written, ${counts.unchanged} unchanged)`);
  const perPage = (real.stage('render') + real.stage('write')) / pages;
  console.log(`\nrender + write within full rebuilds, every page changed: ${perPage.toFixed(2)} ms per page (${pages} pages; each rebuild first reloads content and runs Vite in the same process)`);
  console.log(`render + write warm (content loaded once), every page changed: ${(await loadedRenderWrite(root, real.last, true)).toFixed(2)} ms per page (median of 40; the goal's figure)`);
  console.log(`render + write warm (content loaded once), no page changed: ${(await loadedRenderWrite(root, real.last, false)).toFixed(2)} ms per page (median of 40)`);
  console.log(`full build as a process (the compiled CLI: node bin/fiskalis-site.js build) into an empty folder, caches warm, median of 3: ${processBuild(root, 3).toFixed(0)} ms\n`);

  // Every page lists every locale (hreflang, og:locale:alternate, switcher), so pages grow with the locale
  // count; time per KB of HTML is the figure that shows whether the work itself stays linear.
  const htmlKb = (r: BuildResult) => r.pages.reduce((n, p) => n + statSync(path.join(r.outDir, p.file)).size, 0) / 1024;
  const rows: (string | number)[][] = [['content', 'pages', 'render ms', 'write ms', 'ms per page (render+write)', 'KB HTML per page', 'µs per KB (render+write)']];
  const row = (name: string, r: BuildResult, render: number, write: number) => {
    const n = r.pages.length;
    rows.push([name, n, render.toFixed(1), write.toFixed(1), ((render + write) / n).toFixed(2), (htmlKb(r) / n).toFixed(1), (((render + write) * 1000) / htmlKb(r)).toFixed(1)]);
  };
  row('real', real.last, real.stage('render'), real.stage('write'));
  for (const factor of [10, 100]) {
    const synthetic = createSyntheticSite(root, factor);
    for (const dir of [...SITE_SOURCE_FOLDERS, 'public']) cpSync(path.join(root, dir), path.join(synthetic, dir), { recursive: true });
    try {
      const run = await warmBuilds(synthetic, factor === 100 ? 2 : 3);
      row(`${factor}× locales`, run.last, run.stage('render'), run.stage('write'));
    } finally {
      rmSync(synthetic, { recursive: true, force: true });
    }
  }
  printTable(rows);

  const result = real.last;
  const size = (bytes: Uint8Array | string) => {
    const buffer = Buffer.from(bytes);
    return [buffer.length, gzipSync(buffer, { level: 9 }).length, brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length];
  };
  const bytesRows: (string | number)[][] = [['route', 'HTML raw', 'HTML gz', 'HTML br', 'CSS raw', 'CSS gz', 'CSS br', 'JS raw', 'JS gz', 'JS br']];
  for (const page of result.pages) {
    const html = readFileSync(path.join(result.outDir, page.file), 'utf8');
    // The stylesheets the page links (one bundle of its layout's and sections' rules).
    const css = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => readFileSync(path.join(result.outDir, m[1]!)));
    const cssSizes = css.map(size).reduce((a, b) => a.map((v, i) => v + b[i]!), [0, 0, 0]);
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('');
    const linked = [...html.matchAll(/<script[^>]*\bsrc="\/([^"]+)"/g)].map((m) => Buffer.from(readFileSync(path.join(result.outDir, m[1]!))).toString());
    const js = inline + linked.join('');
    const jsSizes = js ? size(js) : [0, 0, 0];
    bytesRows.push([page.kind === 'route' ? page.path : `${page.file} (${page.kind === 'notFound' ? 404 : 500})`, ...size(html), ...cssSizes, ...jsSizes]);
  }
  console.log('\nbytes per route (CSS is the stylesheet the page links; JS is inline + linked scripts)');
  printTable(bytesRows);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
