/**
 * Names of the messages in the outbox, Maildir style: `{seconds}.{id}.{host}.eml`, with the info suffix
 * `:2,P` ("passed on") once delivered. The id carries what idempotency needs, so the folders alone are the
 * record of which keys were used: `K{key hash}F{body fingerprint}R{random}` for a request with an
 * Idempotency-Key, `R{random}` otherwise. The name never changes between folders, and the Message-ID derives from it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/** Maildir forbids `/` and `:` in the host part; dots would make the name ambiguous. */
const HOST = hostname().replace(/[^A-Za-z0-9-]/g, '-') || 'localhost';
const NAME = /^(\d{1,12})\.((?:K([0-9a-f]{32})F([0-9a-f]{16}))?R[0-9a-f]{16})\.([A-Za-z0-9-]+)\.eml(?::2,[A-Z]*)?$/;
/** Maildir's flag for a message "passed on" (resent, forwarded): here, handed to the SMTP relay. */
const DELIVERED_INFO = ':2,P';

/** What an Idempotency-Key contributes to a name: a hash of the key, and a fingerprint of the body it came with. */
export interface KeyMark {
  readonly keyHash: string;
  readonly fingerprint: string;
}

export interface ParsedName {
  /** When the message was first written (seconds since the epoch). */
  readonly seconds: number;
  readonly id: string;
  readonly key?: KeyMark;
}

export function createMessageName(now: number, key?: KeyMark): string {
  // The random part keeps names unique even for one key used again within a second, after its window.
  const id = `${key ? `K${key.keyHash}F${key.fingerprint}` : ''}R${randomBytes(8).toString('hex')}`;
  return `${Math.floor(now / 1000)}.${id}.${HOST}.eml`;
}

export function parseMessageName(name: string): ParsedName | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  const [, seconds, id, keyHash, fingerprint] = match;
  return { seconds: Number(seconds), id: id!, ...(keyHash && fingerprint ? { key: { keyHash, fingerprint } } : {}) };
}

export function markOf(idempotencyKey: string, fields: readonly unknown[]): KeyMark {
  return {
    keyHash: sha256(idempotencyKey).slice(0, 32),
    fingerprint: sha256(JSON.stringify(fields)).slice(0, 16),
  };
}

/** The name in cur/ of a delivered message. */
export function deliveredName(name: string): string {
  return `${baseName(name)}${DELIVERED_INFO}`;
}

/** The name without Maildir's info suffix: the same in every folder. */
export function baseName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(0, colon);
}

/** A Message-ID that stays the same however often the message is handed over, so receivers can spot a repeat. */
export function messageIdOf(name: string, domain: string): string {
  const parsed = parseMessageName(name);
  return `<${parsed ? `${parsed.seconds}.${parsed.id}` : baseName(name)}@${domain}>`;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
