import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import PostalMime from 'postal-mime';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailApp, createTempOutbox, injectedChallenge, solveProof, testMailConfig, VALID } from '../helpers/mail.js';
import type { MailConfig } from '../../server/mail/types.js';

const outbox = createTempOutbox();
let app: FastifyInstance;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  app = await createMailApp(testMailConfig(outbox.dir, { MAIL_TO_ACCOUNT_DELETION: 'privacy@example.me, dpo@example.me', MAIL_CORS_ORIGINS: 'https://www.fiskalis.rs' }));
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});
afterAll(async () => {
  await app.close();
  outbox.dispose();
});

/** Another service on its own outbox, for a rule that needs other settings. */
async function appWith(change: (config: MailConfig) => Partial<MailConfig>, env = {}) {
  const own = createTempOutbox();
  const instance = await createMailApp(testMailConfig(own.dir, env, change));
  apps.push(instance);
  return { app: instance, outbox: own };
}

/** The service's own origin under app.inject, which a browser names posting the no-JS form from the same origin. */
const SELF = 'http://localhost';
const json = (body: object, headers: Record<string, string> = {}, on = app) =>
  on.inject({ method: 'POST', url: '/mail/send', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });
const form = (fields: Record<string, string>, headers: Record<string, string> = {}, on = app) =>
  on.inject({ method: 'POST', url: '/mail/send', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SELF, ...headers }, payload: new URLSearchParams(fields).toString() });
const proof = (on = app) => solveProof(injectedChallenge(on));
/** The message a request added to `folder`. */
async function added(folder: 'new' | 'spam', request: () => Promise<unknown>, box = outbox) {
  const before = new Set(box.list(folder));
  await request();
  const names = box.list(folder).filter((n) => !before.has(n));
  expect(names).toHaveLength(1);
  return PostalMime.parse(readFileSync(path.join(box.dir, folder, names[0]!)));
}

describe('POST /mail/send with JSON', () => {
  it.each([
    ['en', 'contact', 'Thank you! We’ve received your message and will be in touch soon.', 'Contact request: Marko Marković'],
    ['me', 'contact', 'Hvala vam! Primili smo vašu poruku i javićemo vam se uskoro.', 'Upit sa sajta: Marko Marković'],
    ['sr', 'account-deletion', 'Primili smo vaš zahtev za brisanje. Javićemo vam se u roku od dva radna dana da ga potvrdite.', 'Zahtev za brisanje naloga: Marko Marković'],
  ])('accepts a %s %s request, answers in its language and queues it in new/', async (locale, kind, message, subject) => {
    const altcha = await proof();
    let response: Awaited<ReturnType<typeof json>> | undefined;
    const email = await added('new', async () => (response = await json({ ...VALID, kind, locale, altcha })));
    expect(response!.statusCode).toBe(200);
    expect(response!.json()).toEqual({ statusCode: 200, statusMessage: message });
    expect(response!.headers['cache-control']).toBe('no-store');
    expect(email.subject).toBe(subject);
    expect(email.headers.find((h) => h.key === 'x-fiskalis-locale')?.value).toBe(locale);
  });

  it('routes each kind to its own recipients (site.yaml, or the environment)', async () => {
    const [first, second] = [await proof(), await proof()];
    const contact = await added('new', () => json({ ...VALID, kind: 'contact', locale: 'en', altcha: first }));
    expect(contact.to?.map((a) => a.address)).toEqual(['prodaja@fiskalis.me']);
    const deletion = await added('new', () => json({ ...VALID, kind: 'account-deletion', locale: 'en', altcha: second }));
    expect(deletion.to?.map((a) => a.address)).toEqual(['privacy@example.me', 'dpo@example.me']);
  });

  it('keeps names in any script, and the phone number in E.164', async () => {
    const altcha = await proof();
    const email = await added('new', () => json({ name: 'Марко Марковић', email: 'marko@example.rs', phoneNumber: '064 123 4567', kind: 'contact', locale: 'sr', altcha }));
    expect(email.replyTo?.[0]).toMatchObject({ name: 'Марко Марковић', address: 'marko@example.rs' });
    expect(email.text).toContain('Broj telefona: +381641234567');
  });

  it('answers field problems with 422, localized and keyed by field, and queues nothing', async () => {
    const before = outbox.list('new').length;
    const response = await json({ name: '', email: 'nope', phoneNumber: '12', kind: 'contact', locale: 'sr', altcha: await proof() });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      statusCode: 422,
      statusMessage: 'Ispravite označena polja i ponovo pošaljite formu.',
      errors: { name: 'Ime je obavezno', email: 'Nevažeći email', phoneNumber: 'Nevažeći broj telefona' },
    });
    expect(outbox.list('new')).toHaveLength(before);
  });

  it('does not spend the proof of work on a request the rules refuse, so the corrected one goes through', async () => {
    const altcha = await proof();
    expect((await json({ ...VALID, email: '', kind: 'contact', locale: 'en', altcha })).statusCode).toBe(422);
    expect((await json({ ...VALID, kind: 'contact', locale: 'en', altcha })).statusCode).toBe(200);
  });

  it.each([
    [{ page: '/sr/account-delete' }, {}, 'Primili smo vaš zahtev za brisanje. Javićemo vam se u roku od dva radna dana da ga potvrdite.'],
    [{}, { referer: 'https://fiskalis.me/sr/account-delete' }, 'Primili smo vaš zahtev za brisanje. Javićemo vam se u roku od dva radna dana da ga potvrdite.'],
    [{}, { 'accept-language': 'sr-Latn-ME, en;q=0.5' }, 'Primili smo vaš zahtjev za brisanje. Javićemo vam se u roku od dva radna dana da ga potvrdite.'],
    [{}, {}, 'We have received your deletion request. We will reply within two business days to confirm it.'],
  ])('without a locale field, speaks the page’s language, else the browser’s, else the default (%j %j)', async (fields, headers, message) => {
    const response = await json({ ...VALID, kind: 'account-deletion', altcha: await proof(), ...fields }, headers);
    expect(response.json().statusMessage).toBe(message);
  });

  it('writes the page the form was on into the message', async () => {
    const altcha = await proof();
    expect((await added('new', () => json({ ...VALID, kind: 'contact', locale: 'en', page: '/en', altcha }))).text).toContain('Page: https://fiskalis.me/en');
  });
});

// Issue 20, item 2: the topic a call to action or the visitor chose, in the subject, the body and a header.
describe('the topic of a contact request', () => {
  it.each([
    ['en', 'demo', 'Demo request: Marko Marković', 'Topic: Product demo'],
    ['en', 'quote', 'Quote request: Marko Marković', 'Topic: Price quote'],
    ['me', 'support', 'Zahtjev za podršku: Marko Marković', 'Tema: Podrška'],
    ['sr', 'demo', 'Zahtev za prezentaciju: Marko Marković', 'Tema: Prezentacija'],
    ['en', 'general', 'Contact request: Marko Marković', 'Topic: General question'],
  ])('%s, %s: the subject says %j', async (locale, topic, subject, line) => {
    const email = await added('new', async () => json({ ...VALID, kind: 'contact', locale, topic, altcha: await proof() }));
    expect(email.subject).toBe(subject);
    expect(email.text).toContain(line);
    expect(email.headers.find((h) => h.key === 'x-fiskalis-topic')?.value).toBe(topic);
  });

  it('is optional: without one (or empty) the request is general', async () => {
    expect((await added('new', async () => json({ ...VALID, kind: 'contact', locale: 'en', altcha: await proof() }))).subject).toBe('Contact request: Marko Marković');
    expect((await added('new', async () => json({ ...VALID, kind: 'contact', locale: 'en', topic: '', altcha: await proof() }))).subject).toBe('Contact request: Marko Marković');
  });

  it('refuses a topic it does not know with 400, with JSON and without JavaScript, and queues nothing', async () => {
    const before = outbox.list('new').length;
    for (const topic of ['sales', 'Demo', ['demo'], 3]) {
      const response = await json({ ...VALID, kind: 'contact', locale: 'en', topic, altcha: await proof() });
      expect(response.statusCode, JSON.stringify(topic)).toBe(400);
    }
    expect((await form({ ...VALID, kind: 'contact', locale: 'en', page: '/en', website: '', topic: 'sales' })).headers.location).toBe('/en/answer.html#mail-failed');
    expect(outbox.list('new')).toHaveLength(before);
  });

  it('comes with the no-JS form too (the select posts it)', async () => {
    const email = await added('new', () => form({ ...VALID, kind: 'contact', locale: 'sr', page: '/sr', website: '', topic: 'quote' }));
    expect(email.subject).toBe('Zahtev za ponudu: Marko Marković');
  });

  it('is part of what an Idempotency-Key stands for: another topic with the same key is refused (422)', async () => {
    const headers = { 'idempotency-key': 'topic-key-0001' };
    expect((await json({ ...VALID, kind: 'contact', locale: 'en', topic: 'demo', altcha: await proof() }, headers)).statusCode).toBe(200);
    const before = outbox.list('new').length;
    expect((await json({ ...VALID, kind: 'contact', locale: 'en', topic: 'quote', altcha: await proof() }, headers)).statusCode).toBe(422);
    expect((await json({ ...VALID, kind: 'contact', locale: 'en', topic: 'demo', altcha: await proof() }, headers)).statusCode).toBe(200);
    expect(outbox.list('new')).toHaveLength(before);
  });
});

describe('the no-JS form (urlencoded)', () => {
  const fields = { ...VALID, kind: 'contact', locale: 'en', page: '/en', website: '' };

  it('is accepted without a proof of work and sent to its page’s answer page with 303 #mail-sent', async () => {
    const before = outbox.list('new').length;
    const response = await form(fields);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/en/answer.html#mail-sent');
    expect(outbox.list('new')).toHaveLength(before + 1);
  });

  it('goes to #mail-invalid when a field fails the rules, and to #mail-failed when the request is malformed', async () => {
    expect((await form({ ...fields, email: 'x', page: '/sr/account-delete' })).headers.location).toBe('/sr/account-delete/answer.html#mail-invalid');
    expect((await form({ ...fields, kind: 'newsletter' })).headers.location).toBe('/en/answer.html#mail-failed');
  });

  it('never redirects outside the site: an unknown page goes to the answer page of the locale’s home', async () => {
    for (const page of ['https://evil.example/', '//evil.example/en', '/\\evil.example', '/en/../../x', '/en/']) {
      const response = await form({ ...fields, page, locale: 'sr' });
      expect(response.statusCode, page).toBe(303);
      expect(response.headers.location, page).toBe('/sr/answer.html#mail-failed');
    }
  });

  it('goes to the site’s own origin when the form was posted from an allowed origin to this service', async () => {
    const response = await form({ ...fields, page: '/privacy' }, { origin: 'https://fiskalis.me' });
    expect(response.headers.location).toBe('https://fiskalis.me/privacy/answer.html#mail-sent');
  });

  it('must name the site by Origin or, without one, by Referer; else it is refused (#mail-failed) and nothing is queued', async () => {
    const before = outbox.list('new').length;
    for (const headers of [{}, { referer: 'https://evil.example/en' }, { referer: 'not a url' }, { origin: 'null', referer: 'https://fiskalis.me/en' }]) {
      const response = await app.inject({ method: 'POST', url: '/mail/send', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: new URLSearchParams(fields).toString() });
      expect([response.statusCode, response.headers.location], JSON.stringify(headers)).toEqual([303, '/en/answer.html#mail-failed']);
    }
    expect(outbox.list('new')).toHaveLength(before);
    for (const referer of ['https://fiskalis.me/en', 'https://www.fiskalis.rs/sr', `${SELF}/en`]) {
      const response = await app.inject({ method: 'POST', url: '/mail/send', headers: { 'content-type': 'application/x-www-form-urlencoded', referer }, payload: new URLSearchParams(fields).toString() });
      expect(response.headers.location, referer).toMatch(/\/en\/answer\.html#mail-sent$/);
    }
    expect(outbox.list('new')).toHaveLength(before + 3);
  });

  it('marks its messages X-Fiskalis-Form: no-script for mail filters; the island’s carry no such header', async () => {
    const native = await added('new', () => form(fields));
    expect(native.headers.find((h) => h.key === 'x-fiskalis-form')?.value).toBe('no-script');
    const altcha = await proof();
    const island = await added('new', () => json({ ...VALID, kind: 'contact', locale: 'en', altcha }));
    expect(island.headers.find((h) => h.key === 'x-fiskalis-form')).toBeUndefined();
  });

  it('has a rate limit of its own, half the island’s, that does not spend the island’s', async () => {
    const { app: limited, outbox: own } = await appWith(() => ({ rateLimit: { max: 4, windowMs: 60_000 } }));
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await limited.inject({ method: 'POST', url: '/mail/send', remoteAddress: '10.0.0.9', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SELF }, payload: new URLSearchParams(fields).toString() })).headers.location);
    expect(statuses).toEqual(['/en/answer.html#mail-sent', '/en/answer.html#mail-sent', '/en/answer.html#mail-failed']);
    const island = await limited.inject({ method: 'POST', url: '/mail/send', remoteAddress: '10.0.0.9', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ ...VALID, kind: 'contact', locale: 'en', altcha: await proof(limited) }) });
    expect(island.statusCode).toBe(200);
    expect(own.list('new')).toHaveLength(3);
    own.dispose();
  });
});

describe('Idempotency-Key', () => {
  const key = () => `key-${Math.random().toString(36).slice(2)}-${Date.now()}`;

  it('answers a repeat with the first result and queues the message once', async () => {
    const headers = { 'idempotency-key': key() };
    const before = outbox.list('new').length;
    const first = await json({ ...VALID, kind: 'contact', locale: 'me', altcha: await proof() }, headers);
    // A retry solves a new proof of work; the key still identifies the submission.
    const again = await json({ ...VALID, kind: 'contact', locale: 'me', altcha: await proof() }, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(outbox.list('new')).toHaveLength(before + 1);
  });

  it('queues once when the same key arrives several times at once', async () => {
    const headers = { 'idempotency-key': key() };
    const before = outbox.list('new').length;
    const proofs = await Promise.all([proof(), proof(), proof(), proof()]);
    const answers = await Promise.all(proofs.map((altcha) => json({ ...VALID, kind: 'contact', locale: 'en', altcha }, headers)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(outbox.list('new')).toHaveLength(before + 1);
  });

  it('refuses the key with another body, clearly (422), and queues nothing', async () => {
    const headers = { 'idempotency-key': key() };
    await json({ ...VALID, kind: 'contact', locale: 'en', altcha: await proof() }, headers);
    const before = outbox.list('new').length;
    const other = await json({ ...VALID, name: 'Someone Else', kind: 'contact', locale: 'en', altcha: await proof() }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().statusMessage).toBe('This form was already sent with other details. Please reload the page and send it again.');
    expect(outbox.list('new')).toHaveLength(before);
  });

  it('remembers keys across a restart: the outbox is the record', async () => {
    const headers = { 'idempotency-key': key() };
    // One outbox is one process's (its lock): the first service closes before the restarted one opens it.
    const { app: first, outbox: own } = await appWith(() => ({}));
    await json({ ...VALID, kind: 'contact', locale: 'en', altcha: await proof(first) }, headers, first);
    await first.close();
    const restarted = await createMailApp(testMailConfig(own.dir));
    apps.push(restarted);
    const before = own.list('new').length;
    const again = await json({ ...VALID, kind: 'contact', locale: 'en', altcha: await proof(restarted) }, headers, restarted);
    expect(again.statusCode).toBe(200);
    expect(own.list('new')).toHaveLength(before);
    expect((await json({ ...VALID, name: 'Changed', kind: 'contact', locale: 'en', altcha: await proof(restarted) }, headers, restarted)).statusCode).toBe(422);
  });

  it('forgets a key after its window (24 h by default)', async () => {
    const { app: shortMemory, outbox: own } = await appWith(() => ({ idempotencyWindowMs: 1 }));
    const headers = { 'idempotency-key': key() };
    await json({ ...VALID, kind: 'contact', locale: 'en', altcha: await proof(shortMemory) }, headers, shortMemory);
    await json({ ...VALID, kind: 'contact', locale: 'en', altcha: await proof(shortMemory) }, headers, shortMemory);
    expect(own.list('new')).toHaveLength(2);
    own.dispose();
  });

  it('refuses a malformed key with 400', async () => {
    for (const bad of ['short', 'has spaces in it', 'ünïcødé-key-1234', 'x'.repeat(129)]) {
      expect((await json({ ...VALID, kind: 'contact', locale: 'en', altcha: await proof() }, { 'idempotency-key': bad })).statusCode, bad).toBe(400);
    }
  });
});

describe('spam', () => {
  it('answers a filled honeypot as a success, keeps the message in spam/ and queues nothing', async () => {
    const before = outbox.list('new').length;
    const altcha = await proof();
    let status = 0;
    const email = await added('spam', async () => (status = (await json({ ...VALID, kind: 'contact', locale: 'en', website: 'https://cheap.example', altcha })).statusCode));
    expect(status).toBe(200);
    expect(outbox.list('new')).toHaveLength(before);
    expect(email.headers.find((h) => h.key === 'x-fiskalis-spam')?.value).toBe('honeypot');
  });

  it('keeps a submission sent sooner than the minimum fill time after its challenge as spam', async () => {
    const { app: strict, outbox: own } = await appWith(() => ({}), { MAIL_MIN_FILL_TIME: '1h' });
    const altcha = await proof(strict);
    let status = 0;
    const email = await added('spam', async () => (status = (await json({ ...VALID, kind: 'contact', locale: 'en', altcha }, {}, strict)).statusCode), own);
    expect(status).toBe(200);
    expect(own.list('new')).toEqual([]);
    expect(email.headers.find((h) => h.key === 'x-fiskalis-spam')?.value).toBe('too-fast');
    own.dispose();
  });

  it('accepts a submission after the minimum fill time', async () => {
    const { app: timed, outbox: own } = await appWith(() => ({}), { MAIL_MIN_FILL_TIME: '300ms' });
    const altcha = await proof(timed);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await json({ ...VALID, kind: 'contact', locale: 'en', altcha }, {}, timed)).statusCode).toBe(200);
    expect(own.list('new')).toHaveLength(1);
    own.dispose();
  });
});

describe('GET /mail/challenge', () => {
  it('serves a fresh signed PBKDF2/SHA-256 challenge with an expiry and its issue time, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/mail/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = response.json();
    expect(parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(parameters.data.issuedAt).toBeLessThanOrEqual(Date.now());
    const next = (await app.inject({ method: 'GET', url: '/mail/challenge' })).json();
    expect(next.parameters.nonce).not.toBe(parameters.nonce);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After and a localized message past the limit, per client', async () => {
    const { app: limited, outbox: own } = await appWith(() => ({ rateLimit: { max: 2, windowMs: 60_000 } }));
    const send = async (ip: string) =>
      limited.inject({ method: 'POST', url: '/mail/send', remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ ...VALID, kind: 'contact', locale: 'me', altcha: await proof(limited) }) });
    expect((await send('10.0.0.1')).statusCode).toBe(200);
    expect((await send('10.0.0.1')).statusCode).toBe(200);
    const refused = await send('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ statusCode: 429, statusMessage: 'Poslali ste više poruka u kratkom roku. Sačekajte minut i pokušajte ponovo.' });
    expect((await send('10.0.0.2')).statusCode).toBe(200);
    expect(own.list('new')).toHaveLength(3);
    // The no-JS form counts in a bucket of its own, half as large (here 1): refused the second time.
    const native = () => limited.inject({ method: 'POST', url: '/mail/send', remoteAddress: '10.0.0.1', headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'https://fiskalis.me/en' }, payload: 'kind=contact' });
    expect((await native()).headers.location).toBe('/en/answer.html#mail-invalid');
    const limitedNative = await native();
    expect(limitedNative.statusCode).toBe(303);
    expect(limitedNative.headers.location).toBe('/en/answer.html#mail-failed');
    own.dispose();
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    app.inject({ method: 'OPTIONS', url: '/mail/send', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, idempotency-key' } });

  it('lets the site’s origin and the configured ones post cross-origin with an Idempotency-Key', async () => {
    for (const origin of ['https://fiskalis.me', 'https://www.fiskalis.rs']) {
      const response = await preflight(origin);
      expect(response.statusCode, origin).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(String(response.headers['access-control-allow-headers'])).toMatch(/Idempotency-Key/i);
    }
  });

  it('gives no other origin the right to read an answer', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const challenge = await app.inject({ method: 'GET', url: '/mail/challenge', headers: { origin: 'https://evil.example' } });
    expect(challenge.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('other methods', () => {
  it('answers GET /mail/send with 405 and Allow: POST in the answer shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/mail/send', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json().statusCode).toBe(405);
  });
});
