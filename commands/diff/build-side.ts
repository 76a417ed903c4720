/** Builds one side of a diff with its own code: its own CLI, as a process, into a folder of its own. */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, symlinkSync } from 'node:fs';
import path from 'node:path';

export interface SideRun { readonly code: number; readonly output: string }

/**
 * Gives a worktree's project the packages it needs: a link to the current project's node_modules when both
 * lockfiles are the same (no install, and the build caches under node_modules/.cache are shared), else
 * `npm ci` in the worktree (its `prepare` compiles that side's CLI).
 */
export async function prepareDependencies(sideProject: string, currentProject: string): Promise<SideRun & { readonly linked: boolean }> {
  const lock = (dir: string) => (existsSync(path.join(dir, 'package-lock.json')) ? readFileSync(path.join(dir, 'package-lock.json')) : undefined);
  const [theirs, ours] = [lock(sideProject), lock(currentProject)];
  if (theirs && ours && theirs.equals(ours) && existsSync(path.join(currentProject, 'node_modules'))) {
    symlinkSync(realpathSync(path.join(currentProject, 'node_modules')), path.join(sideProject, 'node_modules'), 'dir');
    return { code: 0, output: '', linked: true };
  }
  return { ...(await runProcess('npm', ['ci', '--no-audit', '--no-fund'], sideProject, process.env)), linked: false };
}

/** What commander answers a CLI that predates an option with (exit code 2, before any build). */
const UNKNOWN_RECORD_OPTION = "unknown option '--render-record'";

/**
 * `fiskalis-site build --out <outDir> --render-record <recordFile>` with the side's own CLI
 * (bin/fiskalis-site.js, compiled on first use), in production mode as `npm run build` runs it, at
 * `timestamp` (SOURCE_DATE_EPOCH) so both sides render the same year. A CLI older than the option refuses it
 * before building and is run again without it: such a build wrote its record into the output (read-side.ts).
 * Its output is kept: a side that fails to build shows its own problems, as `validate` prints them.
 */
export async function buildSide(sideProject: string, outDir: string, recordFile: string, env: NodeJS.ProcessEnv, timestamp: number): Promise<SideRun> {
  const { NODE_ENV: _mode, ...rest } = env;
  const run = (extra: readonly string[]) => runProcess(process.execPath, ['bin/fiskalis-site.js', 'build', '--out', outDir, '--format', 'text', ...extra], sideProject, { ...rest, SOURCE_DATE_EPOCH: String(timestamp) });
  const first = await run(['--render-record', recordFile]);
  return first.code === 2 && first.output.includes(UNKNOWN_RECORD_OPTION) ? run([]) : first;
}

function runProcess(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv): Promise<SideRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
