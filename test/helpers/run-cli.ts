import { spawn } from 'node:child_process';
import { PROJECT_ROOT } from './fixture-site.js';

export interface CliRun { status: number | null; stdout: string; stderr: string }

/**
 * Runs the real CLI from the project root as a process, without colour. Asynchronous, so a test can serve
 * something on loopback that the CLI requests meanwhile.
 */
/** `env` is merged over this process's; a variable set to undefined is left out. */
export function runCli(args: readonly string[], env: Record<string, string | undefined> = {}): Promise<CliRun> {
  const merged: Record<string, string | undefined> = { ...process.env, FORCE_COLOR: undefined, NO_COLOR: '1', ...env };
  const clean = Object.fromEntries(Object.entries(merged).filter((e): e is [string, string] => e[1] !== undefined));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'cli.ts', ...args], { cwd: PROJECT_ROOT, env: clean });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
