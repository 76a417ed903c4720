/**
 * Delivers the messages of new/ over SMTP (nodemailer, pooled), each exactly as it was written, and moves it
 * to cur/ the moment the relay has accepted it. A failure waits and tries again (first retry after
 * firstRetryMs, doubling up to maxRetryMs); while the relay cannot be reached at all, the whole queue waits
 * instead of every message knocking on its own. A message that has waited giveUpAfterMs since it was
 * written (or re-queued) goes to failed/. A restart finds the rest in new/ and carries on.
 *
 * Delivered at least once, practically once: between the relay's "250 OK" and the rename into cur/ there
 * is a window of a few milliseconds; a process killed inside it hands that message over again after a
 * restart, with the same Message-ID.
 */
import { open } from 'node:fs/promises';
import nodemailer from 'nodemailer';
import { deliveredName, parseMessageName } from './names.js';
import type { Outbox } from './outbox.js';
import { readMessage } from './read-message.js';
import type { DeliveryConfig, DeliveryEvent } from './types.js';

export interface DeliveryWorker {
  start(): Promise<void>;
  /** A message was just written into new/. */
  notify(name: string): void;
  stop(): Promise<void>;
}

interface Pending {
  attempts: number;
  nextAt: number;
}

/** nodemailer's codes for a relay that could not be reached or talked to at all. */
const UNREACHABLE = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EAUTH', 'ENOAUTH']);
const STOP_GRACE_MS = 5_000;

export function createDeliveryWorker(outbox: Outbox, smtpUrl: string, config: DeliveryConfig, report: (event: DeliveryEvent) => void): DeliveryWorker {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: config.connections,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  const pending = new Map<string, Pending>();
  const running = new Map<string, Promise<void>>();
  let pausedUntil = 0;
  let unreachableInARow = 0;
  let wake: NodeJS.Timeout | undefined;
  let scan: NodeJS.Timeout | undefined;
  let stopped = true;

  const backoff = (attempt: number) => Math.min(config.maxRetryMs, config.firstRetryMs * 2 ** Math.max(0, attempt - 1));

  const foreign = new Set<string>();
  const enqueue = (name: string) => {
    if (stopped || pending.has(name)) return;
    if (parseMessageName(name)) pending.set(name, { attempts: 0, nextAt: 0 });
    else if (!foreign.has(name)) {
      // Not written by the service (copied in by hand, a tool's leftover): said once, left where it is.
      foreign.add(name);
      report({ type: 'foreign', name });
    }
  };

  /** Starts what is due, up to the connections; in queue order (oldest first), without sorting the queue. */
  const pump = () => {
    if (stopped) return;
    clearTimeout(wake);
    const now = Date.now();
    let soonest = Infinity;
    if (now < pausedUntil) soonest = pausedUntil;
    else {
      for (const [name, entry] of pending) {
        if (running.size >= config.connections) return; // a finishing delivery pumps again
        if (running.has(name)) continue;
        if (entry.nextAt > now) {
          soonest = Math.min(soonest, entry.nextAt);
          continue;
        }
        const attempt = deliver(name).catch((error: Error) => postpone(name, error)).finally(() => {
          running.delete(name);
          pump();
        });
        running.set(name, attempt);
      }
    }
    if (soonest < Infinity && running.size < config.connections) {
      wake = setTimeout(pump, soonest - now + 1);
      wake.unref();
    }
  };

  const deliver = async (name: string): Promise<void> => {
    let file;
    try {
      file = await open(outbox.pathOf('new', name), 'r');
    } catch {
      pending.delete(name); // moved meanwhile (by the CLI, or a second worker on the same outbox)
      return;
    }
    let since: number;
    let bytes: Buffer;
    try {
      since = (await file.stat()).mtimeMs;
      bytes = await file.readFile();
    } finally {
      await file.close();
    }
    try {
      const message = await readMessage(bytes);
      if (!message.from || message.to.length === 0) throw Object.assign(new Error('the message names no sender or no recipient'), { code: 'EENVELOPE' });
      await transport.sendMail({ envelope: { from: message.from, to: [...message.to] }, raw: bytes });
    } catch (error) {
      await handleFailure(name, since, error as Error & { code?: string });
      return;
    }
    // First thing after the relay's acceptance: the shorter this step, the smaller the at-least-once window.
    await outbox.move('new', name, 'cur', deliveredName(name));
    pending.delete(name);
    unreachableInARow = 0;
    report({ type: 'delivered', name });
  };

  const handleFailure = async (name: string, since: number, error: Error & { code?: string }) => {
    if (!pending.has(name)) return;
    const now = Date.now();
    if (now - since >= config.giveUpAfterMs) {
      await outbox.move('new', name, 'failed');
      pending.delete(name);
      report({ type: 'failed', name, error: reasonOf(error) });
      return;
    }
    if (error.code && UNREACHABLE.has(error.code)) pausedUntil = Math.max(pausedUntil, now + backoff(++unreachableInARow));
    postpone(name, error);
  };

  /** Another try later; also what becomes of a message whose file could not be read or moved. */
  const postpone = (name: string, error: Error & { code?: string }) => {
    const entry = pending.get(name);
    if (!entry) return;
    entry.attempts += 1;
    const retryInMs = backoff(entry.attempts);
    entry.nextAt = Date.now() + retryInMs;
    report({ type: 'retry', name, error: reasonOf(error), retryInMs });
  };

  const rescan = async () => {
    for (const name of await outbox.list('new')) enqueue(name);
    pump();
  };

  return {
    async start() {
      stopped = false;
      await rescan();
      scan = setInterval(() => void rescan().catch(() => {}), config.scanIntervalMs);
      scan.unref();
    },
    notify(name) {
      enqueue(name);
      pump();
    },
    async stop() {
      stopped = true;
      clearTimeout(wake);
      clearInterval(scan);
      const grace = new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref());
      await Promise.race([Promise.allSettled(running.values()), grace]);
      transport.close({ force: true });
    },
  };
}

/** One line: the SMTP code and the relay's words, never a stack. */
function reasonOf(error: Error & { code?: string }): string {
  return `${error.code ? `${error.code}: ` : ''}${error.message}`.replace(/\s+/g, ' ').trim();
}
