/**
 * A writer thread of the site output (writer-pool.ts): compresses each file it is handed and writes it with
 * its twins into the staging folder (file-writer.ts), then says what it wrote, one answer per file.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createFileWriter, type WriterSetup } from './file-writer.js';
import type { WriterAnswer, WriterRequest } from './writer-pool.js';

const write = createFileWriter(workerData as WriterSetup);

parentPort!.on('message', ({ id, file, bytes }: WriterRequest) => {
  let answer: WriterAnswer;
  try {
    answer = { id, result: write(file, bytes) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? { message: error.message, code: (error as NodeJS.ErrnoException).code } : { message: String(error) } };
  }
  parentPort!.postMessage(answer);
});
