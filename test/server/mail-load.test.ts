/**
 * A bounded load test on loopback: 2,000 submissions at concurrency 100 over real HTTP, against a limit of
 * 1,500 per client and minute. Exactly 1,500 are accepted, the rest refused with 429 and Retry-After, and
 * every accepted message reaches the SMTP server once: none lost, none twice.
 */
import { expect, it } from 'vitest';
import { createMailApp, createTempOutbox, injectedChallenge, solveProof, startSmtpSink, testMailConfig, VALID, waitUntil } from '../helpers/mail.js';

const TOTAL = 2_000;
const CONCURRENCY = 100;
const LIMIT = 1_500;

it(`accepts exactly ${LIMIT} of ${TOTAL} submissions at concurrency ${CONCURRENCY}, and delivers each of them once`, { timeout: 90_000 }, async () => {
  const outbox = createTempOutbox();
  const relay = await startSmtpSink();
  const app = await createMailApp(testMailConfig(outbox.dir, { SMTP_URL: relay.url, MAIL_RATE_LIMIT: `${LIMIT}/1m` }, (config) => ({ delivery: { ...config.delivery, connections: 4 } })));
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const proofs = await Promise.all(Array.from({ length: TOTAL }, () => solveProof(injectedChallenge(app))));
    const statuses = new Map<number, number>();
    let retryAfter = 0;
    let next = 0;
    const worker = async () => {
      while (next < TOTAL) {
        const i = next++;
        const response = await fetch(`${base}/mail/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `load-test-${i}` },
          body: JSON.stringify({ ...VALID, name: `Visitor ${i}`, kind: 'contact', locale: 'me', altcha: proofs[i] }),
        });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 429 && Number(response.headers.get('retry-after')) > 0) retryAfter++;
        await response.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    expect(Object.fromEntries(statuses)).toEqual({ 200: LIMIT, 429: TOTAL - LIMIT });
    expect(retryAfter).toBe(TOTAL - LIMIT);
    await waitUntil(() => outbox.list('cur').length === LIMIT, 60_000, `${LIMIT} messages delivered`);
    expect(outbox.list('new')).toEqual([]);
    expect(relay.received).toHaveLength(LIMIT);
    expect(new Set(relay.received.map((r) => r.email.messageId)).size).toBe(LIMIT);
    expect(new Set(relay.received.map((r) => r.email.replyTo![0]!.name)).size).toBe(LIMIT);
  } finally {
    await app.close();
    await relay.close();
    outbox.dispose();
  }
});
