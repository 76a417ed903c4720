/**
 * The outbox's durability order (issue 20, item 23): the file is flushed, then renamed into its folder, then
 * the folder is flushed, and only then does the write resolve (and the visitor get an answer). A process kill
 * cannot show a wrong order, a power loss can: so the calls themselves are recorded, on real files. And a
 * write that fails (a full disk, item 18) leaves no partial file in tmp/.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openOutbox, prepareOutboxSync, type OutboxIo } from '../../server/mail/outbox.js';
import { createMailApp, createTempOutbox, injectedChallenge, solveProof, testMailConfig, VALID } from '../helpers/mail.js';

const box = createTempOutbox();
afterAll(() => box.dispose());

/** The real operations, each call written into `calls` as it happens, with paths relative to the outbox. */
function recordingIo(calls: string[]): OutboxIo {
  const short = (file: unknown) => path.relative(box.dir, String(file)) || '.';
  return {
    open: (async (file: Parameters<typeof open>[0], flags?: Parameters<typeof open>[1], mode?: Parameters<typeof open>[2]) => {
      const handle = await open(file, flags, mode);
      calls.push(`open ${short(file)}`);
      return new Proxy(handle, {
        get(target, key) {
          const value = Reflect.get(target, key, target) as unknown;
          if (typeof value !== 'function') return value;
          if (key === 'sync' || key === 'datasync' || key === 'writeFile') {
            return async (...args: unknown[]) => {
              const result = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
              calls.push(`${String(key)} ${short(file)}`);
              return result;
            };
          }
          return (value as (...a: unknown[]) => unknown).bind(target);
        },
      });
    }) as typeof open,
    rename: async (from, to) => {
      calls.push(`rename ${short(from)} -> ${short(to)}`);
      await rename(from, to);
    },
  };
}

it('writes a message: file written and flushed, renamed into new/, new/ flushed, and only then resolves', async () => {
  prepareOutboxSync(box.dir);
  const calls: string[] = [];
  const outbox = openOutbox(box.dir, recordingIo(calls));
  await outbox.write('new', '1.Rabc.host.eml', Buffer.from('message'));
  calls.push('resolved');
  expect(calls).toEqual([
    'open tmp/1.Rabc.host.eml',
    'writeFile tmp/1.Rabc.host.eml',
    'datasync tmp/1.Rabc.host.eml',
    'rename tmp/1.Rabc.host.eml -> new/1.Rabc.host.eml',
    'open new',
    'sync new',
    'resolved',
  ]);
  expect(box.list('new')).toEqual(['1.Rabc.host.eml']);
});

it('moves a message: renamed, then both folders flushed, and only then resolves', async () => {
  const calls: string[] = [];
  const outbox = openOutbox(box.dir, recordingIo(calls));
  await outbox.move('new', '1.Rabc.host.eml', 'cur', '1.Rabc.host.eml:2,P');
  calls.push('resolved');
  expect(calls[0]).toBe('rename new/1.Rabc.host.eml -> cur/1.Rabc.host.eml:2,P');
  expect(calls.at(-1)).toBe('resolved');
  expect(calls.slice(1, -1).filter((c) => c.startsWith('sync')).sort()).toEqual(['sync cur', 'sync new']);
  expect(box.list('cur')).toEqual(['1.Rabc.host.eml:2,P']);
});

it('removes the partial file of a write that fails (a full disk) and passes the error on', async () => {
  const calls: string[] = [];
  const io = recordingIo(calls);
  const full: OutboxIo = {
    ...io,
    open: (async (...args: Parameters<typeof open>) => {
      const handle = await io.open(...args);
      if (!String(args[0]).includes(`${path.sep}tmp${path.sep}`)) return handle;
      // Half the message reaches the disk, then it is full.
      return new Proxy(handle, {
        get: (target, key) =>
          key === 'writeFile'
            ? async (bytes: Uint8Array) => {
                await target.write(bytes.subarray(0, bytes.length / 2));
                throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
              }
            : Reflect.get(target, key, target),
      });
    }) as typeof open,
  };
  const outbox = openOutbox(box.dir, full);
  await expect(outbox.write('new', '2.Rdef.host.eml', Buffer.from('a message of some length'))).rejects.toMatchObject({ code: 'ENOSPC' });
  expect(box.list('tmp')).toEqual([]);
  expect(box.list('new')).toEqual([]);
});

/** A real full disk for the outbox: a 128 KB tmpfs, where this process may mount one (root on Linux). */
function mountSmallDisk(): { dir: string; unmount(): void } | undefined {
  const dir = mkdtempSync(path.join(tmpdir(), 'fiskalis-full-outbox-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=128k', 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
  return { dir, unmount: () => (execFileSync('umount', [dir], { stdio: 'ignore' }), rmSync(dir, { recursive: true, force: true })) };
}
const disk = mountSmallDisk();
afterAll(() => disk?.unmount());

it.skipIf(!disk)('on a really full disk, a refused post (500) leaves nothing in tmp/, and the service goes on', async () => {
  const outboxDir = path.join(disk!.dir, 'outbox');
  const app = await createMailApp(testMailConfig(outboxDir));
  try {
    // Whatever space is left goes to a filler file.
    const filler = path.join(disk!.dir, 'filler');
    const chunk = Buffer.alloc(4096, 120);
    try {
      for (;;) appendFileSync(filler, chunk);
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    }
    const send = async () =>
      app.inject({ method: 'POST', url: '/mail/send', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ ...VALID, kind: 'contact', locale: 'en', altcha: await solveProof(injectedChallenge(app)) }) });
    for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBe(500);
    expect(readdirSync(path.join(outboxDir, 'tmp'))).toEqual([]);
    expect(readdirSync(path.join(outboxDir, 'new'))).toEqual([]);
    // Space again: the next post is accepted.
    rmSync(filler);
    expect((await send()).statusCode).toBe(200);
    expect(readdirSync(path.join(outboxDir, 'new'))).toHaveLength(1);
  } finally {
    await app.close();
  }
});
