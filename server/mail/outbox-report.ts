/**
 * `cli outbox` as text: renderX returns what cli.ts prints. Dates are UTC, as in the messages' own headers.
 * Everything read from a message, a file name or a relay is shown through visible-text.ts, so no control
 * character reaches the operator's terminal.
 */
import type { ShownMessage } from './inspect.js';
import type { DeliveryEvent, MessageFolder, OutboxEntry } from './types.js';
import { visibleLine, visibleText } from './visible-text.js';

const FOLDER_MEANING: Readonly<Record<MessageFolder, string>> = {
  new: 'waiting for delivery (or kept here: no SMTP_URL)',
  cur: 'delivered',
  failed: 'given up; `outbox requeue` sends it again',
  spam: 'judged spam, never delivered',
};

export function renderOutboxList(dir: string, entries: readonly OutboxEntry[]): string {
  const counts = (['new', 'cur', 'failed', 'spam'] as const).map((f) => `${entries.filter((e) => e.folder === f).length} ${f}`).join(', ');
  if (entries.length === 0) return `${dir}: empty (${counts})`;
  const rows = entries.map((e) => [e.folder, dateOf(e.date), e.kind ?? '?', e.to.join(', '), e.subject ?? '', e.name].map(visibleLine));
  const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((row) => row[column]!.length)));
  const lines = rows.map((row) => row.map((cell, column) => (column < 4 ? cell.padEnd(widths[column]!) : cell)).join('  '));
  return [...lines, `${dir}: ${counts}`].join('\n');
}

export function renderMessage(dir: string, shown: ShownMessage): string {
  const { entry } = shown;
  const fields: [string, string | undefined][] = [
    ['File', `${dir}/${entry.folder}/${entry.name}`],
    ['Folder', `${entry.folder}: ${FOLDER_MEANING[entry.folder]}`],
    ['Date', dateOf(entry.date)],
    ['To', entry.to.join(', ')],
    ['Reply-To', entry.replyTo],
    ['Subject', entry.subject],
    ['Kind', entry.kind],
    ['Locale', entry.locale],
    ['Message-ID', entry.messageId],
  ];
  const head = fields.filter((f): f is [string, string] => f[1] !== undefined).map(([name, value]) => `${`${name}:`.padEnd(12)}${visibleLine(value)}`);
  return `${head.join('\n')}\n\n${visibleText(shown.text).trimEnd()}`;
}

/** `outbox show --raw` on a terminal: the file's lines, with its control characters shown as escapes. */
export function renderRawForTerminal(raw: Buffer): string {
  return visibleText(raw.toString('utf8'));
}

export function renderRequeued(names: readonly string[]): string {
  if (names.length === 0) return 'Nothing to re-queue: failed/ is empty.';
  return [`Re-queued ${names.length} message${names.length === 1 ? '' : 's'} into new/:`, ...names.map((n) => `  ${visibleLine(n)}`)].join('\n');
}

/** One line per delivery event, for the server's output. */
export function renderDeliveryEvent(event: DeliveryEvent): string {
  const name = visibleLine(event.name);
  if (event.type === 'delivered') return `mail: delivered ${name}`;
  if (event.type === 'foreign') return `mail: not an outbox message name, not delivered, left in new/: ${name} (give it a name like 1795000000.R0123456789abcdef.host.eml to deliver it, or move it out)`;
  if (event.type === 'retry') return `mail: not delivered yet, retry in ${Math.round(event.retryInMs / 1000)} s: ${name}: ${visibleLine(event.error)}`;
  return `mail: gave up, moved to failed/: ${name}: ${visibleLine(event.error)}`;
}

function dateOf(date: Date | undefined): string {
  return date ? `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '?';
}
