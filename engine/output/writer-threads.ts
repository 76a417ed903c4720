import type { Worker } from 'node:worker_threads';
import { startThread } from '../threads.js';

/**
 * Writer threads kept for the life of the process: a build takes the threads it needs and gives them back
 * when it has written everything, so the next build in the same process (the dev server's rebuilds, a test
 * file's builds) does not start threads again. An idle thread does not keep the process alive.
 */
const idle = new Set<Worker>();

/** `count` writer threads, started only where no idle one is left. */
export function takeWriterThreads(count: number): Worker[] {
  const taken: Worker[] = [];
  for (const worker of idle) {
    if (taken.length === count) break;
    idle.delete(worker);
    worker.removeAllListeners('exit');
    worker.ref();
    taken.push(worker);
  }
  while (taken.length < count) taken.push(startThread(import.meta.url, 'writer-thread', undefined));
  return taken;
}

/** Gives a thread back once it has answered every file it was handed; it waits, unreferenced, for the next build. */
export function giveBackWriterThread(worker: Worker): void {
  // The build's listeners only: a Worker listens to itself too (a new 'message' listener starts its port).
  for (const event of ['message', 'error', 'exit']) worker.removeAllListeners(event);
  worker.once('exit', () => idle.delete(worker));
  worker.unref();
  idle.add(worker);
}

