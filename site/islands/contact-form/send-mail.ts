/**
 * POST {apiBase}/mail/send as JSON with the submission's Idempotency-Key, and what the answer means for the
 * visitor. Any 2xx is sent; any other answer is a failure with the server's own statusMessage and per-field
 * errors when it gave them (read defensively: a proxy's HTML error page has neither). No answer at all is
 * offline when the browser says it has no network, else the service is unreachable (down, or refusing
 * connections); an answer that never comes is a timeout. After each a retry with the same key is safe.
 */
import { CONTACT_FIELDS, type ContactField } from '../../../shared/contact-rules.js';
import { IDEMPOTENCY_HEADER, type MailRequest } from '../../../shared/contact-protocol.js';

export type SendOutcome =
  | { readonly kind: 'sent' }
  | { readonly kind: 'failed'; readonly status: number; readonly statusMessage?: string; readonly errors?: Partial<Record<ContactField, string>> }
  | { readonly kind: 'offline' }
  | { readonly kind: 'unreachable' }
  | { readonly kind: 'timeout' };

export interface SendMailOptions {
  readonly action: string;
  readonly idempotencyKey: string;
  readonly body: MailRequest;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
  /** Whether the browser has a network (navigator.onLine): a failed request is then the service's fault. */
  readonly online?: () => boolean;
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Long enough for a slow phone network and an SMTP hand-off; the server answers once the message is durable. */
const SEND_TIMEOUT_MS = 30_000;
/** A statusMessage is shown as text; anything longer than this is not a message meant for a visitor. */
const MAX_MESSAGE_LENGTH = 500;

export async function sendMail({ action, idempotencyKey, body, timeoutMs = SEND_TIMEOUT_MS, fetch: fetchImpl = fetch, online = browserOnline }: SendMailOptions): Promise<SendOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchImpl(action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (response.ok) return { kind: 'sent' };
    return { kind: 'failed', status: response.status, ...(await readAnswer(response)) };
  } catch {
    if (timedOut) return { kind: 'timeout' };
    return online() ? { kind: 'unreachable' } : { kind: 'offline' };
  } finally {
    clearTimeout(timer);
  }
}

/** The statusMessage and field errors of a failed answer, keeping only well-formed strings. */
async function readAnswer(response: Response): Promise<{ statusMessage?: string; errors?: Partial<Record<ContactField, string>> }> {
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    return {};
  }
  if (!answer || typeof answer !== 'object') return {};
  const { statusMessage, errors } = answer as { statusMessage?: unknown; errors?: unknown };
  const result: { statusMessage?: string; errors?: Partial<Record<ContactField, string>> } = {};
  const message = textOf(statusMessage);
  if (message) result.statusMessage = message;
  if (errors && typeof errors === 'object') {
    const fields: Partial<Record<ContactField, string>> = {};
    for (const field of CONTACT_FIELDS) {
      const text = textOf((errors as Record<string, unknown>)[field]);
      if (text) fields[field] = text;
    }
    if (Object.keys(fields).length > 0) result.errors = fields;
  }
  return result;
}

function textOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text && text.length <= MAX_MESSAGE_LENGTH ? text : undefined;
}
