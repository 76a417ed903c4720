/**
 * Bad requests to POST /mail/send, each refused with 4xx (or, for spam, answered 200 and kept apart in
 * spam/), and none of them queued or delivered: the outbox's new/ and cur/ stay empty and the SMTP server
 * on loopback receives nothing.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendPartialUpload } from './http.js';
import { createMailApp, createTempOutbox, injectedChallenge, solveProof, startSmtpSink, testMailConfig, VALID, type SmtpSink } from '../helpers/mail.js';

const outbox = createTempOutbox();
let sink: SmtpSink;
let app: FastifyInstance;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createMailApp(testMailConfig(outbox.dir, { SMTP_URL: sink.url }, (config) => ({ challenge: { ...config.challenge, expiresMs: 60_000 } })));
});
afterEach(() => {
  expect(outbox.list('new'), 'queued').toEqual([]);
  expect(outbox.list('cur'), 'delivered').toEqual([]);
});
afterAll(async () => {
  // Long enough for the worker to have delivered anything that had slipped into new/.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(sink.received).toEqual([]);
  await app.close();
  await sink.close();
  outbox.dispose();
});

const proof = () => solveProof(injectedChallenge(app));
/** A service with other settings on an outbox of its own: one outbox is one process's (its lock). */
async function sibling(env: Record<string, string>, change?: Parameters<typeof testMailConfig>[2]) {
  const box = createTempOutbox();
  const instance = await createMailApp(testMailConfig(box.dir, { SMTP_URL: sink.url, ...env }, change));
  return { app: instance, box, close: async () => (await instance.close(), box.dispose()) };
}
const post = (options: Omit<InjectOptions, 'method' | 'url'>) => app.inject({ method: 'POST', url: '/mail/send', ...options });
const json = (body: unknown, headers: Record<string, string> = {}) => post({ headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });
const valid = async (): Promise<Record<string, unknown>> => ({ ...VALID, kind: 'contact', locale: 'en', altcha: await proof() });

async function expectRefused(response: Awaited<ReturnType<typeof post>>, status: number, message?: string) {
  expect(response.statusCode).toBe(status);
  const answer = response.json();
  expect(answer.statusCode).toBe(status);
  expect(typeof answer.statusMessage).toBe('string');
  if (message) expect(answer.statusMessage).toBe(message);
}

describe('refused before the form is read', () => {
  it('a body over 16 KB: 413', async () => {
    await expectRefused(await json({ ...(await valid()), name: 'x'.repeat(17 * 1024) }), 413, 'This message is too long to send. Please shorten it and try again.');
  });

  it('an urlencoded body over 16 KB: to the page’s answer page at #mail-failed', async () => {
    const response = await post({ headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'https://fiskalis.me/sr' }, payload: `name=${'x'.repeat(17 * 1024)}&kind=contact` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/sr/answer.html#mail-failed');
  });

  it.each(['text/plain', 'multipart/form-data; boundary=x', 'application/xml', 'application/jsonx'])('content type %s: 415', async (type) => {
    await expectRefused(await post({ headers: { 'content-type': type }, payload: '{}' }), 415);
  });

  // Answered before the body has arrived: the connection closes rather than wait for the rest of the body.
  it.each([['text/plain', 415], ['application/json', 413]] as const)('a large %s body, 1 KB of it sent: %s, then the connection closes', async (type, status) => {
    const { app: service, close } = await sibling({});
    try {
      await service.listen({ port: 0, host: '127.0.0.1' });
      const raw = await sendPartialUpload((service.server.address() as AddressInfo).port, 'POST', '/mail/send', { 'content-type': type, origin: 'http://localhost' });
      expect(raw).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(raw.toLowerCase()).toContain('\r\nconnection: close\r\n');
    } finally {
      await close();
    }
  }, 10_000);

  it.each([
    ['malformed JSON', '{"name": "Marko",'],
    ['an empty JSON body', ''],
    ['a JSON array', '[1, 2]'],
    ['a JSON string', '"hello"'],
    ['JSON null', 'null'],
  ])('%s: 400', async (_what, payload) => {
    await expectRefused(await post({ headers: { 'content-type': 'application/json' }, payload }), 400, 'We could not read this message. Please reload the page and try again.');
  });

  it('a foreign Origin: 403, even with a valid form', async () => {
    await expectRefused(await json(await valid(), { origin: 'https://evil.example' }), 403);
    await expectRefused(await json(await valid(), { origin: 'null' }), 403);
  });
});

describe('refused for the shape of the request', () => {
  it.each([
    ['no kind', { kind: undefined }],
    ['an unknown kind', { kind: 'newsletter' }],
    ['an unknown locale', { locale: 'de' }],
    ['a page that is not one of the site', { page: '/admin' }],
    ['CR/LF in kind', { kind: 'contact\r\nBcc: victim@example.com' }],
    ['CR/LF in locale', { locale: 'en\r\nX-Injected: 1' }],
    ['CR/LF in page', { page: '/en\r\nLocation: https://evil.example' }],
  ])('%s: 400', async (_what, change) => {
    await expectRefused(await json({ ...(await valid()), ...change }), 400);
  });

  it('a malformed Idempotency-Key: 400', async () => {
    await expectRefused(await json(await valid(), { 'idempotency-key': 'bad key!' }), 400);
  });
});

describe('refused by the form rules (422, errors keyed by field)', () => {
  it.each([
    ['missing name', { name: undefined }, { name: 'Name is required' }],
    ['empty email', { email: '' }, { email: 'Email is required' }],
    ['missing phone number', { phoneNumber: undefined }, { phoneNumber: 'Phone number is required' }],
    ['all fields empty', { name: ' ', email: ' ', phoneNumber: ' ' }, { name: 'Name is required', email: 'Email is required', phoneNumber: 'Phone number is required' }],
    ['CR/LF in name', { name: 'Marko\r\nBcc: victim@example.com' }, { name: 'Name contains characters that are not allowed' }],
    ['LF in name', { name: 'Marko\nSubject: spam' }, { name: 'Name contains characters that are not allowed' }],
    ['CR/LF in email', { email: 'marko@example.me\r\nBcc: victim@example.com' }, { email: 'Invalid email' }],
    ['CR/LF in phone number', { phoneNumber: '+382 67 123 456\r\nBcc: x' }, { phoneNumber: 'Invalid phone number' }],
    ['a name of 101 characters', { name: 'M'.repeat(101) }, { name: 'Name must be 100 characters or fewer' }],
    ['a Cyrillic name of 101 characters', { name: 'Ж'.repeat(101) }, { name: 'Name must be 100 characters or fewer' }],
    ['a name of 60 emoji (120 UTF-16 units, fine) plus a NUL', { name: `${'😀'.repeat(60)}\u0000` }, { name: 'Name contains characters that are not allowed' }],
    ['a name with a line separator', { name: 'Marko\u2028Marković' }, { name: 'Name contains characters that are not allowed' }],
    ['fields that are not text', { name: 42, email: ['marko@example.me'], phoneNumber: { n: 1 } }, { name: 'Name contains characters that are not allowed', email: 'Invalid email', phoneNumber: 'Invalid phone number' }],
  ])('%s', async (_what, change, errors) => {
    const response = await json({ ...(await valid()), ...change });
    await expectRefused(response, 422, 'Please correct the highlighted fields and send the form again.');
    expect(response.json().errors).toEqual(errors);
  });

  it.each(['marko', 'marko@', '@example.me', 'marko@@example.me', 'marko@exa mple.me', 'marko@-example.me', 'marko@example..me', '"marko"@example.me', `${'m'.repeat(250)}@example.me`])('an invalid email: %s', async (email) => {
    const response = await json({ ...(await valid()), email });
    await expectRefused(response, 422);
    expect(response.json().errors).toEqual({ email: 'Invalid email' });
  });

  it.each(['123', '+382 67', 'call me', '+1 000 000 0000', '067 123 456 789 012 345 678 901 234 567 890 12', '+382 67 123 456 ext. 5', '0038267123456789'])('an invalid phone number: %s', async (phoneNumber) => {
    const response = await json({ ...(await valid()), phoneNumber });
    await expectRefused(response, 422);
    expect(response.json().errors).toEqual({ phoneNumber: 'Invalid phone number' });
  });

  it('the no-JS form with a field that fails: to its page’s answer page at #mail-invalid', async () => {
    const response = await post({ headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' }, payload: new URLSearchParams({ ...VALID, email: 'x\r\nBcc: y@z.me', kind: 'contact', locale: 'me', page: '/' }).toString() });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/answer.html#mail-invalid');
  });
});

describe('refused or set apart by the spam protection', () => {
  it('no proof of work: 403', async () => {
    await expectRefused(await json({ ...(await valid()), altcha: undefined }), 403, 'We could not confirm that this message came from our website. Please reload the page and try again.');
  });

  it.each([
    ['garbage', 'not-base64!'],
    ['base64 of nonsense', Buffer.from('{"a":1}').toString('base64')],
    ['CR/LF in the payload', 'eyJh\r\nBcc: x'],
    ['an object instead of text', { challenge: {}, solution: {} }],
  ])('a proof of work that is %s: 403', async (_what, altcha) => {
    await expectRefused(await json({ ...(await valid()), altcha }), 403);
  });

  it('a tampered proof of work (another key, another expiry): 403', async () => {
    const payload = JSON.parse(Buffer.from(await proof(), 'base64').toString());
    const key: string = payload.solution.derivedKey;
    const guessed = { ...payload, solution: { ...payload.solution, derivedKey: `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}` } };
    await expectRefused(await json({ ...(await valid()), altcha: Buffer.from(JSON.stringify(guessed)).toString('base64') }), 403);
    const later = { ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, expiresAt: payload.challenge.parameters.expiresAt + 86_400 } } };
    await expectRefused(await json({ ...(await valid()), altcha: Buffer.from(JSON.stringify(later)).toString('base64') }), 403);
  });

  it('a replayed proof of work: 403 the second time', async () => {
    const altcha = await proof();
    const spamFirst = await json({ ...VALID, kind: 'contact', locale: 'en', altcha, website: 'x' });
    expect(spamFirst.statusCode).toBe(200); // the honeypot sets it apart before the proof is even looked at
    const first = await json({ ...VALID, kind: 'contact', locale: 'en', altcha, name: '' });
    expect(first.statusCode).toBe(422);
    // Now spend it for real on a message that goes to spam (too fast is checked after the proof), then replay it.
    const { app: strict, close } = await sibling({ MAIL_MIN_FILL_TIME: '1h' });
    try {
      const own = await solveProof(injectedChallenge(strict));
      const send = () => strict.inject({ method: 'POST', url: '/mail/send', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ ...VALID, kind: 'contact', locale: 'en', altcha: own }) });
      expect((await send()).statusCode).toBe(200);
      await expectRefused(await send(), 403);
    } finally {
      await close();
    }
  });

  it('an expired challenge: 403', async () => {
    const { app: quick, close } = await sibling({}, (config) => ({ challenge: { ...config.challenge, expiresMs: 1 } }));
    try {
      const altcha = await solveProof(injectedChallenge(quick));
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const response = await quick.inject({ method: 'POST', url: '/mail/send', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ ...VALID, kind: 'contact', locale: 'en', altcha }) });
      await expectRefused(response, 403);
    } finally {
      await close();
    }
  });

  it('a challenge of another server (another secret): 403', async () => {
    const other = createTempOutbox();
    const stranger = await createMailApp(testMailConfig(other.dir));
    try {
      await expectRefused(await json({ ...(await valid()), altcha: await solveProof(injectedChallenge(stranger)) }), 403);
    } finally {
      await stranger.close();
      other.dispose();
    }
  });

  it.each([
    ['a filled honeypot', { website: 'https://seo.example' }],
    ['CR/LF in the honeypot', { website: '\r\nBcc: victim@example.com' }],
  ])('%s: 200, as if sent, but kept in spam/', async (_what, change) => {
    const before = outbox.list('spam').length;
    const response = await json({ ...(await valid()), ...change });
    expect(response.statusCode).toBe(200);
    expect(outbox.list('spam')).toHaveLength(before + 1);
  });

  it('sent too soon after its challenge: 200, as if sent, but kept in spam/', async () => {
    const { app: strict, box, close } = await sibling({ MAIL_MIN_FILL_TIME: '10s' });
    try {
      const before = box.list('spam').length;
      const altcha = await solveProof(injectedChallenge(strict));
      const response = await strict.inject({ method: 'POST', url: '/mail/send', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ ...VALID, kind: 'contact', locale: 'en', altcha }) });
      expect(response.statusCode).toBe(200);
      expect(box.list('spam')).toHaveLength(before + 1);
      expect([box.list('new'), box.list('cur')]).toEqual([[], []]);
    } finally {
      await close();
    }
  });
});
