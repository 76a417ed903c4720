import { needsCompressing } from './compress.js';
import { createFileWriter, type FileWritten, type WriterSetup } from './file-writer.js';
import { giveBackWriterThread, takeWriterThreads } from './writer-threads.js';

/** A file for a writer thread to write, and the answer it gets (writer-thread.ts). */
interface WriterRequest {
  readonly id: number;
  readonly file: string;
  readonly bytes: Uint8Array;
}

/** What a writer thread is sent: the setup of the build it serves next, then that build's files. */
export type WriterMessage = { readonly setup: WriterSetup } | WriterRequest;

export type WriterAnswer = { readonly id: number; readonly result: FileWritten } | { readonly id: number; readonly error: { readonly message: string; readonly code?: string } };

export interface WriterPool {
  /**
   * Queues a file; resolves once the pool has room for more, so a producer that awaits it bounds memory.
   * `owned`: the bytes are the caller's to give away; a writer thread then takes them instead of a copy.
   */
  submit(file: string, bytes: Uint8Array, owned: boolean): Promise<void>;
  /** Resolves when every file submitted so far is written; rejects with the first failure. */
  settle(): Promise<void>;
  /** Lets go of the threads (after settle, or to give up): kept for the next build when they answered every file, else stopped. */
  close(): Promise<void>;
}

/**
 * Writer threads for the site output: each file is compressed and written (file-writer.ts) on one of
 * `threads` worker threads, so the thread that renders pages only hands them over. With synchronous calls
 * on their own threads, the writers overlap with rendering and with each other; the same work with the
 * promise API on the main thread waited for the main thread between every step of every file, and was
 * slower than writing after rendering (`npm run bench:scale`). With `threads` 0 the files are written
 * right away on the calling thread: for a few files, starting threads costs more than it saves.
 * The threads start at the first file with twins to compress (not all in the cache): until then, and in a
 * rebuild whose twins are all cached, files are written on the calling thread, as starting the threads cost
 * such a build more than it had to write. The threads are the process's (writer-threads.ts): a later build
 * takes the ones an earlier build gave back.
 */
export function openWriterPool(setup: WriterSetup, threads: number, onWritten: (result: FileWritten) => void): WriterPool {
  if (threads === 0) return inlinePool(setup, onWritten);
  let pool = inlinePool(setup, onWritten);
  let started = false;
  return {
    submit(file, bytes, owned) {
      if (!started && (!setup.twins || needsCompressing(file, bytes, setup.twins))) {
        started = true;
        pool = threadPool(setup, threads, onWritten);
      }
      return pool.submit(file, bytes, owned);
    },
    settle: () => pool.settle(),
    close: () => pool.close(),
  };
}

function threadPool(setup: WriterSetup, threads: number, onWritten: (result: FileWritten) => void): WriterPool {
  const workers = takeWriterThreads(threads);
  for (const worker of workers) worker.postMessage({ setup } satisfies WriterMessage);
  // Files wait here and go to a thread as it takes them up (IN_FLIGHT at a time), not to a thread chosen when
  // they come: how long a file takes is not its size (a font is written as it is, a script compresses slower
  // than a page), and Vite's files come all at once, the largest among them.
  const backlog: { request: WriterRequest; transfer: ArrayBuffer[] }[] = [];
  const inFlight = workers.map(() => 0);
  // Each file submitted and not yet written: its size.
  const pending = new Map<number, number>();
  let nextId = 0;
  let queuedBytes = 0;
  let failure: Error | undefined;
  let closing = false;
  const waiters = new Set<() => void>();
  const wakeUp = () => {
    for (const waiter of waiters) waiter();
    waiters.clear();
  };
  const dispatch = () => {
    while (backlog.length > 0 && !failure) {
      const index = inFlight.indexOf(Math.min(...inFlight));
      if (inFlight[index]! >= IN_FLIGHT) return;
      const { request, transfer } = backlog.shift()!;
      inFlight[index]!++;
      workers[index]!.postMessage(request, transfer);
    }
  };
  const exited = new Set<number>();
  workers.forEach((worker, index) => {
    worker.on('message', (answer: WriterAnswer) => {
      queuedBytes -= pending.get(answer.id)!;
      pending.delete(answer.id);
      inFlight[index]!--;
      if ('error' in answer) failure ??= Object.assign(new Error(answer.error.message), { code: answer.error.code });
      else onWritten(answer.result);
      dispatch();
      wakeUp();
    });
    worker.on('error', (error) => {
      failure ??= error;
      wakeUp();
    });
    worker.on('exit', (code) => {
      exited.add(index);
      if (!closing) failure ??= new Error(`A writer thread stopped (exit code ${code})`);
      wakeUp();
    });
  });
  const waitFor = async (done: () => boolean) => {
    while (!done() && !failure) await new Promise<void>((resolve) => waiters.add(resolve));
    if (failure) throw failure;
  };
  return {
    async submit(file, bytes, owned) {
      if (failure) throw failure;
      const id = nextId++;
      pending.set(id, bytes.byteLength);
      queuedBytes += bytes.byteLength;
      // A buffer of its own is handed over rather than copied (Buffer.from puts small strings in a shared slab).
      const transfer = owned && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : [];
      backlog.push({ request: { id, file, bytes }, transfer });
      dispatch();
      await waitFor(() => queuedBytes <= QUEUED_BYTES);
    },
    settle: () => waitFor(() => pending.size === 0),
    async close() {
      closing = true;
      // A thread with files still in hand (a build that gave up) would answer them to the next build: it stops.
      const reusable = pending.size === 0 && failure === undefined;
      await Promise.all(workers.map((worker, index) => {
        if (exited.has(index)) return undefined;
        if (!reusable) return worker.terminate();
        giveBackWriterThread(worker);
        return undefined;
      }));
    },
  };
}

/**
 * Files a thread holds at once: one to work on and one to go on with while the thread that renders is busy
 * and cannot hand over the next.
 */
const IN_FLIGHT = 2;

/**
 * Bytes submitted to the writer threads and not yet written: enough that no thread runs dry while a page
 * renders, little beside the site's content (a few pages of a 300-locale site).
 */
const QUEUED_BYTES = 4 * 1024 * 1024;

function inlinePool(setup: WriterSetup, onWritten: (result: FileWritten) => void): WriterPool {
  const write = createFileWriter(setup);
  return {
    async submit(file, bytes) {
      onWritten(write(file, bytes));
    },
    settle: async () => undefined,
    close: async () => undefined,
  };
}
