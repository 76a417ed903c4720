/**
 * Benchmark of `validate`: load + schema validation + cross-file rules + ICU parse and compile.
 * Goals: ≤ 50 ms warm in-process on the real content, ≤ 300 ms for the whole process (the compiled CLI),
 * linear in the number of locales. Run with `npm run bench` (or `npx tsx bench/validate.ts`); prints medians, no assertions.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { resolveConfig } from '../core/config.js';
import { loadContent, summarize } from '../pipeline/load-content.js';
import { measure, median, printTable } from './stats.js';
import { createSyntheticSite } from './synthetic-site.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function measureProcess(projectRoot: string, runs: number): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const result = spawnSync(process.execPath, ['bin/fiskalis-site.js', 'validate', '--root', projectRoot], { cwd: root, env: { ...process.env, NO_COLOR: '1' } });
    times.push(performance.now() - start);
    if (result.status !== 0) throw new Error(`validate failed on ${projectRoot}:\n${result.stdout}${result.stderr}`);
  }
  return median(times);
}

const rows: (string | number)[][] = [['content', 'locales', 'messages', 'warm ms (median)', 'ms per locale', 'process ms (median)']];
for (const factor of [1, 10, 100]) {
  const siteRoot = factor === 1 ? root : createSyntheticSite(root, factor);
  try {
    const config = resolveConfig({ root: siteRoot });
    const summary = summarize(loadContent(config));
    const runs = factor === 100 ? 5 : 15;
    const warm = measure(() => loadContent(config), { warmup: factor === 100 ? 1 : 3, runs });
    const processMs = measureProcess(siteRoot, factor === 100 ? 3 : 5);
    rows.push([factor === 1 ? 'real' : `${factor}× locales`, summary.locales, summary.messages, warm.toFixed(1), (warm / summary.locales).toFixed(2), processMs.toFixed(0)]);
  } finally {
    if (siteRoot !== root) rmSync(siteRoot, { recursive: true, force: true });
  }
}
console.log(`validate benchmark (node ${process.version}, goals: warm ≤ 50 ms, process (compiled CLI) ≤ 300 ms on real content, ms per locale flat)`);
printTable(rows);
