/**
 * What `cli outbox` does, as functions that return data (cli.ts prints): list the messages of each folder,
 * find one to show, and put failed (or spam) messages back into new/ for another round of delivery. They
 * work on the outbox while a server uses it: moves are renames, and the server's worker reads new/ again
 * every few seconds.
 */
import { existsSync } from 'node:fs';
import { readFile, utimes } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../../core/errors/problem.js';
import { baseName } from './names.js';
import { openOutbox, type Outbox } from './outbox.js';
import { readMessage, type ReadMessage } from './read-message.js';
import type { MessageFolder, OutboxEntry } from './types.js';

export const MESSAGE_FOLDERS: readonly MessageFolder[] = ['new', 'cur', 'failed', 'spam'];

export async function listOutbox(dir: string, folders: readonly MessageFolder[] = MESSAGE_FOLDERS): Promise<OutboxEntry[]> {
  const outbox = openExisting(dir);
  const entries: OutboxEntry[] = [];
  for (const folder of folders) {
    for (const name of await outbox.list(folder)) {
      const message = await readMessage(await readFile(outbox.pathOf(folder, name))).catch(() => undefined);
      entries.push(entryOf(folder, name, message));
    }
  }
  return entries;
}

export interface ShownMessage {
  readonly entry: OutboxEntry;
  /** The body as text. */
  readonly text: string;
  /** The file as written: RFC 5322. */
  readonly raw: Buffer;
}

/** The one message whose name starts with `query` (or contains it, as the id does). */
export async function showMessage(dir: string, query: string): Promise<ShownMessage> {
  const outbox = openExisting(dir);
  const [found] = await findMessages(outbox, [query], MESSAGE_FOLDERS);
  const raw = await readFile(outbox.pathOf(found!.folder, found!.name));
  const message = await readMessage(raw);
  return { entry: entryOf(found!.folder, found!.name, message), text: message.text ?? '', raw };
}

/**
 * Moves messages back into new/: every failed one, or the named ones from failed/ or spam/ (a request kept as
 * spam that a person judged genuine). Their waiting time starts again. Returns the names moved.
 */
export async function requeueMessages(dir: string, queries: readonly string[] = []): Promise<string[]> {
  const outbox = openExisting(dir);
  const chosen = queries.length > 0 ? await findMessages(outbox, queries, ['failed', 'spam']) : (await outbox.list('failed')).map((name) => ({ folder: 'failed' as const, name }));
  const now = new Date();
  for (const { folder, name } of chosen) {
    // The worker gives up by the time a message has waited in new/, which it reads from the file's mtime.
    await utimes(outbox.pathOf(folder, name), now, now);
    await outbox.move(folder, name, 'new', baseName(name));
  }
  return chosen.map((c) => baseName(c.name));
}

async function findMessages(outbox: Outbox, queries: readonly string[], folders: readonly MessageFolder[]): Promise<{ folder: MessageFolder; name: string }[]> {
  const all: { folder: MessageFolder; name: string }[] = [];
  for (const folder of folders) for (const name of await outbox.list(folder)) all.push({ folder, name });
  return queries.map((query) => {
    const matches = all.filter(({ name }) => name.startsWith(query) || (query.length >= 8 && name.includes(query)));
    if (matches.length === 1) return matches[0]!;
    const where = folders.join('/, ');
    if (matches.length === 0) throw new UsageError(`No message in ${where}/ of ${outbox.dir} matches "${query}"; \`outbox list\` shows their names.`);
    throw new UsageError(`"${query}" matches ${matches.length} messages; give more of the name.`);
  });
}

function entryOf(folder: MessageFolder, name: string, message: ReadMessage | undefined): OutboxEntry {
  return {
    folder,
    name,
    to: message?.to ?? [],
    ...(message?.date ? { date: message.date } : {}),
    ...(message?.kind ? { kind: message.kind } : {}),
    ...(message?.locale ? { locale: message.locale } : {}),
    ...(message?.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message?.subject !== undefined ? { subject: message.subject } : {}),
    ...(message?.messageId ? { messageId: message.messageId } : {}),
  };
}

function openExisting(dir: string): Outbox {
  if (!existsSync(path.join(dir, 'new'))) throw new UsageError(`There is no outbox at ${dir}; set OUTBOX_DIR to the folder the server writes (default: outbox/ in the project).`);
  return openOutbox(dir);
}
