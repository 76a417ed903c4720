/**
 * The Idempotency-Key of a submission. A retry of the same values after a failure sends the same key, so a
 * request whose answer was lost is never delivered twice (the server answers the first result again). Other
 * values get a new key, and so does any submission after one was sent.
 */
import type { ContactValues } from '../../../shared/contact-rules.js';
import type { RequestKind } from '../../../shared/contact-protocol.js';

/** What identifies a submission: the normalized field values and where they go (not the proof of work, which is new on every attempt). */
export interface SubmissionValues extends ContactValues {
  readonly kind: RequestKind;
  readonly locale: string;
  /** Contact requests: another topic is another submission (the service compares it too). */
  readonly topic?: string;
}

export interface IdempotencyKeys {
  /** The key for these values: the one they had before when they were submitted since the last sent submission, else a new one. */
  keyFor(values: SubmissionValues): string;
  /** Records how the last submission ended: once one is sent, every earlier key is forgotten. */
  settle(outcome: 'sent' | 'failed'): void;
}

/** Unsent submissions remembered; more is a visitor changing values back and forth, not a retry. */
const REMEMBERED = 10;

export function createIdempotencyKeys(newKey: () => string = randomKey): IdempotencyKeys {
  // Every unsent submission keeps its key, not just the last: values A fail (the answer lost, A delivered),
  // then B fails, then A again is still A's retry and must not be delivered twice.
  const unsent = new Map<string, string>();
  return {
    keyFor(values) {
      const fingerprint = fingerprintOf(values);
      let key = unsent.get(fingerprint);
      if (key === undefined) {
        key = newKey();
        if (unsent.size >= REMEMBERED) unsent.delete(unsent.keys().next().value!);
        unsent.set(fingerprint, key);
      }
      return key;
    },
    settle(outcome) {
      if (outcome === 'sent') unsent.clear();
    },
  };
}

function fingerprintOf(values: SubmissionValues): string {
  return JSON.stringify([values.kind, values.locale, values.name, values.email, values.phoneNumber, values.topic ?? 'general']);
}

/** A random UUID (v4). `crypto.randomUUID` exists only in secure contexts; a plain-http preview on a LAN address still gets a key. */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
