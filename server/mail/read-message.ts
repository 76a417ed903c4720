/**
 * Reads a message of the outbox back with postal-mime: the envelope the worker hands to SMTP (From and To as
 * written, so a message keeps the recipients it was accepted for), and what `cli outbox` shows.
 */
import PostalMime, { type Address } from 'postal-mime';
import { KIND_HEADER, LOCALE_HEADER } from './compose.js';

export interface ReadMessage {
  readonly from?: string;
  readonly to: readonly string[];
  readonly replyTo?: string;
  readonly subject?: string;
  readonly date?: Date;
  readonly kind?: string;
  readonly locale?: string;
  readonly messageId?: string;
  readonly text?: string;
}

export async function readMessage(bytes: Uint8Array): Promise<ReadMessage> {
  const email = await PostalMime.parse(bytes);
  const header = (name: string) => email.headers.find((h) => h.key === name.toLowerCase())?.value;
  const date = email.date ? new Date(email.date) : undefined;
  const from = email.from ? addressesOf([email.from])[0] : undefined;
  const replyTo = email.replyTo?.[0];
  const kind = header(KIND_HEADER);
  const locale = header(LOCALE_HEADER);
  return {
    to: addressesOf(email.to ?? []),
    ...(from ? { from } : {}),
    ...(replyTo && replyTo.address ? { replyTo: replyTo.name ? `${replyTo.name} <${replyTo.address}>` : replyTo.address } : {}),
    ...(email.subject !== undefined ? { subject: email.subject } : {}),
    ...(date && !Number.isNaN(date.getTime()) ? { date } : {}),
    ...(kind ? { kind } : {}),
    ...(locale ? { locale } : {}),
    ...(email.messageId ? { messageId: email.messageId } : {}),
    ...(email.text !== undefined ? { text: email.text } : {}),
  };
}

function addressesOf(list: readonly Address[]): string[] {
  return list.flatMap((a) => (a.group ? a.group.map((m) => m.address) : [a.address])).filter((a): a is string => Boolean(a));
}
