import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openWriterPool } from '../../engine/output/writer-pool.js';
import { giveBackWriterThread, takeWriterThreads } from '../../engine/output/writer-threads.js';

const parent = mkdtempSync(path.join(tmpdir(), 'fiskalis-writers-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('writer threads, kept for the process', () => {
  it('are handed to the next build once given back, and a stopped one is replaced', async () => {
    const first = takeWriterThreads(2);
    const ids = first.map((worker) => worker.threadId);
    for (const worker of first) giveBackWriterThread(worker);
    const second = takeWriterThreads(2);
    expect(second.map((worker) => worker.threadId).sort()).toEqual([...ids].sort());
    await second[0]!.terminate();
    giveBackWriterThread(second[1]!);
    const third = takeWriterThreads(2);
    expect(third.map((worker) => worker.threadId)).toContain(second[1]!.threadId);
    expect(third.map((worker) => worker.threadId)).not.toContain(second[0]!.threadId);
    await Promise.all(third.map((worker) => worker.terminate()));
  });

  it('write each build into its own staging folder, with the threads of the build before', async () => {
    const build = async (name: string) => {
      const staging = path.join(parent, name);
      const pool = openWriterPool({ staging, existing: [], twins: { cacheDir: undefined, bulkSite: false } }, 2, () => undefined);
      for (const page of ['a', 'b', 'c']) await pool.submit(`${page}.html`, new TextEncoder().encode(`<p>${name} ${page}</p>`.repeat(100)), false);
      await pool.settle();
      await pool.close();
      return ['a', 'b', 'c'].map((page) => readFileSync(path.join(staging, `${page}.html`), 'utf8').slice(0, 20));
    };
    const idleIds = () => {
      const workers = takeWriterThreads(2);
      for (const worker of workers) giveBackWriterThread(worker);
      return workers.map((worker) => worker.threadId).sort();
    };
    expect(await build('one')).toEqual(['<p>one a</p><p>one a', '<p>one b</p><p>one b', '<p>one c</p><p>one c']);
    const kept = idleIds();
    expect(await build('two')).toEqual(['<p>two a</p><p>two a', '<p>two b</p><p>two b', '<p>two c</p><p>two c']);
    // The second build wrote with the first one's threads and gave them back.
    expect(idleIds()).toEqual(kept);
  });
});
