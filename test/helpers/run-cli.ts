import { spawn } from 'node:child_process';
import { PROJECT_ROOT } from './fixture-site.js';

export interface CliRun { status: number | null; stdout: string; stderr: string }

/**
 * Runs the compiled CLI (bin/fiskalis-site.js, what the npm scripts run) from the project root as a process,
 * without colour. Asynchronous, so a test can serve something on loopback that the CLI requests meanwhile.
 * `env` is merged over this process's; a variable set to undefined is left out.
 */
export function runCompiledCli(args: readonly string[], env: Record<string, string | undefined> = {}): Promise<CliRun> {
  return runProcess(['bin/fiskalis-site.js', ...args], env);
}

function runProcess(nodeArgs: readonly string[], env: Record<string, string | undefined>): Promise<CliRun> {
  const clean = cliEnv(env);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, nodeArgs, { cwd: PROJECT_ROOT, env: clean });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** An output stream that keeps what is written, as text. */
function capture(): { write(text: string | Uint8Array): boolean; text(): string } {
  let text = '';
  return { write: (chunk) => ((text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')), true), text: () => text };
}

/** The environment a command gets, as a process or in this one: this one's, without colour, `env` merged over it (undefined removes). */
function cliEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const merged: Record<string, string | undefined> = { ...process.env, FORCE_COLOR: undefined, NO_COLOR: '1', ...env };
  return Object.fromEntries(Object.entries(merged).filter((e): e is [string, string] => e[1] !== undefined));
}

/**
 * Runs a command line in this process, as `fiskalis-site <args>` from the project root would (cli.ts runCli, with
 * commander, the same commands and exit codes), with its output captured: no process start, no tsx. A command
 * that serves (serve, start, dev) stops when `stop` resolves; use startInProcess to talk to it meanwhile.
 */
export async function runInProcess(args: readonly string[], env: Record<string, string | undefined> = {}, options: { cwd?: string; stop?: Promise<unknown> } = {}): Promise<CliRun> {
  const { runCli: run } = await import('../../cli.js');
  const stdout = capture();
  const stderr = capture();
  const io = { stdout, stderr, env: cliEnv(env), cwd: options.cwd ?? PROJECT_ROOT };
  const { code } = await run(['node', 'cli.ts', ...args], io, () => options.stop ?? Promise.resolve());
  return { status: code, stdout: stdout.text(), stderr: stderr.text() };
}

/** A serving command (serve, start, dev) run in this process: its output so far, and `stop` (SIGINT's stand-in). */
export interface InProcessServer {
  /** What it printed so far, stdout and stderr. */
  output(): { stdout: string; stderr: string };
  /** Resolves with the first URL it prints (`Serving … at <url>`, the dev server's address). */
  readonly url: Promise<string>;
  /** Stops it as SIGINT does, and resolves with how the run ended. */
  stop(): Promise<CliRun>;
  /** Resolves when the run ends on its own (it could not start), with how. */
  readonly ended: Promise<CliRun>;
}

export function startInProcess(args: readonly string[], env: Record<string, string | undefined> = {}, cwd = PROJECT_ROOT): InProcessServer {
  const stdout = capture();
  const stderr = capture();
  let stopNow!: () => void;
  const stopped = new Promise<void>((resolve) => (stopNow = resolve));
  let foundUrl!: (url: string) => void;
  const url = new Promise<string>((resolve) => (foundUrl = resolve));
  const watched = {
    write(chunk: string | Uint8Array) {
      stdout.write(chunk);
      const match = /(https?:\/\/[^\s)]+)/.exec(stdout.text());
      if (match) foundUrl(match[1]!.replace(/\/$/, ''));
      return true;
    },
  };
  const ended = (async () => {
    const { runCli: run } = await import('../../cli.js');
    const { code } = await run(['node', 'cli.ts', ...args], { stdout: watched, stderr, env: cliEnv(env), cwd }, () => stopped);
    return { status: code, stdout: stdout.text(), stderr: stderr.text() };
  })();
  return {
    output: () => ({ stdout: stdout.text(), stderr: stderr.text() }),
    url,
    ended,
    stop: () => (stopNow(), ended),
  };
}
