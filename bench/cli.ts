/**
 * Benchmark of the CLI as whole processes: cold-process medians of `--version`, `validate` and `build` on the
 * real content, through the compiled launcher (`node bin/fiskalis-site.js`, what the npm scripts run), through
 * `npm run -s`, and through `tsx cli.ts` (transpiling at every start) for comparison. `build` is timed with the
 * caches warm (unchanged client sources skip Vite, twins and schemas come from node_modules/.cache) and with
 * them cleared before every run; `validate` also after an edit of the content before every run (its kept answer
 * then does not apply, the other caches do). Goals (2-core machine, issue 19): `validate` ≤ 150 ms, ≤ 300 ms
 * after an edit; `build` ≤ 600 ms, ≤ 2.5 s with every cache cleared; as processes of the CLI itself. Run with
 * `npm run bench:cli` (RUNS=n changes the 10 runs per row).
 *
 * Validate and build run on a copy of the project (test/helpers/project-copy.ts) whose node_modules/ links
 * every installed package but has a .cache of its own, so clearing it touches nothing else.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyProject, SITE_INPUTS } from '../test/helpers/project-copy.js';
import { median, printTable } from './stats.js';
import { runTimed } from './timed-process.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.RUNS ?? 10);
const scratch = mkdtempSync(path.join(tmpdir(), 'fiskalis-bench-cli-'));
const cleanups: (() => void)[] = [];

interface Row { name: string; command: string; args: readonly string[]; before?: () => void }
interface Figures { ms: number; peakMb: number | undefined }

/**
 * Median wall time and peak memory of each row over `runs` rounds after a warm-up round. A round runs
 * every row once, in turn, so a busy spell of the machine falls on all rows alike; `before` runs ahead of
 * its row, untimed.
 */
function timeRows(rows: readonly Row[]): Figures[] {
  const times = rows.map((): number[] => []);
  const peaks = rows.map((): number[] => []);
  for (let round = 0; round <= runs; round++) {
    rows.forEach((row, i) => {
      row.before?.();
      const { ms, peakMb } = runTimed(row.name, row.command, row.args, root);
      if (round === 0) return;
      times[i]!.push(ms);
      if (peakMb !== undefined) peaks[i]!.push(peakMb);
    });
  }
  return rows.map((_, i) => ({ ms: median(times[i]!), peakMb: peaks[i]!.length ? median(peaks[i]!) : undefined }));
}

try {
  const copy = copyProject(SITE_INPUTS, 'fiskalis-bench-cli-project-');
  cleanups.push(copy.dispose);
  const project = copy.root;
  const out = path.join(scratch, 'dist');
  const clearCaches = () => rmSync(copy.cacheDir, { recursive: true, force: true });
  // A save since the last run: validate's kept answer does not apply, the other caches do.
  let edits = 0;
  const editContent = () => appendFileSync(path.join(project, 'content/site.yaml'), `# edit ${++edits}\n`);
  // Compiles the CLI if its sources changed, so no row pays for that.
  spawnSync(process.execPath, ['bin/compile-cli.js'], { cwd: root, stdio: 'inherit' });

  const node = process.execPath;
  const launcher = 'bin/fiskalis-site.js';
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const validate = ['validate', '--root', project];
  const build = ['build', '--root', project, '--out', out];
  const rows: Row[] = [
    { name: 'node -e 0 (Node itself)', command: node, args: ['-e', '0'] },
    { name: '--version', command: node, args: [launcher, '--version'] },
    { name: 'validate', command: node, args: [launcher, ...validate] },
    { name: 'validate, content edited', command: node, args: [launcher, ...validate], before: editContent },
    { name: 'validate, caches cleared', command: node, args: [launcher, ...validate], before: clearCaches },
    { name: 'build', command: node, args: [launcher, ...build] },
    { name: 'build, caches cleared', command: node, args: [launcher, ...build], before: clearCaches },
    { name: 'npm run -s validate', command: 'npm', args: ['run', '-s', ...validate.slice(0, 1), '--', ...validate.slice(1)] },
    { name: 'npm run -s build', command: 'npm', args: ['run', '-s', ...build.slice(0, 1), '--', ...build.slice(1)] },
    { name: 'tsx cli.ts --version', command: tsx, args: ['cli.ts', '--version'] },
    { name: 'tsx cli.ts validate', command: tsx, args: ['cli.ts', ...validate] },
    { name: 'tsx cli.ts build', command: tsx, args: ['cli.ts', ...build] },
  ];
  // Rows that clear the caches are timed after the others, so they never leave a warm row a cold cache. The
  // edit's row comes right after `validate, caches cleared`, so it finds what the last `validate` kept, as a
  // maintainer's next save does. After `build, caches cleared` it found no parse of content/i18n-sources.yaml
  // (a build does not read that file) and timed that parse too.
  const warm = rows.filter((row) => !row.before);
  const cold = ['validate, caches cleared', 'validate, content edited', 'build, caches cleared'].map((name) => rows.find((row) => row.name === name)!);
  const timed = new Map([...warm, ...cold].map((row, i) => [row, i] as const));
  const measured = [...timeRows(warm), ...timeRows(cold)];
  const figures = rows.map((row) => measured[timed.get(row)!]!);
  console.log(`CLI as whole processes on the real content (node ${process.version}; median of ${runs} rounds after a warm-up round, rows in turn; goals: validate ≤ 150 ms, after an edit ≤ 300 ms; build ≤ 600 ms, caches cleared ≤ 2.5 s)`);
  printTable([['command', 'ms', 'peak MB'], ...rows.map((row, i) => [row.name, figures[i]!.ms.toFixed(0), figures[i]!.peakMb === undefined ? '-' : figures[i]!.peakMb!.toFixed(0)])]);
} finally {
  rmSync(scratch, { recursive: true, force: true });
  for (const cleanup of cleanups) cleanup();
}
