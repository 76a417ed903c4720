/**
 * Benchmark of `diff` as whole processes (issue 21, item 6): a one-message edit of the small fixture site in
 * a git repository (test/helpers/diff-repo.ts: the tool's code beside the content, its own node_modules/.cache),
 * the working tree against `main`, through the compiled CLI (`node bin/fiskalis-site.js diff`). After one
 * untimed run (the caches warm: the base's worktree folder, its compiled CLI, Vite's assets, the twins), the
 * median of RUNS (default 7) runs, without screenshots and with them (`--screenshots`: the edited section at
 * 390 and 1440 px, in a Chromium of its own). Goals on a 2-core machine: ≤ 5 s without screenshots, ≤ 30 s with
 * up to five sections pictured. `npm run bench:diff`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDiffRepo } from '../test/helpers/diff-repo.js';
import { median, printTable } from './stats.js';
import { runTimed } from './timed-process.js';

const runs = Number(process.env.RUNS ?? 7);
const repo = createDiffRepo('small');
try {
  repo.replace('content/messages/me.yaml', 'eyebrow: "O nama"', 'eyebrow: "Ko smo mi"');
  const cli = path.join(repo.root, 'bin', 'fiskalis-site.js');
  const shots = mkdtempSync(path.join(tmpdir(), 'fiskalis-bench-diff-'));
  const rows = [
    { name: 'without screenshots', args: [] as string[] },
    { name: 'with screenshots (one section, 390 and 1440 px)', args: ['--screenshots', shots] },
  ];
  const times = rows.map((): number[] => []);
  const peaks = rows.map((): number[] => []);
  // A round runs each row once, in turn, so a busy spell of the machine falls on both alike.
  for (let round = 0; round <= runs; round++) {
    rows.forEach((row, i) => {
      const { ms, peakMb, stdout } = runTimed('diff', process.execPath, [cli, 'diff', '--base', 'main', '--format', 'json', ...row.args], repo.root);
      if (round === 0 && !stdout.includes('"about.eyebrow"')) throw new Error(`the edit is not in the report:\n${stdout}`);
      if (round === 0) return;
      times[i]!.push(ms);
      if (peakMb !== undefined) peaks[i]!.push(peakMb);
    });
  }
  printTable([
    ['diff (one-message edit, small site, warm caches)', 'median ms', 'peak MB (the diff process)'],
    ...rows.map((row, i) => [row.name, Math.round(median(times[i]!)), peaks[i]!.length ? Math.round(median(peaks[i]!)) : '–']),
  ]);
  rmSync(shots, { recursive: true, force: true });
} finally {
  repo.dispose();
}
