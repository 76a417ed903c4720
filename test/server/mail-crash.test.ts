/**
 * The service killed with SIGKILL in the middle of a burst, while it is both answering requests and handing
 * messages to the relay: after a restart every message that had been answered 2xx is delivered, and none
 * twice — also counting the requests that were cut off and are sent again with their Idempotency-Key.
 *
 * The relay holds back its "250 OK" from the moment the kill is decided, until the service has recorded
 * every message it was already told about, so the kill lands in the middle of open SMTP transactions but
 * never between a "250" and the rename into cur/: that window of a few milliseconds, the one duplicate an
 * SMTP client cannot rule out, is documented in the README rather than left to chance here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';
import { createTempOutbox, solveProof, startSmtpSink, VALID, waitUntil } from '../helpers/mail.js';

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

const TOTAL = 160;
const CONCURRENCY = 16;

it('delivers every message answered 2xx exactly once after a SIGKILL mid-burst', { timeout: 60_000 }, async () => {
  const relay = await startSmtpSink();
  try {
    let service = await startService(relay.url);
    const challenge = (base: string) => async () => (await fetch(`${base}/mail/challenge`)).json();
    const requests = Array.from({ length: TOTAL }, (_, i) => ({ key: `crash-test-${i}`, name: `Visitor ${i}` }));
    const proofs = await Promise.all(requests.map(() => solveProof(challenge(service.base))));
    const send = (base: string, i: number, altcha: string) =>
      fetch(`${base}/mail/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': requests[i]!.key },
        body: JSON.stringify({ ...VALID, name: requests[i]!.name, kind: 'contact', locale: 'en', altcha }),
      });

    const answered = new Set<number>();
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (!killed && next < TOTAL) {
        const i = next++;
        try {
          if ((await send(service.base, i, proofs[i]!)).status === 200) answered.add(i);
        } catch {
          // cut off by the kill: sent again below
        }
      }
    };
    const burst = Promise.all(Array.from({ length: CONCURRENCY }, worker));

    await waitUntil(() => answered.size >= TOTAL / 3 && relay.received.length > 0, 20_000, 'a third of the burst answered and delivery under way');
    relay.mode = 'hold';
    const told = () => relay.received.map((r) => r.email.messageId!.slice(1).split('@')[0]!);
    await waitUntil(() => told().every((id) => outbox.list('cur').some((name) => name.startsWith(id))), 10_000, 'the delivered messages recorded in cur/');
    const inFlight = next - answered.size;
    service.child.kill('SIGKILL');
    killed = true;
    await once(service.child, 'exit');
    await burst;
    relay.dropHeld();
    relay.mode = 'accept';
    expect(answered.size).toBeGreaterThan(0);
    expect(answered.size).toBeLessThan(TOTAL);
    expect(inFlight).toBeGreaterThan(0);

    service = await startService(relay.url);
    // Everything that was not answered (cut off, or never sent) is sent again with its key and a new proof.
    const again = requests.map((_, i) => i).filter((i) => !answered.has(i));
    const statuses = await Promise.all(again.map(async (i) => (await send(service.base, i, await solveProof(challenge(service.base)))).status));
    expect(statuses.every((status) => status === 200)).toBe(true);
    await waitUntil(() => relay.received.length >= TOTAL && outbox.list('new').length === 0, 20_000, 'every message delivered');
    await new Promise((resolve) => setTimeout(resolve, 300));

    const names = relay.received.map((r) => r.email.replyTo![0]!.name).sort();
    expect(names).toEqual(requests.map((r) => r.name).sort());
    expect(new Set(relay.received.map((r) => r.email.messageId)).size).toBe(TOTAL);
    expect(outbox.list('cur')).toHaveLength(TOTAL);
    service.child.kill('SIGTERM');
  } finally {
    await relay.close();
  }
});
