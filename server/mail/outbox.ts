/**
 * The outbox on disk, Maildir style: a message is written into tmp/, flushed, renamed into its folder and the
 * folder flushed, so it is either wholly there or not at all, and stays there through a crash or power loss.
 * Renames between folders are flushed the same way. Flushing a folder is shared by every rename waiting for
 * it (group commit): under load one fsync of new/ makes many messages durable at once.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { open, readdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { OUTBOX_FOLDERS, type MessageFolder, type OutboxFolder } from './types.js';

export interface Outbox {
  readonly dir: string;
  pathOf(folder: OutboxFolder, name: string): string;
  /** Writes a new message into `folder`; resolves once it is durable there. */
  write(folder: 'new' | 'spam', name: string, bytes: Uint8Array): Promise<void>;
  /** Moves a message to another folder (optionally renamed); resolves once the move is durable. */
  move(from: MessageFolder, name: string, to: MessageFolder, newName?: string): Promise<void>;
  /** The message names of a folder, oldest first (names start with their time). */
  list(folder: OutboxFolder): Promise<string[]>;
}

/** Creates the folders and proves the outbox writable with a flushed probe file; throws the system's error. */
export function prepareOutboxSync(dir: string): void {
  for (const folder of OUTBOX_FOLDERS) mkdirSync(path.join(dir, folder), { recursive: true });
  const probe = path.join(dir, 'tmp', `.probe-${process.pid}`);
  writeFileSync(probe, 'probe', { flush: true });
  rmSync(probe);
}

/** The file operations whose order makes a message durable; a test passes recording ones to check that order. */
export interface OutboxIo {
  readonly open: typeof open;
  readonly rename: typeof rename;
}

export function openOutbox(dir: string, io: OutboxIo = { open, rename }): Outbox {
  const syncs = new Map<OutboxFolder, () => Promise<void>>(OUTBOX_FOLDERS.map((f) => [f, createFolderSync(path.join(dir, f), io)]));
  const pathOf = (folder: OutboxFolder, name: string) => path.join(dir, folder, name);
  const syncFolder = (folder: OutboxFolder) => syncs.get(folder)!();
  return {
    dir,
    pathOf,
    async write(folder, name, bytes) {
      const temp = pathOf('tmp', name);
      const file = await io.open(temp, 'wx', 0o600);
      try {
        try {
          await file.writeFile(bytes);
          await file.datasync();
        } finally {
          await file.close();
        }
        await io.rename(temp, pathOf(folder, name));
      } catch (error) {
        // A full disk, say: the post is refused, and its partial file must not wait in tmp/ for a restart.
        await unlink(temp).catch(() => {});
        throw error;
      }
      await syncFolder(folder);
    },
    async move(from, name, to, newName = name) {
      await io.rename(pathOf(from, name), pathOf(to, newName));
      await Promise.all([syncFolder(to), syncFolder(from)]);
    },
    async list(folder) {
      const names = await readdir(path.join(dir, folder));
      return names.filter((n) => !n.startsWith('.')).sort(compareNames);
    },
  };
}

/** Removes what a crash left in tmp/: never answered, since the answer waits for the rename out of tmp/. */
export async function clearTmp(outbox: Outbox): Promise<void> {
  for (const name of await outbox.list('tmp')) await unlink(outbox.pathOf('tmp', name)).catch(() => {});
}

/** By time (the leading number), then by name. */
function compareNames(a: string, b: string): number {
  return Number.parseInt(a, 10) - Number.parseInt(b, 10) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * fsync of a folder, shared: a call made while one runs waits for the next one (its rename may have come
 * after the running fsync started), and every call made meanwhile shares that next one.
 */
function createFolderSync(folder: string, io: OutboxIo): () => Promise<void> {
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const start = (): Promise<void> => {
    const current = fsyncFolder(folder, io).finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return () => {
    if (queued) return queued;
    if (!running) return start();
    const next = running.catch(() => {}).then(() => {
      queued = undefined;
      return start();
    });
    queued = next;
    return next;
  };
}

async function fsyncFolder(folder: string, io: OutboxIo): Promise<void> {
  const handle = await io.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
