/**
 * Mail cannot carry terminal control sequences (issue 20, item 16): a name made of RFC 2047 encoded words
 * reaches the Subject and Reply-To as the text it is, not as what it encodes; `cli outbox` prints every
 * control character it meets (in a message written before this rule, or by anyone else) as a visible escape,
 * byte for byte as asserted here; the form rules refuse bidirectional overrides.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderDeliveryEvent, renderRawForTerminal } from '../../server/mail/outbox-report.js';
import { checkContact, CONTACT_PROBLEMS } from '../../shared/contact-rules.js';
import { runInProcess } from '../helpers/run-cli.js';
import { createMailApp, createTempOutbox, injectedChallenge, solveProof, testMailConfig, VALID } from '../helpers/mail.js';

const ESC = '\u001b';
const BEL = '\u0007';
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
/** Retitles the terminal, then turns its text red: plain ASCII, so the form rules accept it. */
const ATTACK_NAME = `=?utf-8?b?${b64(`${ESC}]0;owned${BEL}${ESC}[31m`)}?=`;

/** A message as an older version (or anything else) may have left it: encoded words that decode to controls, controls in the text. */
const LEGACY_NAME = '1795000000.R0123456789abcdef.host.eml';
const LEGACY = [
  'From: Fiskalis <web@fiskalis.me>',
  'To: sales@example.me',
  `Reply-To: =?utf-8?B?${b64(`${ESC}]0;pwned${BEL}Eve`)}?= <eve@example.com>`,
  `Subject: =?utf-8?B?${b64(`Contact request: ${ESC}[31mRED\u202eevil\u009b2J`)}?=`,
  'Date: Fri, 27 Nov 2026 03:00:00 +0000',
  'Message-ID: <1795000000.R0123456789abcdef@fiskalis.me>',
  'X-Fiskalis-Kind: contact',
  'X-Fiskalis-Locale: en',
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: 8bit',
  '',
  `Full name: ${ESC}]0;pwned${BEL}Eve`,
  `\tPhone: ${ESC}[2J`,
  '',
].join('\r\n');

const outbox = createTempOutbox();
let sentName = '';
beforeAll(async () => {
  const app = await createMailApp(testMailConfig(outbox.dir));
  try {
    const response = await app.inject({
      method: 'POST',
      url: '/mail/send',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...VALID, name: ATTACK_NAME, kind: 'contact', locale: 'en', altcha: await solveProof(injectedChallenge(app)) }),
    });
    expect(response.statusCode).toBe(200);
  } finally {
    await app.close();
  }
  sentName = outbox.list('new')[0]!;
  mkdirSync(path.join(outbox.dir, 'failed'), { recursive: true });
  writeFileSync(path.join(outbox.dir, 'failed', LEGACY_NAME), LEGACY);
});
afterAll(() => outbox.dispose());

/** The command line as an operator types it, in this process, with the outbox of this file. */
const cli = (args: string[]) => runInProcess(args, { OUTBOX_DIR: outbox.dir });

describe('a name made of encoded words', () => {
  it('is the Subject’s text as typed (a mail reader decodes it to the same ASCII, never to ESC or BEL), and no display name of Reply-To', async () => {
    const raw = readFileSync(path.join(outbox.dir, 'new', sentName));
    const email = await PostalMime.parse(raw);
    expect(email.subject).toBe(`Contact request: ${ATTACK_NAME}`);
    expect(email.replyTo).toEqual([{ name: '', address: VALID.email }]);
    expect(raw.toString()).toMatch(/^Reply-To: marko@example\.me\r$/m);
    expect(email.text).toContain(`Full name: ${ATTACK_NAME}`);
  });

  it('keeps an ordinary name as MailComposer writes it', async () => {
    const box = createTempOutbox();
    const app = await createMailApp(testMailConfig(box.dir));
    try {
      await app.inject({ method: 'POST', url: '/mail/send', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ ...VALID, name: 'Ana = Anić?', kind: 'contact', locale: 'en', altcha: await solveProof(injectedChallenge(app)) }) });
      const raw = readFileSync(path.join(box.dir, 'new', box.list('new')[0]!), 'utf8');
      expect(raw).toMatch(/^Reply-To: =\?UTF-8\?Q\?Ana_=3D_Ani=C4=87=3F\?= <marko@example\.me>\r$/m);
      expect(raw).toMatch(/^Subject: =\?UTF-8\?Q\?Contact_request=3A_Ana_=3D_Ani=C4=87=3F\?=\r$/m);
    } finally {
      await app.close();
      box.dispose();
    }
  });
});

describe('cli outbox prints control characters as visible escapes', () => {
  it('outbox list: the exact line of a message whose Subject decodes to ESC, CSI and a bidi override', async () => {
    const run = await cli(['outbox', 'list', '--folder', 'failed']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      [
        `failed  2026-11-27 03:00 UTC  contact  sales@example.me  Contact request: \\x1b[31mRED\\u202eevil\\x9b2J  ${LEGACY_NAME}`,
        `${outbox.dir}: 0 new, 0 cur, 1 failed, 0 spam`,
        '',
      ].join('\n'),
    );
  });

  it('outbox show: headers and text, exact bytes, and the service’s own message shows the typed name', async () => {
    const [legacy, sent] = await Promise.all([cli(['outbox', 'show', LEGACY_NAME]), cli(['outbox', 'show', sentName])]);
    expect(legacy.status).toBe(0);
    expect(legacy.stdout).toBe(
      [
        `File:       ${outbox.dir}/failed/${LEGACY_NAME}`,
        'Folder:     failed: given up; `outbox requeue` sends it again',
        'Date:       2026-11-27 03:00 UTC',
        'To:         sales@example.me',
        'Reply-To:   \\x1b]0;pwned\\x07Eve <eve@example.com>',
        'Subject:    Contact request: \\x1b[31mRED\\u202eevil\\x9b2J',
        'Kind:       contact',
        'Locale:     en',
        'Message-ID: <1795000000.R0123456789abcdef@fiskalis.me>',
        '',
        'Full name: \\x1b]0;pwned\\x07Eve',
        '\tPhone: \\x1b[2J',
        '',
      ].join('\n'),
    );
    expect(sent.stdout).toContain(`\nReply-To:   ${VALID.email}\n`);
    expect(sent.stdout).toContain(`\nSubject:    Contact request: ${ATTACK_NAME}\n`);
    expect(sent.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
  });

  it('outbox show --raw, piped: the file byte for byte; on a terminal, its lines with the escapes', async () => {
    const raw = await cli(['outbox', 'show', LEGACY_NAME, '--raw']);
    expect(raw.stdout).toBe(LEGACY);
    const shown = renderRawForTerminal(Buffer.from(LEGACY));
    expect(shown.split('\n').slice(-4)).toEqual(['', 'Full name: \\x1b]0;pwned\\x07Eve', '\tPhone: \\x1b[2J', '']);
    expect(shown).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
  });

  it('the server’s delivery lines: a relay’s answer and a file name cannot reach the terminal raw', () => {
    expect(renderDeliveryEvent({ type: 'retry', name: `x${ESC}[2J.eml`, error: `550 no${BEL}${ESC}]0;t${BEL}`, retryInMs: 60_000 })).toBe(
      'mail: not delivered yet, retry in 60 s: x\\x1b[2J.eml: 550 no\\x07\\x1b]0;t\\x07',
    );
  });
});

describe('the form rules', () => {
  it.each([
    ['RIGHT-TO-LEFT OVERRIDE', '\u202e'],
    ['LEFT-TO-RIGHT OVERRIDE', '\u202d'],
    ['RIGHT-TO-LEFT EMBEDDING', '\u202b'],
    ['POP DIRECTIONAL FORMATTING', '\u202c'],
    ['RIGHT-TO-LEFT ISOLATE', '\u2067'],
    ['POP DIRECTIONAL ISOLATE', '\u2069'],
  ])('refuse a name with %s', (_name, character) => {
    expect(checkContact({ ...VALID, name: `Marko ${character}ćivokraM` }, 'ME')).toEqual({ ok: false, problems: { name: CONTACT_PROBLEMS.nameInvalid } });
  });

  it('still accept right-to-left names and marks', () => {
    expect(checkContact({ ...VALID, name: 'محمد\u200f علي' }, 'ME').ok).toBe(true);
  });
});
