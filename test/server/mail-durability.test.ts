/**
 * The outbox's durability order (issue 20, item 23): the file is flushed, then renamed into its folder, then
 * the folder is flushed, and only then does the write resolve (and the visitor get an answer). A process kill
 * cannot show a wrong order, a power loss can: so the calls themselves are recorded, on real files.
 */
import { open, rename } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openOutbox, prepareOutboxSync, type OutboxIo } from '../../server/mail/outbox.js';
import { createTempOutbox } from '../helpers/mail.js';

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
