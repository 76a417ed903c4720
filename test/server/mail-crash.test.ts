/**
 * The service killed with SIGKILL in the middle of a burst, while it is both answering requests and handing
 * messages to the relay: after a restart every message that had been answered 2xx is delivered, and none
 * twice — also counting the requests that were cut off (among them a few whose bodies were still arriving)
 * and are sent again with their Idempotency-Key.
 *
 * The relay holds back its "250 OK" from the moment the kill is decided, until the service has recorded
 * every message it was already told about, so the kill lands in the middle of open SMTP transactions but
 * never between a "250" and the rename into cur/: that window of a few milliseconds, the one duplicate an
 * SMTP client cannot rule out, is documented in docs/contact-service.md rather than left to chance here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';
import { createTempOutbox, solveProof, startSmtpSink, VALID, waitUntil } from '../helpers/mail-tools.js';

const outbox = createTempOutbox();
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  outbox.dispose();
});

async function startService(smtpUrl: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/mail-server.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, OUTBOX_DIR: outbox.dir, SMTP_URL: smtpUrl, MAIL_RATE_LIMIT: '100000/1m' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let output = '';
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => (output += chunk));
  await Promise.race([
    waitUntil(() => /listening \d+/.test(output), 20_000, 'the service to listen'),
    once(child, 'exit').then(() => Promise.reject(new Error(`the service exited: ${output}`))),
  ]);
  return { child, base: `http://127.0.0.1:${/listening (\d+)/.exec(output)![1]}` };
}

/** Enough that the burst is usually still going when the kill comes; only the requests sent count. */
const BURST = 1_000;
const CONCURRENCY = 16;
/**
 * Requests whose bodies are still arriving when the kill comes, whatever the burst's pace: on a loaded
 * machine the burst can end before the relay has its first message, and a kill then cut nothing off.
 */
const UNFINISHED = 4;

it('delivers every message answered 2xx exactly once after a SIGKILL mid-burst', { timeout: 60_000 }, async () => {
  const relay = await startSmtpSink();
  try {
    let service = await startService(relay.url);
    const proof = (base: string) => solveProof(async () => (await fetch(`${base}/mail/challenge`)).json());
    const nameOf = (i: number) => `Visitor ${i}`;
    const headersOf = (i: number) => ({ 'content-type': 'application/json', 'idempotency-key': `crash-test-${i}` });
    const bodyOf = (i: number, altcha: string) => JSON.stringify({ ...VALID, name: nameOf(i), kind: 'contact', locale: 'en', altcha });
    const send = (base: string, i: number, altcha: string) => fetch(`${base}/mail/send`, { method: 'POST', headers: headersOf(i), body: bodyOf(i, altcha) });
    // Half of a request's body, the rest never sent: the service waits for it until the kill cuts it off.
    const sendUnfinished = (base: string, i: number, altcha: string) => {
      const body = bodyOf(i, altcha);
      const half = new TextEncoder().encode(body.slice(0, body.length >> 1));
      const stream = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(half) });
      return fetch(`${base}/mail/send`, { method: 'POST', headers: headersOf(i), body: stream, duplex: 'half' } as RequestInit).then(
        (response) => expect.fail(`an unfinished request was answered ${response.status}`),
        () => undefined,
      );
    };

    const proofs = await Promise.all(Array.from({ length: BURST + UNFINISHED }, () => proof(service.base)));
    const sent = new Set<number>();
    const answered = new Set<number>();
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (!killed && next < BURST) {
        const i = next++;
        sent.add(i);
        try {
          if ((await send(service.base, i, proofs[i]!)).status === 200) answered.add(i);
        } catch {
          // cut off by the kill: sent again below
        }
      }
    };
    const burst = Promise.all(Array.from({ length: CONCURRENCY }, worker));

    await waitUntil(() => answered.size >= 60 && relay.received.length > 0, 20_000, 'part of the burst answered and delivery under way');
    relay.mode = 'hold';
    const told = () => relay.received.map((r) => r.email.messageId!.slice(1).split('@')[0]!);
    await waitUntil(() => relay.held > 0 && told().every((id) => outbox.list('cur').some((name) => name.startsWith(id))), 10_000, 'a transaction open and the delivered messages recorded in cur/');
    const unfinished = Array.from({ length: UNFINISHED }, (_, k) => BURST + k);
    const pending = unfinished.map((i) => (sent.add(i), sendUnfinished(service.base, i, proofs[i]!)));
    service.child.kill('SIGKILL');
    killed = true;
    await once(service.child, 'exit');
    await burst;
    await Promise.all(pending);
    relay.dropHeld();
    relay.mode = 'accept';
    const cutOff = [...sent].filter((i) => !answered.has(i));
    expect(cutOff).toEqual(expect.arrayContaining(unfinished));

    service = await startService(relay.url);
    // What was cut off is sent again with its key and a new proof, as the island retries.
    const statuses = await Promise.all(cutOff.map(async (i) => (await send(service.base, i, await proof(service.base))).status));
    expect(statuses.every((status) => status === 200)).toBe(true);
    await waitUntil(() => relay.received.length >= sent.size && outbox.list('new').length === 0, 20_000, 'every message delivered');
    await new Promise((resolve) => setTimeout(resolve, 300));

    const delivered = relay.received.map((r) => r.email.replyTo![0]!.name).sort();
    expect(delivered).toEqual([...sent].map(nameOf).sort());
    expect(new Set(relay.received.map((r) => r.email.messageId)).size).toBe(sent.size);
    expect(outbox.list('cur')).toHaveLength(sent.size);
    service.child.kill('SIGTERM');
  } finally {
    await relay.close();
  }
});
