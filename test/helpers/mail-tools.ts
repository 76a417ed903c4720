/**
 * The parts of the contact-service tests that need no service in this process: a temp outbox, a real SMTP
 * server on loopback (smtp-server) whose received messages are parsed with postal-mime, ALTCHA proofs of
 * work solved with altcha-lib as the widget solves them, and waiting. The tests that run the service in a
 * process of their own (mail-crash, mail-lock) import only these; mail.ts adds the service itself.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import type { OutboxFolder } from '../../server/mail/types.js';

export function createTempOutbox(): { readonly dir: string; list(folder: OutboxFolder): string[]; dispose(): void } {
  const parent = mkdtempSync(path.join(tmpdir(), 'fiskalis-outbox-'));
  const dir = path.join(parent, 'outbox');
  return {
    dir,
    list: (folder) => {
      try {
        return readdirSync(path.join(dir, folder)).filter((n) => !n.startsWith('.')).sort();
      } catch {
        return [];
      }
    },
    dispose: () => rmSync(parent, { recursive: true, force: true }),
  };
}

/** A solved proof of work for the service at `fetchChallenge`, as the widget's `altcha` field carries it. */
export async function solveProof(fetchChallenge: () => Promise<unknown>): Promise<string> {
  const challenge = (await fetchChallenge()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

interface ReceivedMail {
  readonly raw: Buffer;
  readonly email: Email;
  readonly envelope: { readonly from: string; readonly to: readonly string[] };
}

export interface SmtpSink {
  readonly port: number;
  readonly url: string;
  /** Messages answered 250, in order. */
  readonly received: ReceivedMail[];
  /** accept: 250; refuse: 451 for every message; hold: keep the DATA answer back until `dropHeld`. */
  mode: 'accept' | 'refuse' | 'hold';
  /** How many messages wait for their answer in hold mode. */
  readonly held: number;
  /** Answers every held message with 451; a client gone meanwhile never hears it. */
  dropHeld(): void;
  close(): Promise<void>;
}

/** A real SMTP server on loopback (no TLS, no auth), on `port` or a free one. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const held: ((error?: Error) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Closing does not wait for a client's idle pooled connections.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (sink.mode === 'refuse') return callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
        if (sink.mode === 'hold') return void held.push(callback);
        const raw = Buffer.concat(chunks);
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        void PostalMime.parse(raw).then((email) => {
          received.push({ raw, email, envelope });
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // A client killed mid-transaction resets its connection: expected here, not a failure of the test.
  server.on('error', () => {});
  const actual = (server.server.address() as { port: number }).port;
  const sink: SmtpSink = {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    mode: 'accept',
    get held() {
      return held.length;
    },
    dropHeld() {
      for (const callback of held.splice(0)) callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return sink;
}

/** A port nothing listens on (for a relay that is down). */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function waitUntil(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const VALID = { name: 'Marko Marković', email: 'marko@example.me', phoneNumber: '+382 67 123 456' } as const;
