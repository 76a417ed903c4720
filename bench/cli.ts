/**
 * Benchmark of the CLI as whole processes: cold-process medians of `--version`, `validate` and `build` on the
 * real content, through the compiled launcher (`node bin/fiskalis-site.js`, what the npm scripts run), through
 * `npm run -s`, and through `tsx cli.ts` (transpiling at every start) for comparison. `build` is timed with the
 * caches warm (unchanged client sources skip Vite, twins and schemas come from node_modules/.cache) and with
 * them cleared before every run. Goals (2-core machine): `validate` ≤ 300 ms and `build` ≤ 800 ms as
 * processes of the CLI itself. Run with `npm run bench:cli` (RUNS=n changes the 10 runs per row).
 *
 * Validate and build run on a copy of the project (test/helpers/project-copy.ts) whose node_modules/ links
 * every installed package but has a .cache of its own, so clearing it touches nothing else.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { copyProject, SITE_INPUTS } from '../test/helpers/project-copy.js';
import { median, printTable } from './stats.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.RUNS ?? 10);
const scratch = mkdtempSync(path.join(tmpdir(), 'fiskalis-bench-cli-'));
const cleanups: (() => void)[] = [];
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

interface Figures { ms: number; peakMb: number | undefined }

/** Median wall time and peak memory of `runs` runs after one warm-up; `before` runs ahead of each, untimed. */
function time(command: string, args: readonly string[], before: () => void = () => {}): Figures {
  const times: number[] = [];
  const peaks: number[] = [];
  for (let i = 0; i <= runs; i++) {
    before();
    const [file, argv] = TIME ? [TIME, ['-f', '%M', command, ...args]] : [command, [...args]];
    const start = performance.now();
    const result = spawnSync(file, argv, { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    const ms = performance.now() - start;
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
    if (i === 0) continue;
    times.push(ms);
    // GNU time prints the peak resident set size in KB as the last line of stderr.
    const kb = Number(result.stderr.trim().split('\n').at(-1));
    if (TIME && Number.isFinite(kb)) peaks.push(kb / 1024);
  }
  return { ms: median(times), peakMb: peaks.length ? median(peaks) : undefined };
}

try {
  const copy = copyProject(SITE_INPUTS, 'fiskalis-bench-cli-project-');
  cleanups.push(copy.dispose);
  const project = copy.root;
  const out = path.join(scratch, 'dist');
  const clearCaches = () => rmSync(copy.cacheDir, { recursive: true, force: true });
  // Compiles the CLI if its sources changed, so no row pays for that.
  spawnSync(process.execPath, ['bin/compile-cli.js'], { cwd: root, stdio: 'inherit' });

  const node = process.execPath;
  const launcher = 'bin/fiskalis-site.js';
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const rows: [string, Figures][] = [
    ['node -e 0 (Node itself)', time(node, ['-e', '0'])],
    ['--version', time(node, [launcher, '--version'])],
    ['validate', time(node, [launcher, 'validate', '--root', project])],
    ['validate, caches cleared', time(node, [launcher, 'validate', '--root', project], clearCaches)],
    ['build', time(node, [launcher, 'build', '--root', project, '--out', out])],
    ['build, caches cleared', time(node, [launcher, 'build', '--root', project, '--out', out], clearCaches)],
    ['npm run -s validate', time('npm', ['run', '-s', 'validate', '--', '--root', project])],
    ['npm run -s build', time('npm', ['run', '-s', 'build', '--', '--root', project, '--out', out])],
    ['tsx cli.ts --version', time(tsx, ['cli.ts', '--version'])],
    ['tsx cli.ts validate', time(tsx, ['cli.ts', 'validate', '--root', project])],
    ['tsx cli.ts build', time(tsx, ['cli.ts', 'build', '--root', project, '--out', out])],
  ];
  console.log(`CLI as whole processes on the real content (node ${process.version}; median of ${runs} after one warm-up; goals: validate ≤ 300 ms, build ≤ 800 ms)`);
  printTable([['command', 'ms', 'peak MB'], ...rows.map(([name, f]) => [name, f.ms.toFixed(0), f.peakMb === undefined ? '-' : f.peakMb.toFixed(0)])]);
} finally {
  rmSync(scratch, { recursive: true, force: true });
  for (const cleanup of cleanups) cleanup();
}
