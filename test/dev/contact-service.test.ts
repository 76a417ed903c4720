/**
 * The contact service in the dev server: the one `serve` runs (server/mail), answering /mail on the dev
 * server's port, delivering to a real SMTP server on loopback, and following the content as it is edited.
 * The proofs of work are cheap (test/helpers/mail-config.ts), the rest is as `npm run dev` runs it.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDevSite, type DevSite } from '../helpers/dev-server.js';
import { solveProof, startSmtpSink, VALID, waitUntil, type SmtpSink } from '../helpers/mail.js';

let dev: DevSite;
let relay: SmtpSink;
beforeAll(async () => {
  relay = await startSmtpSink();
  dev = await openDevSite({ mail: { env: { SMTP_URL: relay.url, MAIL_TO_CONTACT: 'sales@example.me' } } });
}, 60_000);
afterAll(async () => {
  await dev?.close();
  await relay?.close();
});

const challenge = async () => (await fetch(`${dev.origin}/mail/challenge`)).json();
const post = (body: Record<string, unknown>, key: string) =>
  fetch(`${dev.origin}/mail/send`, { method: 'POST', headers: { 'content-type': 'application/json', origin: dev.origin, 'idempotency-key': key }, body: JSON.stringify(body) });

describe('forms in the dev server', () => {
  it('serves pages whose forms post to the dev server itself, whatever site.yaml names for the built site, and a real challenge at GET /mail/challenge', async () => {
    dev.fixture.replace('content/site.yaml', 'baseUrl: ""', 'baseUrl: "https://api.example.test"');
    try {
      const page = await dev.get('/en');
      expect(page.text).toContain('action="/mail/send"');
      expect(page.text).not.toContain('api.example.test');
    } finally {
      dev.fixture.replace('content/site.yaml', 'baseUrl: "https://api.example.test"', 'baseUrl: ""');
    }
    const response = await fetch(`${dev.origin}/mail/challenge`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const { parameters, signature } = (await response.json()) as { parameters: { algorithm: string; cost: number }; signature: string };
    expect(parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts a post with a solved proof of work, reports its file and delivers it over SMTP', async () => {
    const response = await post({ ...VALID, kind: 'contact', locale: 'en', page: '/en', altcha: await solveProof(challenge) }, 'dev-server-first-try');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { statusCode: number }).statusCode).toBe(200);
    expect(dev.mail!.accepted).toHaveLength(1);
    expect(dev.mail!.accepted[0]!.file).toMatch(new RegExp(`^${dev.mail!.outbox.dir}/new/\\d+\\.[^/]+\\.eml$`));
    await waitUntil(() => relay.received.length === 1, 10_000, 'the message at the relay');
    const { email, envelope } = relay.received[0]!;
    expect(envelope.to).toEqual(['sales@example.me']);
    expect(email.replyTo).toEqual([{ name: VALID.name, address: VALID.email }]);
    expect(email.subject).toBe(`Contact request: ${VALID.name}`);
    await waitUntil(() => dev.mail!.events.length > 0, 5_000, 'the delivery event');
    expect(dev.mail!.events).toEqual([{ type: 'delivered', name: path.basename(dev.mail!.accepted[0]!.file) }]);
    expect(dev.mail!.outbox.list('cur')).toHaveLength(1);
  });

  it('sends a form posted without JavaScript back to the answer page the dev server renders', async () => {
    const form = new URLSearchParams({ ...VALID, kind: 'contact', locale: 'en', page: '/en' });
    const response = await fetch(`${dev.origin}/mail/send`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: dev.origin }, body: form });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/answer.html#mail-sent');
    expect((await dev.get('/en/answer.html')).status).toBe(200);
  });

  it('reports a post judged spam with its reason, kept in spam/ and never delivered', async () => {
    const response = await post({ ...VALID, kind: 'contact', locale: 'en', website: 'https://spam.example' }, 'dev-server-spam');
    expect(response.status).toBe(200);
    const spam = dev.mail!.accepted.find((m) => m.spam);
    expect(spam).toEqual({ file: expect.stringMatching(new RegExp(`^${dev.mail!.outbox.dir}/spam/`)), spam: 'honeypot' });
    expect(dev.mail!.outbox.list('spam')).toHaveLength(1);
  });

  it('follows the content: a message sent after an edit of site.yaml and of a mail text uses the new ones', async () => {
    dev.fixture.replace('content/site.yaml', 'accountDeletion: [privacy@fiskalis.me]', 'accountDeletion: [deletions@example.me]');
    dev.fixture.replace('content/messages/en.yaml', /subjectAccountDeletion: ".*"/, 'subjectAccountDeletion: "Delete the account of {name}"');
    const response = await post({ ...VALID, kind: 'account-deletion', locale: 'en', altcha: await solveProof(challenge) }, 'dev-server-after-edit');
    expect(response.status).toBe(200);
    const deletion = () => relay.received.find((r) => r.email.headers.some((h) => h.key === 'x-fiskalis-kind' && h.value === 'account-deletion'));
    await waitUntil(() => deletion() !== undefined, 10_000, 'the message at the relay');
    expect(deletion()!.envelope.to).toEqual(['deletions@example.me']);
    expect(deletion()!.email.subject).toBe(`Delete the account of ${VALID.name}`);
    expect(dev.mail!.log).toEqual([]);
    expect(dev.errors).toEqual([]);
  });
});
