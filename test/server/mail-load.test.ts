/**
 * A bounded load test on loopback: 1,000 submissions at concurrency 100 over real HTTP (ten waves; the limit
 * is crossed with a hundred requests in flight), against a limit of 750 per client and minute. Exactly 750
 * are accepted, the rest refused with 429 and Retry-After, and every accepted message is in the outbox, whole
 * and once: none lost. (Handing the outbox to SMTP is tested in mail-delivery and mail-crash.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { expect, it } from 'vitest';
import { createMailApp, createTempOutbox, injectedChallenge, solveProof, testMailConfig, VALID } from '../helpers/mail.js';

const TOTAL = 1_000;
const CONCURRENCY = 100;
const LIMIT = 750;

it(`accepts exactly ${LIMIT} of ${TOTAL} submissions at concurrency ${CONCURRENCY}, and loses none of them`, { timeout: 90_000 }, async () => {
  const outbox = createTempOutbox();
  const app = await createMailApp(testMailConfig(outbox.dir, { MAIL_RATE_LIMIT: `${LIMIT}/1m` }, (config) => ({ challenge: { ...config.challenge, counterMax: 1 } })));
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const proofs = await Promise.all(Array.from({ length: TOTAL }, () => solveProof(injectedChallenge(app))));
    const accepted = new Set<string>();
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
        if (response.status === 200) accepted.add(`Visitor ${i}`);
        if (response.status === 429 && Number(response.headers.get('retry-after')) > 0) retryAfter++;
        await response.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    expect(Object.fromEntries(statuses)).toEqual({ 200: LIMIT, 429: TOTAL - LIMIT });
    expect(retryAfter).toBe(TOTAL - LIMIT);
    const names = outbox.list('new');
    expect(names).toHaveLength(LIMIT);
    const visitors = await Promise.all(names.map(async (name) => (await PostalMime.parse(readFileSync(path.join(outbox.dir, 'new', name)))).replyTo![0]!.name));
    expect(new Set(visitors)).toEqual(accepted);
    expect(outbox.list('tmp')).toEqual([]);
  } finally {
    await app.close();
    outbox.dispose();
  }
});
