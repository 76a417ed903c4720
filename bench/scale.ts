/**
 * Scaling benchmark of `build`: the whole build as a process (bench/scale-child.ts) on the real site and on
 * synthetic sites with 10× and 100× the locales (300 locales, 1,200 pages), each with the compressed-twin
 * cache cold (emptied) and warm (filled by the run before). Prints pages, total ms, ms per page, ms per
 * stage, MB of HTML and the process's peak RSS; then the same build through the compiled CLI, filling its
 * caches and warm (wall, ms per page, peak RSS). Goal (issue 19): at 100×, a first build through the CLI
 * ≤ 8 ms per page and ≤ 600 MB peak.
 * Run with `npm run bench:scale` (`-- 1 10` for some factors only).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { linkPackages } from '../test/helpers/project-copy.js';
import { printTable } from './stats.js';
import { runTimed, type TimedRun } from './timed-process.js';
import { createSyntheticSite } from './synthetic-site.js';
import { SITE_SOURCE_FOLDERS } from '../core/source-folders.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const factors = process.argv.slice(2).map(Number);
const scratch = mkdtempSync(path.join(tmpdir(), 'fiskalis-scale-'));

interface ChildResult {
  readonly pages: number;
  readonly ms: number;
  readonly timings: Record<string, number>;
  readonly htmlBytes: number;
  readonly maxRssKb: number;
}

/**
 * A site to build: a copy of the project (content, schemas, client sources) with `factor`× the locales. Its
 * node_modules is a folder of links to the project's packages, so Vite runs and the caches (assets, twins)
 * are the copy's own, under its node_modules/.cache.
 */
function prepareSite(factor: number): string {
  const site = factor === 1 ? mkdtempSync(path.join(scratch, 'x1-')) : createSyntheticSite(root, factor);
  for (const dir of factor === 1 ? ['content', 'schema', ...SITE_SOURCE_FOLDERS, 'public'] : [...SITE_SOURCE_FOLDERS, 'public']) cpSync(path.join(root, dir), path.join(site, dir), { recursive: true });
  for (const file of ['tsconfig.json', 'package.json']) cpSync(path.join(root, file), path.join(site, file));
  linkPackages(site);
  return site;
}

function buildAsProcess(site: string, outDir: string): ChildResult & { wallMs: number } {
  const start = performance.now();
  const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/scale-child.ts'), site, outDir], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 });
  const wallMs = performance.now() - start;
  if (child.status !== 0) throw new Error(`build failed:\n${child.stdout}${child.stderr}`);
  return { ...(JSON.parse(child.stdout.trim().split('\n').at(-1)!) as ChildResult), wallMs };
}

/**
 * The same build through the compiled CLI (`node bin/fiskalis-site.js build`, what `npm run build` runs), as a
 * process: its own caches (parse, schema passes, twins, assets) apply, which tsx-run code gets none of.
 */
function cliBuildAsProcess(site: string, outDir: string): TimedRun {
  return runTimed('CLI build', process.execPath, [path.join(root, 'bin/fiskalis-site.js'), 'build', '--root', site, '--out', outDir], root);
}

try {
  console.log(`build scaling benchmark (node ${process.version}; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; goal at 100×, CLI first build: ≤ 8 ms/page, ≤ 600 MB peak RSS)\n`);
  const stages = ['content', 'assets', 'render', 'metadata', 'write'];
  const rows: (string | number)[][] = [['site', 'twins', 'pages', 'wall ms', 'ms/page', ...stages.map((s) => `${s} ms`), 'MB HTML', 'peak RSS MB']];
  for (const factor of factors.length ? factors : [1, 10, 100]) {
    const site = prepareSite(factor);
    try {
      // Vite's output is cached apart from the twins: a first build fills it, so both rows time the same work.
      buildAsProcess(site, path.join(scratch, 'warmup'));
      let pages = 0;
      for (const twins of ['cold', 'warm'] as const) {
        if (twins === 'cold') rmSync(path.join(site, 'node_modules/.cache/fiskalis-site/twins'), { recursive: true, force: true });
        const out = path.join(scratch, `out-${factor}-${twins}`);
        const r = buildAsProcess(site, out);
        rows.push([`${factor}× locales`, twins, r.pages, r.wallMs.toFixed(0), (r.wallMs / r.pages).toFixed(2), ...stages.map((s) => (r.timings[s] ?? 0).toFixed(0)), (r.htmlBytes / 1e6).toFixed(1), (r.maxRssKb / 1024).toFixed(0)]);
        rmSync(out, { recursive: true, force: true });
        pages = r.pages;
      }
      // The compiled CLI: a first build fills its caches, the second is what a rebuild after an edit costs.
      for (const run of ['CLI, filling', 'CLI, warm'] as const) {
        const out = path.join(scratch, `out-${factor}-cli`);
        const r = cliBuildAsProcess(site, out);
        rows.push([`${factor}× locales`, run, pages, r.ms.toFixed(0), (r.ms / pages).toFixed(2), ...stages.map(() => ''), '', r.peakMb === undefined ? '' : r.peakMb.toFixed(0)]);
        rmSync(out, { recursive: true, force: true });
      }
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  }
  printTable(rows);
  console.log(`\n(load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')})`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
