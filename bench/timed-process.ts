import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

export interface TimedRun {
  /** Wall time from spawning to the end of the process. */
  readonly ms: number;
  /** Peak resident set size, from GNU time; undefined on a machine without it. */
  readonly peakMb: number | undefined;
  readonly stdout: string;
}

/** Runs a command to its end as a process of its own (NO_COLOR set); throws, with its output, if it fails. */
export function runTimed(name: string, command: string, args: readonly string[], cwd: string): TimedRun {
  const [file, argv] = TIME ? [TIME, ['-f', '%M', command, ...args]] : [command, [...args]];
  const start = performance.now();
  const result = spawnSync(file, argv, { cwd, encoding: 'utf8', maxBuffer: 1 << 26, env: { ...process.env, NO_COLOR: '1' } });
  const ms = performance.now() - start;
  if (result.status !== 0) throw new Error(`${name} failed:\n${result.stdout}${result.stderr}`);
  // GNU time prints the peak resident set size in KB as the last line of stderr.
  const kb = Number(result.stderr.trim().split('\n').at(-1));
  return { ms, peakMb: TIME && Number.isFinite(kb) ? kb / 1024 : undefined, stdout: result.stdout };
}
