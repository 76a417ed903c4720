import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { measureIslandBytes } from '../../commands/i18n/island-bytes.js';

const dir = mkdtempSync(path.join(tmpdir(), 'fiskalis-islands-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const brotli = (value: unknown) => brotliCompressSync(JSON.stringify(value), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

function payload(file: string, locale: string, route: string, islands: Record<string, unknown>): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), JSON.stringify({ locale, route: { id: route }, islands }));
}

describe('measureIslandBytes', () => {
  it('is undefined for a folder without payloads (no build)', () => {
    expect(measureIslandBytes(path.join(dir, 'absent'))).toBeUndefined();
  });

  it('gives the brotli bytes of each island texts (its messages prop) per route, island and locale', () => {
    const en = { send: 'Send', sent: 'Sent' };
    const me = { send: 'Pošalji', sent: 'Poslato' };
    payload('_payload.json', 'me', 'home', { contact: { name: 'contactForm', props: { formId: 'contact', messages: me } } });
    payload('en/_payload.json', 'en', 'home', { contact: { name: 'contactForm', props: { formId: 'contact', messages: en } } });
    payload('en/privacy/_payload.json', 'en', 'privacy', {});
    // An island without a messages prop counts all of its props.
    payload('en/other/_payload.json', 'en', 'other', { widget: { name: 'widget', props: { label: 'Label' } } });
    expect(measureIslandBytes(dir)).toEqual([
      { route: 'home', id: 'contact', island: 'contactForm', bytes: { me: brotli(me), en: brotli(en) } },
      { route: 'other', id: 'widget', island: 'widget', bytes: { en: brotli({ label: 'Label' }) } },
    ]);
  });
});
