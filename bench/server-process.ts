/**
 * The server under benchmark in its own process (bench/server-child.ts), so the load client and the server
 * never share an event loop; the parent asks it for its CPU time and peak memory around each measurement.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildStats } from './server-child.js';

export interface ServerProcess {
  readonly port: number;
  /** The server's CPU time so far and its own peak RSS. */
  stats(): Promise<ChildStats>;
  stop(): void;
}

/** Serves `distDir`; with `outbox`, the mail routes too (bench/mail-options.ts). */
export async function startServerProcess(distDir: string, outbox?: string): Promise<ServerProcess> {
  const child = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'server-child.ts'), {
    env: { ...process.env, BENCH_SERVER_DIST: distDir, ...(outbox ? { BENCH_SERVER_OUTBOX: outbox } : {}) },
    stdio: 'inherit',
  });
  try {
    const port = await nextMessage<number>(child);
    return {
      port,
      stats: () => {
        child.send('stats');
        return nextMessage<ChildStats>(child);
      },
      stop: () => void child.kill(),
    };
  } catch (error) {
    child.kill();
    throw error;
  }
}

function nextMessage<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the server process ended (${code})`));
    child.once('exit', onExit);
    child.once('message', (message) => {
      child.off('exit', onExit);
      resolve(message as T);
    });
  });
}
