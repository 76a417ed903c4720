/**
 * Benchmark of loading broken content: every case of the broken-content corpus (test/content/cases/) and the
 * alias bomb, each loaded on a copy of the real content (test/content/fuzz.test.ts's damage is bounded the same way).
 * The tests check what is reported; the time it takes is claimed here: every load of damaged content is
 * bounded work, the alias bomb included (goals: each case ≤ 2,000 ms, the alias bomb ≤ 1,000 ms, well below
 * on an idle machine). Run with `npx tsx bench/broken-content.ts`; prints medians and maxima, no assertions.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createFixtureSite } from '../test/helpers/fixture-site.js';
import { crossFileCases } from '../test/content/cases/cross-file.js';
import { fileCases } from '../test/content/cases/files-yaml-schema.js';
import { contractAndHardeningCases, dataReferenceCases } from '../test/content/cases/contracts-hardening.js';
import { aliasBomb, TIERS } from '../test/content/cases/helpers.js';
import { pointingCases } from '../test/content/cases/pointing.js';
import { median, printTable } from './stats.js';

const cases = [...fileCases, ...crossFileCases, ...contractAndHardeningCases, ...dataReferenceCases, ...pointingCases];
const site = createFixtureSite();
try {
  const snapshot = readTree('content');
  // The corpus test's restore: every file as it was, none added.
  const restore = () => {
    for (const file of readTree('content').keys()) if (!snapshot.has(file)) rmSync(path.join(site.root, file));
    for (const [file, text] of snapshot) site.write(file, text);
  };
  function readTree(dir: string): Map<string, string> {
    const files = new Map<string, string>();
    for (const entry of readdirSync(path.join(site.root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) for (const [file, text] of readTree(relative)) files.set(file, text);
      else files.set(relative, site.read(relative));
    }
    return files;
  }
  // The schemas compile once, as in a test file.
  site.load();
  const timed = (run: () => void): number => {
    const start = performance.now();
    run();
    return performance.now() - start;
  };
  const times: number[] = [];
  let slowest = { name: '', ms: 0 };
  for (const c of cases) {
    try {
      c.mutate(site);
      const ms = timed(() => site.load());
      times.push(ms);
      if (ms > slowest.ms) slowest = { name: c.name, ms };
    } finally {
      restore();
    }
  }
  site.write(TIERS, `${site.read(TIERS)}\n${aliasBomb()}`);
  const bomb = [1, 2, 3].map(() => timed(() => site.load()));
  restore();
  printTable([
    ['what', 'loads', 'median ms', 'max ms', 'goal ms'],
    ['a broken-content case', times.length, median(times).toFixed(1), Math.max(...times).toFixed(1), 2000],
    ['the alias bomb', bomb.length, median(bomb).toFixed(1), Math.max(...bomb).toFixed(1), 1000],
  ]);
  console.log(`slowest case: ${slowest.name} (${slowest.ms.toFixed(1)} ms)`);
} finally {
  site.dispose();
}
