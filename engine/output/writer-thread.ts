/**
 * A writer thread of the site output (writer-pool.ts): for each build it serves, it is first told where and
 * how to write (the build's WriterSetup), then compresses each file it is handed and writes it with its twins
 * into the staging folder (file-writer.ts), and says what it wrote, one answer per file. It outlives a build
 * (writer-threads.ts).
 */
import { parentPort } from 'node:worker_threads';
import { createFileWriter, type FileWritten } from './file-writer.js';
import type { WriterAnswer, WriterMessage } from './writer-pool.js';

let write: ((file: string, bytes: Uint8Array) => FileWritten) | undefined;

parentPort!.on('message', (message: WriterMessage) => {
  if ('setup' in message) {
    write = createFileWriter(message.setup);
    return;
  }
  const { id, file, bytes } = message;
  let answer: WriterAnswer;
  try {
    answer = { id, result: write!(file, bytes) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? { message: error.message, code: (error as NodeJS.ErrnoException).code } : { message: String(error) } };
  }
  parentPort!.postMessage(answer);
});
