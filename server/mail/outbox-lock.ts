/**
 * One outbox, one process: a service takes `.lock` in the outbox before it touches tmp/ or starts delivering,
 * and gives it back when it closes or exits. Two processes on one outbox would each deliver every message of
 * new/ and clear each other's files in tmp/.
 *
 * The lock is a file made whole by a hard link (it appears with its contents or not at all) naming the
 * holder's process id and host. A lock whose process no longer runs on this host (killed, crashed, the
 * machine restarted) is stale and taken over; a lock of another host cannot be checked and is respected.
 */
import { linkSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { ConfigError } from '../../core/errors/problem.js';

export const LOCK_FILE = '.lock';

export interface OutboxLock {
  readonly file: string;
  /** Gives the lock back (once; later calls do nothing). */
  release(): void;
}

interface Holder {
  readonly pid: number;
  readonly host: string;
  readonly since: string;
}

/** Takes the outbox's lock or throws E_OUTBOX_LOCKED naming the process that holds it. */
export function lockOutbox(dir: string, isRunning: (pid: number) => boolean = processRuns): OutboxLock {
  const file = path.join(dir, LOCK_FILE);
  const own = `${JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() } satisfies Holder)}\n`;
  // Two rounds: the second follows the removal of a stale lock.
  for (let round = 0; round < 2; round += 1) {
    if (tryLink(file, own)) return heldLock(file, own);
    const text = readOrEmpty(file);
    if (text === undefined) continue; // released meanwhile
    const holder = parseHolder(text);
    if (holder && holder.host === hostname() && holder.pid !== process.pid && !isRunning(holder.pid)) {
      // Stale: removed only if it is still the same lock, so a lock another starter just took stays.
      if (readOrEmpty(file) === text) rmSync(file, { force: true });
      continue;
    }
    throw lockedError(dir, file, holder);
  }
  throw lockedError(dir, file, parseHolder(readOrEmpty(file) ?? ''));
}

function heldLock(file: string, own: string): OutboxLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    // Only our own: never a lock another process took after ours was removed by hand.
    if (readOrEmpty(file) === own) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { file, release };
}

function tryLink(file: string, text: string): boolean {
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, text, { mode: 0o600, flush: true });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

function lockedError(dir: string, file: string, holder: Holder | undefined): ConfigError {
  const who = holder ? `process ${holder.pid} on ${holder.host}, since ${holder.since}` : `another process (${file} is not a lock this service wrote)`;
  return new ConfigError('E_OUTBOX_LOCKED', `The outbox ${dir} is in use by ${who}.`);
}

function parseHolder(text: string): Holder | undefined {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    return Number.isInteger(value.pid) && typeof value.host === 'string' ? { pid: value.pid!, host: value.host, since: String(value.since) } : undefined;
  } catch {
    return undefined;
  }
}

function readOrEmpty(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Signal 0 checks without signalling; EPERM means it runs as another user. */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
