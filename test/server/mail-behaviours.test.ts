/**
 * Behaviours of the contact service that users rely on and that no other test would notice breaking (issue
 * 20, items 22, 24, 25, 30): each was checked by planting the bug it guards against and seeing this fail.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { requeueMessages } from '../../server/mail/inspect.js';
import type { DeliveryEvent } from '../../server/mail/types.js';
import { createMailApp, createTempOutbox, injectedChallenge, realContent, solveProof, startSmtpSink, testMailConfig, VALID, waitUntil } from '../helpers/mail.js';
import { catalogueOf } from '../../core/content/catalogue-of.js';

const outbox = createTempOutbox();
let app: FastifyInstance;
beforeAll(async () => {
  app = await createMailApp(testMailConfig(outbox.dir));
});
afterAll(async () => {
  await app.close();
  outbox.dispose();
});
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const json = (body: object, headers: Record<string, string> = {}, on = app) =>
  on.inject({ method: 'POST', url: '/mail/send', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });
const proof = (on = app) => solveProof(injectedChallenge(on));

describe('Idempotency-Key (item 22)', () => {
  const first = { ...VALID, kind: 'contact', locale: 'en' };
  it.each([
    ['kind', { kind: 'account-deletion' }],
    ['locale', { locale: 'sr' }],
    ['name', { name: 'Marko Petrović' }],
    ['email', { email: 'marko@example.rs' }],
    ['phone number', { phoneNumber: '+382 67 123 457' }],
  ])('with the %s changed is refused (422) and nothing is queued', async (_what, change) => {
    const headers = { 'idempotency-key': `key-${_what.replace(' ', '-')}-${Date.now()}` };
    expect((await json({ ...first, altcha: await proof() }, headers)).statusCode).toBe(200);
    const queued = [...outbox.list('new')];
    const other = await json({ ...first, ...change, altcha: await proof() }, headers);
    expect(other.statusCode).toBe(422);
    const locale = (change as { locale?: 'en' | 'sr' }).locale ?? 'en';
    expect(other.json().statusMessage).toBe(catalogueOf(realContent(), locale).format('contact.form.keyReused'));
    expect(outbox.list('new')).toEqual(queued);
    expect(outbox.list('spam')).toEqual([]);
  });
});

describe('a filled honeypot (item 25)', () => {
  it.each([
    ['no proof of work', {}],
    ['an empty proof of work', { altcha: '' }],
    ['a broken proof of work', { altcha: 'bm90IGEgcHJvb2Y=' }],
    ['a proof of work that is not text', { altcha: { solved: true } }],
  ])('with %s is answered as a success and kept in spam/, never 403', async (_what, altcha) => {
    const before = { new: outbox.list('new').length, spam: outbox.list('spam').length };
    const response = await json({ ...VALID, kind: 'contact', locale: 'en', website: 'https://cheap.example', ...altcha });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ statusCode: 200, statusMessage: "Thank you! We’ve received your message and will be in touch soon." });
    expect(outbox.list('spam')).toHaveLength(before.spam + 1);
    expect(outbox.list('new')).toHaveLength(before.new);
  });
});

describe('GET /mail/challenge has its own rate limit (item 30)', () => {
  it('serves six challenges per allowed message and client, then 429; another client is not affected', async () => {
    const box = createTempOutbox();
    const limited = await createMailApp(testMailConfig(box.dir, { MAIL_RATE_LIMIT: '2/1m' }));
    cleanups.push(async () => (await limited.close(), box.dispose()));
    const challenge = (ip: string) => limited.inject({ method: 'GET', url: '/mail/challenge', remoteAddress: ip });
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1) statuses.push((await challenge('10.1.0.1')).statusCode);
    expect(statuses).toEqual([...Array<number>(12).fill(200), 429]);
    expect((await challenge('10.1.0.2')).statusCode).toBe(200);
    // Its own bucket: the challenges fetched did not spend the client's submissions.
    const altcha = await solveProof(async () => (await limited.inject({ method: 'GET', url: '/mail/challenge', remoteAddress: '10.1.0.3' })).json());
    for (let i = 0; i < 11; i += 1) await challenge('10.1.0.3');
    const sent = await limited.inject({ method: 'POST', url: '/mail/send', remoteAddress: '10.1.0.3', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ ...VALID, kind: 'contact', locale: 'en', altcha }) });
    expect(sent.statusCode).toBe(200);
  });
});

describe('delivery retries (item 24)', () => {
  it('wait twice as long each time, never longer than the configured maximum, however many there are', { timeout: 20_000 }, async () => {
    const relay = await startSmtpSink();
    relay.mode = 'refuse';
    const box = createTempOutbox();
    const events: DeliveryEvent[] = [];
    // firstRetryMs 20, maxRetryMs 80: the fifth and later retries all wait 80 ms.
    const service = await createMailApp(testMailConfig(box.dir, { SMTP_URL: relay.url }, (config) => ({ delivery: { ...config.delivery, firstRetryMs: 20, maxRetryMs: 80 } })), events);
    cleanups.push(async () => (await service.close(), await relay.close(), box.dispose()));
    expect((await json({ ...VALID, kind: 'contact', locale: 'en', altcha: await proof(service) }, {}, service)).statusCode).toBe(200);
    await waitUntil(() => events.filter((e) => e.type === 'retry').length >= 8, 15_000, 'eight retries');
    const waits = events.flatMap((e) => (e.type === 'retry' ? [e.retryInMs] : [])).slice(0, 8);
    expect(waits).toEqual([20, 40, 80, 80, 80, 80, 80, 80]);
  });

  it('a message re-queued while the relay still refuses is tried again, not sent straight back to failed/', { timeout: 20_000 }, async () => {
    const relay = await startSmtpSink();
    relay.mode = 'refuse';
    const box = createTempOutbox();
    const events: DeliveryEvent[] = [];
    const service = await createMailApp(testMailConfig(box.dir, { SMTP_URL: relay.url, MAIL_GIVE_UP_AFTER: '1s' }), events);
    cleanups.push(async () => (await service.close(), await relay.close(), box.dispose()));
    expect((await json({ ...VALID, kind: 'contact', locale: 'en', altcha: await proof(service) }, {}, service)).statusCode).toBe(200);
    await waitUntil(() => events.some((e) => e.type === 'failed'), 10_000, 'the give-up');
    const [name] = box.list('failed');
    events.length = 0;
    expect(await requeueMessages(box.dir)).toEqual([name]);
    // The next event for it is a retry (the relay refused again), while it waits in new/.
    await waitUntil(() => events.length > 0, 5_000, 'an event for the re-queued message');
    expect(events[0]).toMatchObject({ type: 'retry', name, error: expect.stringContaining('451') });
    expect(box.list('new')).toEqual([name]);
    expect(box.list('failed')).toEqual([]);
  });
});

describe('a file in new/ that is not an outbox message (item 18)', () => {
  it('is reported once, never delivered, and left where it is; the messages around it go out', { timeout: 20_000 }, async () => {
    const { writeFileSync, mkdirSync } = await import('node:fs');
    const pathModule = await import('node:path');
    const relay = await startSmtpSink();
    const box = createTempOutbox();
    mkdirSync(pathModule.join(box.dir, 'new'), { recursive: true });
    const eml = (subject: string) => `From: web@fiskalis.me\r\nTo: sales@example.me\r\nSubject: ${subject}\r\n\r\nbody\r\n`;
    writeFileSync(pathModule.join(box.dir, 'new', 'copied-by-hand.eml'), eml('foreign'));
    const events: DeliveryEvent[] = [];
    const service = await createMailApp(testMailConfig(box.dir, { SMTP_URL: relay.url }), events);
    cleanups.push(async () => (await service.close(), await relay.close(), box.dispose()));
    // One written by hand with an outbox name, found by a later scan of new/: by then new/ was read again.
    await waitUntil(() => events.some((e) => e.type === 'foreign'), 5_000, 'the report');
    writeFileSync(pathModule.join(box.dir, 'new', '1795000000.R0123456789abcdef.host.eml'), eml('proper'));
    await waitUntil(() => relay.received.length === 1, 5_000, 'the proper message delivered');
    await waitUntil(() => box.list('new').length === 1, 5_000, 'its rename into cur/');
    expect(relay.received.map((r) => r.email.subject)).toEqual(['proper']);
    expect(events.filter((e) => e.type === 'foreign')).toEqual([{ type: 'foreign', name: 'copied-by-hand.eml' }]);
    expect(box.list('new')).toEqual(['copied-by-hand.eml']);
  });
});
