import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys, randomKey, type SubmissionValues } from '../../site/islands/contact-form/idempotency.js';
import { IDEMPOTENCY_KEY_PATTERN } from '../../shared/contact-protocol.js';

const values: SubmissionValues = { name: 'Ana', email: 'ana@example.me', phoneNumber: '+38267123456', kind: 'contact', locale: 'me' };

function counter() {
  let n = 0;
  return () => `key-000${++n}`;
}

describe('createIdempotencyKeys', () => {
  it('keeps the key for a retry of the same values after a failure', () => {
    const keys = createIdempotencyKeys(counter());
    expect(keys.keyFor(values)).toBe('key-0001');
    keys.settle('failed');
    expect(keys.keyFor({ ...values })).toBe('key-0001');
    keys.settle('failed');
    expect(keys.keyFor(values)).toBe('key-0001');
  });

  it('keeps the key of earlier unsent values too: changing them back is still a retry', () => {
    const keys = createIdempotencyKeys(counter());
    expect(keys.keyFor(values)).toBe('key-0001');
    keys.settle('failed');
    expect(keys.keyFor({ ...values, name: 'Ana Anić' })).toBe('key-0002');
    keys.settle('failed');
    expect(keys.keyFor(values)).toBe('key-0001');
  });

  it('gives a new key once the values change, or after a submission was sent', () => {
    const keys = createIdempotencyKeys(counter());
    keys.keyFor(values);
    keys.settle('failed');
    expect(keys.keyFor({ ...values, email: 'ana@example.com' })).toBe('key-0002');
    keys.settle('sent');
    expect(keys.keyFor({ ...values, email: 'ana@example.com' })).toBe('key-0003');
    expect(keys.keyFor({ ...values, kind: 'account-deletion', email: 'ana@example.com' })).toBe('key-0004');
  });
});

describe('randomKey', () => {
  it('is a v4 UUID the protocol accepts, different each time', () => {
    const a = randomKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(randomKey()).not.toBe(a);
  });

  it('has a fallback where crypto.randomUUID is missing (plain http on a LAN address)', () => {
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      expect(randomKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
