import { describe, expect, it } from 'vitest';
import { sendMail } from '../../site/islands/contact-form/send-mail.js';
import type { MailRequest } from '../../shared/contact-protocol.js';

const body: MailRequest = { name: 'Ana', email: 'ana@example.me', phoneNumber: '+38267123456', kind: 'contact', locale: 'en', altcha: 'proof', website: '' };

function answering(response: Response | Error | 'never') {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (response === 'never') {
      return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }
    if (response instanceof Error) throw response;
    return response;
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}
const json = (status: number, value: unknown) => new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });

describe('sendMail', () => {
  it('posts JSON with the Idempotency-Key; any 2xx is sent', async () => {
    const { fetch, calls } = answering(json(202, { statusCode: 202, statusMessage: 'Accepted' }));
    expect(await sendMail({ action: '/mail/send', idempotencyKey: 'k-12345678', body, fetch })).toEqual({ kind: 'sent' });
    expect(calls[0]!.url).toBe('/mail/send');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toMatchObject({ 'Content-Type': 'application/json', 'Idempotency-Key': 'k-12345678' });
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual(body);
  });

  it("reads the server's statusMessage and field errors, keeping only well-formed texts", async () => {
    const { fetch } = answering(json(422, { statusCode: 422, statusMessage: ' Check the fields ', errors: { email: 'Invalid email', phoneNumber: 42, other: 'x', name: '' } }));
    expect(await sendMail({ action: '/mail/send', idempotencyKey: 'k', body, fetch })).toEqual({ kind: 'failed', status: 422, statusMessage: 'Check the fields', errors: { email: 'Invalid email' } });
  });

  it('treats an answer that is not the contract (a proxy page, an overlong text) as a failure without a message', async () => {
    expect(await sendMail({ action: '/', idempotencyKey: 'k', body, fetch: answering(new Response('<h1>Bad gateway</h1>', { status: 502 })).fetch })).toEqual({ kind: 'failed', status: 502 });
    expect(await sendMail({ action: '/', idempotencyKey: 'k', body, fetch: answering(json(500, { statusMessage: 'x'.repeat(501) })).fetch })).toEqual({ kind: 'failed', status: 500 });
    expect(await sendMail({ action: '/', idempotencyKey: 'k', body, fetch: answering(json(500, null)).fetch })).toEqual({ kind: 'failed', status: 500 });
  });

  it('is offline when the request fails without a network, unreachable when it fails with one, and times out when no answer comes', async () => {
    expect(await sendMail({ action: '/', idempotencyKey: 'k', body, fetch: answering(new TypeError('Failed to fetch')).fetch, online: () => false })).toEqual({ kind: 'offline' });
    expect(await sendMail({ action: '/', idempotencyKey: 'k', body, fetch: answering(new TypeError('Failed to fetch')).fetch, online: () => true })).toEqual({ kind: 'unreachable' });
    expect(await sendMail({ action: '/', idempotencyKey: 'k', body, timeoutMs: 20, fetch: answering('never').fetch })).toEqual({ kind: 'timeout' });
  });
});
