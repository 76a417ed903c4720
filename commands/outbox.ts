import path from 'node:path';
import { UsageError } from '../core/errors/problem.js';
import { EXIT, shownPath, type CommandIo } from './io.js';

export interface OutboxOptions { root?: string }

/** The outbox `serve` writes into: OUTBOX_DIR relative to the project root, or outbox/. */
async function outboxDirFor(options: OutboxOptions, io: CommandIo): Promise<string> {
  const { outboxDirOf } = await import('../server/mail/config.js');
  return outboxDirOf(io.env, path.resolve(io.cwd, options.root ?? '.'));
}

/** `outbox list`: the messages of each folder of the outbox (or of `--folder`). */
export async function outboxList(options: OutboxOptions & { folder?: string }, io: CommandIo): Promise<number> {
  const [{ listOutbox, MESSAGE_FOLDERS }, { renderOutboxList }] = await Promise.all([import('../server/mail/inspect.js'), import('../server/mail/outbox-report.js')]);
  const folders = options.folder === undefined ? MESSAGE_FOLDERS : MESSAGE_FOLDERS.filter((f) => f === options.folder);
  if (folders.length === 0) throw new UsageError(`--folder ${options.folder} is not a folder of the outbox; use one of: ${MESSAGE_FOLDERS.join(', ')}.`);
  const dir = await outboxDirFor(options, io);
  io.stdout.write(`${renderOutboxList(shownPath(io, dir), await listOutbox(dir, folders))}\n`);
  return EXIT.ok;
}

/** `outbox show <name>`: one message, its headers and text, or with `--raw` the file as written. */
export async function outboxShow(name: string, options: OutboxOptions & { raw?: boolean }, io: CommandIo): Promise<number> {
  const [{ showMessage }, { renderMessage, renderRawForTerminal }] = await Promise.all([import('../server/mail/inspect.js'), import('../server/mail/outbox-report.js')]);
  const dir = await outboxDirFor(options, io);
  const shown = await showMessage(dir, name);
  // The bytes as written when piped or redirected; on a terminal, no control character gets through.
  if (options.raw) io.stdout.write(io.stdout.isTTY ? renderRawForTerminal(shown.raw) : shown.raw);
  else io.stdout.write(`${renderMessage(shownPath(io, dir), shown)}\n`);
  return EXIT.ok;
}

/** `outbox requeue [names...]`: moves failed messages (or the named ones) back into new/. */
export async function outboxRequeue(names: string[], options: OutboxOptions, io: CommandIo): Promise<number> {
  const [{ requeueMessages }, { renderRequeued }] = await Promise.all([import('../server/mail/inspect.js'), import('../server/mail/outbox-report.js')]);
  io.stdout.write(`${renderRequeued(await requeueMessages(await outboxDirFor(options, io), names))}\n`);
  return EXIT.ok;
}
