/**
 * Delivery against a real SMTP server on loopback: what arrives in each locale, waiting while the relay is
 * down, giving up into failed/ and re-queueing, and carrying on after a restart.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { requeueMessages } from '../../server/mail/inspect.js';
import type { DeliveryEvent } from '../../server/mail/types.js';
import { createMailApp, createTempOutbox, freePort, injectedChallenge, solveProof, startSmtpSink, testMailConfig, VALID, waitUntil, type SmtpSink } from '../helpers/mail.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function service(env: Record<string, string>, events: DeliveryEvent[] = [], outbox = createTempOutbox()) {
  const app = await createMailApp(testMailConfig(outbox.dir, env), events);
  cleanups.push(() => app.close());
  return { app, outbox, events };
}
async function sink(port?: number): Promise<SmtpSink> {
  const started = await startSmtpSink(port);
  cleanups.push(() => started.close());
  return started;
}
const send = async (app: FastifyInstance, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/mail/send', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ altcha: await solveProof(injectedChallenge(app)), ...body }) });

describe('delivery over SMTP', () => {
  it.each([
    ['en', 'contact', '/en', 'Contact request: Jane Doe', 'A visitor sent the contact form on the website.', ['Full name: Jane Doe', 'Email: jane@example.com', 'Phone number: +38267123456', 'Page: https://fiskalis.me/en', 'Replying to this message writes to jane@example.com directly.']],
    ['me', 'account-deletion', '/account-delete', 'Zahtjev za brisanje naloga: Jane Doe', 'Posjetilac traži brisanje svog Fiskalis naloga. Prije brisanja potvrdite zahtjev sa vlasnikom naloga.', ['Ime i prezime: Jane Doe', 'Email adresa: jane@example.com', 'Broj telefona: +38267123456', 'Stranica: https://fiskalis.me/account-delete']],
    ['sr', 'contact', '/sr', 'Upit sa sajta: Jane Doe', 'Posetilac je poslao kontakt formu sa sajta.', ['Ime i prezime: Jane Doe', 'Broj telefona: +38267123456', 'Odgovor na ovu poruku ide direktno na jane@example.com.']],
  ])('hands a %s %s request to the relay with its headers and localized body', async (locale, kind, page, subject, intro, lines) => {
    const relay = await sink();
    const { app, outbox } = await service({ SMTP_URL: relay.url, MAIL_TO_CONTACT: 'sales@example.me', MAIL_TO_ACCOUNT_DELETION: 'privacy@example.me' });
    const response = await send(app, { name: 'Jane Doe', email: 'jane@example.com', phoneNumber: '+382 67 123 456', kind, locale, page });
    expect(response.statusCode).toBe(200);
    await waitUntil(() => outbox.list('cur').length === 1, 5_000, 'the message in cur/');
    expect(relay.received).toHaveLength(1);
    const { email, envelope, raw } = relay.received[0]!;
    const to = kind === 'contact' ? 'sales@example.me' : 'privacy@example.me';
    expect(envelope).toEqual({ from: 'web@fiskalis.me', to: [to] });
    expect(email.from).toMatchObject({ name: 'Fiskalis', address: 'web@fiskalis.me' });
    expect(email.to).toEqual([{ name: '', address: to }]);
    expect(email.replyTo).toEqual([{ name: 'Jane Doe', address: 'jane@example.com' }]);
    expect(email.subject).toBe(subject);
    expect(Math.abs(new Date(email.date!).getTime() - Date.now())).toBeLessThan(60_000);
    const header = (name: string) => email.headers.find((h) => h.key === name)?.value;
    expect(header('x-fiskalis-kind')).toBe(kind);
    expect(header('x-fiskalis-locale')).toBe(locale);
    expect(header('content-type')).toMatch(/^text\/plain; charset=utf-8/);
    // The Message-ID is the outbox name's: the same on every hand-over.
    const [name] = outbox.list('cur');
    expect(name).toMatch(/\.eml:2,P$/);
    expect(email.messageId).toBe(`<${name!.split('.').slice(0, 2).join('.')}@fiskalis.me>`);
    expect(email.text!.split('\n')[0]).toBe(intro);
    for (const line of lines) expect(email.text).toContain(line);
    // What the relay received is the file as written, byte for byte.
    expect(outbox.list('new')).toEqual([]);
    const { readFileSync } = await import('node:fs');
    const written = readFileSync(`${outbox.dir}/cur/${name}`).toString();
    expect(raw.toString()).toBe(written);
    expect(written.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    outbox.dispose();
  });
});

describe('when the relay is down', () => {
  it('keeps messages in new/ and delivers each once when the relay returns', async () => {
    const port = await freePort();
    const { app, outbox, events } = await service({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    for (const name of ['Ana', 'Bojan', 'Cvijeta']) expect((await send(app, { ...VALID, name, kind: 'contact', locale: 'me' })).statusCode).toBe(200);
    await waitUntil(() => events.some((e) => e.type === 'retry'), 5_000, 'a failed attempt');
    expect(outbox.list('new')).toHaveLength(3);
    expect(events.find((e) => e.type === 'retry')).toMatchObject({ error: expect.stringMatching(/^(ECONNECTION|ESOCKET)/) });
    const relay = await sink(port);
    await waitUntil(() => outbox.list('cur').length === 3, 10_000, 'three messages in cur/');
    expect(outbox.list('new')).toEqual([]);
    expect(relay.received.map((r) => r.email.replyTo?.[0]?.name).sort()).toEqual(['Ana', 'Bojan', 'Cvijeta']);
    expect(new Set(relay.received.map((r) => r.email.messageId)).size).toBe(3);
    outbox.dispose();
  });

  it('gives up after the configured time into failed/ with a log event; re-queued, it goes out', async () => {
    const relay = await sink();
    relay.mode = 'refuse';
    const { app, outbox, events } = await service({ SMTP_URL: relay.url, MAIL_GIVE_UP_AFTER: '500ms' });
    expect((await send(app, { ...VALID, kind: 'account-deletion', locale: 'sr' })).statusCode).toBe(200);
    await waitUntil(() => events.some((e) => e.type === 'failed'), 5_000, 'the give-up event');
    expect(events.find((e) => e.type === 'failed')).toMatchObject({ error: expect.stringContaining('451') });
    expect(outbox.list('failed')).toHaveLength(1);
    expect(outbox.list('new')).toEqual([]);
    relay.mode = 'accept';
    expect(await requeueMessages(outbox.dir)).toHaveLength(1);
    await waitUntil(() => outbox.list('cur').length === 1, 5_000, 'the re-queued message delivered');
    expect(relay.received).toHaveLength(1);
    outbox.dispose();
  });

  it('resumes pending deliveries after a restart', async () => {
    const port = await freePort();
    const outbox = createTempOutbox();
    const first = await createMailApp(testMailConfig(outbox.dir, { SMTP_URL: `smtp://127.0.0.1:${port}` }));
    for (const locale of ['en', 'me', 'sr']) expect((await send(first, { ...VALID, kind: 'contact', locale })).statusCode).toBe(200);
    await first.close();
    expect(outbox.list('new')).toHaveLength(3);
    const relay = await sink(port);
    await service({ SMTP_URL: relay.url }, [], outbox);
    await waitUntil(() => outbox.list('cur').length === 3, 5_000, 'three messages in cur/');
    expect(relay.received).toHaveLength(3);
    outbox.dispose();
  });
});

describe('without SMTP_URL', () => {
  it('keeps every message in new/: the outbox is the destination', async () => {
    const { app, outbox } = await service({});
    expect((await send(app, { ...VALID, kind: 'contact', locale: 'en' })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outbox.list('new')).toHaveLength(1);
    expect(outbox.list('cur')).toEqual([]);
    outbox.dispose();
  });
});
