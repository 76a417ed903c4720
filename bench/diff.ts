/**
 * Benchmark of `diff` as whole processes (issue 21, item 6): a one-message edit of the small fixture site in
 * a git repository (test/helpers/diff-repo.ts: the tool's code beside the content, its own node_modules/.cache),
 * the working tree against `main`, through the compiled CLI (`node bin/fiskalis-site.js diff`). After one
 * untimed run (the caches warm: the base's worktree folder, its compiled CLI, Vite's assets, the twins), the
 * median of RUNS (default 7) runs. Goal on a 2-core machine: ≤ 5 s without screenshots. `npm run bench:diff`.
 */
import path from 'node:path';
import { createDiffRepo } from '../test/helpers/diff-repo.js';
import { median, printTable } from './stats.js';
import { runTimed } from './timed-process.js';

const runs = Number(process.env.RUNS ?? 7);
const repo = createDiffRepo('small');
try {
  repo.replace('content/messages/me.yaml', 'eyebrow: "O nama"', 'eyebrow: "Ko smo mi"');
  const cli = path.join(repo.root, 'bin', 'fiskalis-site.js');
  const times: number[] = [];
  const peaks: number[] = [];
  for (let round = 0; round <= runs; round++) {
    const { ms, peakMb, stdout } = runTimed('diff', process.execPath, [cli, 'diff', '--base', 'main', '--format', 'json'], repo.root);
    if (round === 0 && !stdout.includes('"about.eyebrow"')) throw new Error(`the edit is not in the report:\n${stdout}`);
    if (round === 0) continue;
    times.push(ms);
    if (peakMb !== undefined) peaks.push(peakMb);
  }
  printTable([
    ['diff (one-message edit, small site, warm caches)', 'median ms', 'peak MB (the diff process)'],
    ['without screenshots', Math.round(median(times)), peaks.length ? Math.round(median(peaks)) : '–'],
  ]);
} finally {
  repo.dispose();
}
