/**
 * What every command is given instead of reaching for the process: where its output goes, the environment it
 * reads and the folder it runs in. cli.ts passes the process's (`processIo`); tests pass their own and read
 * what was written. Commands return an exit code; only cli.ts ends the process.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pc from 'picocolors';
import { resolveConfig, type ResolvedConfig } from '../core/config.js';
import { ConfigError, UsageError } from '../core/errors/problem.js';

export const EXIT = { ok: 0, content: 1, usage: 2 } as const;

/** A stream a command writes to; `isTTY` decides colour as for process.stdout, `rows` and `columns` a screenful. */
export interface Writer {
  write(text: string | Uint8Array): unknown;
  readonly isTTY?: boolean;
  readonly rows?: number;
  readonly columns?: number;
}

export interface CommandIo {
  readonly stdout: Writer;
  readonly stderr: Writer;
  readonly env: NodeJS.ProcessEnv;
  /** The folder paths are shown relative to. */
  readonly cwd: string;
}

export function processIo(): CommandIo {
  return { stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd() };
}

/** Colour only on a terminal, never when NO_COLOR is set (no-color.org), always with FORCE_COLOR. */
export function useColor(io: CommandIo, stream: Writer = io.stdout): boolean {
  if (io.env.NO_COLOR) return false;
  if (io.env.FORCE_COLOR && io.env.FORCE_COLOR !== '0') return true;
  return Boolean(stream.isTTY);
}

export const green = (io: CommandIo, text: string) => pc.createColors(useColor(io)).green(text);

/** The project of `--root`, else of the folder the command runs in. */
export function configOf(options: { root?: string }, io: CommandIo): ResolvedConfig {
  return resolveConfig({ root: path.resolve(io.cwd, options.root ?? '.') });
}

/** A folder as a person would type it here: relative inside the current folder, absolute elsewhere. */
export function shownPath(io: CommandIo, dir: string): string {
  const relative = path.relative(io.cwd, dir);
  return relative === '' ? '.' : relative.startsWith('..') ? dir : relative;
}

/** API_BASE_URL: the origin of POST /mail/send for this build, instead of content/site.yaml's api.baseUrl. */
export function apiBaseOverride(io: CommandIo): { apiBaseUrl?: string } {
  const value = io.env.API_BASE_URL;
  if (value === undefined) return {};
  if (!/^(https?:\/\/[^/?#@\s]+)?$/.test(value)) throw new UsageError(`API_BASE_URL="${value}" is not an origin; use one like https://api.fiskalis.me (no path, no trailing slash), or an empty value for the site's own.`);
  return { apiBaseUrl: value };
}

/**
 * The exit code of an error a run ends with, its message printed (commander prints its own); undefined for a
 * bug (rethrow it). commander.help with a non-zero exit code is the help shown for a missing command: a usage error.
 */
export function exitCodeOf(error: unknown, io: CommandIo): number | undefined {
  const { code, exitCode } = error as { code?: string; exitCode?: number };
  if (code === 'commander.helpDisplayed' || code === 'commander.version' || (code === 'commander.help' && exitCode === 0)) return EXIT.ok;
  if (code?.startsWith('commander.')) return EXIT.usage;
  if (error instanceof ConfigError) {
    io.stderr.write(`${error.code}: ${error.message} ${error.hint}\n`);
    return EXIT.usage;
  }
  if (error instanceof UsageError) {
    io.stderr.write(`${error.message}\n`);
    return EXIT.usage;
  }
  return undefined;
}

export function readSource(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
