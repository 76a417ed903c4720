/**
 * The outbox as a Maildir, `cli outbox` (the functions and the command), and the contact service's
 * configuration: what it reads from the environment and the one-line errors it stops with.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../core/errors/problem.js';
import { describeDestination, resolveMailConfig } from '../../server/mail/config.js';
import { listOutbox, requeueMessages, showMessage } from '../../server/mail/inspect.js';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';
import { runInProcess } from '../helpers/run-cli.js';
import { createMailApp, createTempOutbox, injectedChallenge, realContent, solveProof, testMailConfig, VALID } from '../helpers/mail.js';

const outbox = createTempOutbox();
beforeAll(async () => {
  const app = await createMailApp(testMailConfig(outbox.dir));
  const send = async (body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/mail/send', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ altcha: await solveProof(injectedChallenge(app)), ...body }) });
  await send({ ...VALID, kind: 'contact', locale: 'me' });
  await send({ ...VALID, name: 'Jelena Jovanović', kind: 'account-deletion', locale: 'sr' });
  await send({ ...VALID, name: 'Bot', kind: 'contact', locale: 'en', website: 'x' });
  await app.close();
});
afterAll(() => outbox.dispose());

/** The CLI in this process (cli.ts runCli: commander, the commands, their exit codes), output captured. */
const cli = (args: string[], env: Record<string, string> = {}) => runInProcess(args, { FORCE_COLOR: undefined, ...env });

describe('the outbox', () => {
  it('is a Maildir: tmp/ new/ cur/, plus failed/ and spam/, messages readable only by the server', () => {
    for (const folder of ['tmp', 'new', 'cur', 'failed', 'spam']) expect(statSync(path.join(outbox.dir, folder)).isDirectory()).toBe(true);
    expect(outbox.list('tmp')).toEqual([]);
    const [name] = outbox.list('new');
    expect(name).toMatch(/^\d{10}\.R[0-9a-f]{16}\.[A-Za-z0-9-]+\.eml$/);
    expect(statSync(path.join(outbox.dir, 'new', name!)).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(outbox.dir, 'new', name!), 'latin1')).toMatch(/^X-Fiskalis-Kind: (contact|account-deletion)\r\n/);
  });

  it('keeps the ALTCHA secret it generated, so a restart keeps handed-out challenges valid', () => {
    const secret = readFileSync(path.join(outbox.dir, '.altcha-secret'), 'utf8').trim();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(testMailConfig(outbox.dir).challenge.secret).toBe(secret);
    expect(testMailConfig(outbox.dir, { ALTCHA_HMAC_SECRET: 's'.repeat(40) }).challenge.secret).toBe('s'.repeat(40));
  });
});

describe('cli outbox, as functions', () => {
  it('lists every folder with date, kind, recipients and subject', async () => {
    const entries = await listOutbox(outbox.dir);
    expect(entries.map((e) => [e.folder, e.kind, e.to, e.subject])).toEqual(
      expect.arrayContaining([
        ['new', 'contact', ['prodaja@fiskalis.me'], 'Upit sa sajta: Marko Marković'],
        ['new', 'account-deletion', ['privacy@fiskalis.me'], 'Zahtev za brisanje naloga: Jelena Jovanović'],
        ['spam', 'contact', ['prodaja@fiskalis.me'], 'Contact request: Bot'],
      ]),
    );
    expect(entries).toHaveLength(3);
    expect(entries.every((e) => e.date instanceof Date)).toBe(true);
  });

  it('shows one message by the start of its name, with its text', async () => {
    const [name] = outbox.list('spam');
    const shown = await showMessage(outbox.dir, name!.slice(0, 14));
    expect(shown.entry).toMatchObject({ folder: 'spam', name, replyTo: 'Bot <marko@example.me>' });
    expect(shown.text).toContain('Full name: Bot');
    await expect(showMessage(outbox.dir, 'nothing-like-it')).rejects.toThrow(/No message in new\/, cur\/, failed\/, spam\/ of .* matches "nothing-like-it"/);
  });

  it('re-queues a spam message that a person judged genuine, and says when failed/ is empty', async () => {
    expect(await requeueMessages(outbox.dir)).toEqual([]);
    const [name] = outbox.list('spam');
    expect(await requeueMessages(outbox.dir, [name!])).toEqual([name]);
    expect(outbox.list('spam')).toEqual([]);
    expect(outbox.list('new')).toContain(name);
  });
});

describe('cli outbox, as a command', () => {
  it('lists, shows and re-queues; stops with one line (exit 2) for an outbox or a message that is not there', { timeout: 60_000 }, async () => {
    const env = { OUTBOX_DIR: outbox.dir };
    const name = outbox.list('new')[0]!;
    const [list, show, raw, requeue, missing, unknown] = await Promise.all([
      cli(['outbox', 'list'], env),
      cli(['outbox', 'show', name], env),
      cli(['outbox', 'show', name, '--raw'], env),
      cli(['outbox', 'requeue'], env),
      cli(['outbox', 'list'], { OUTBOX_DIR: path.join(outbox.dir, 'nope') }),
      cli(['outbox', 'show', '12345'], env),
    ]);
    expect(list.status).toBe(0);
    expect(list.stdout).toMatch(/^new\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC\s+contact\s+prodaja@fiskalis\.me\s+Upit sa sajta: Marko Marković\s+\d+\./m);
    expect(list.stdout.trimEnd().split('\n').at(-1)).toMatch(/: 3 new, 0 cur, 0 failed, 0 spam$/);
    expect(show.status).toBe(0);
    expect(show.stdout).toMatch(new RegExp(`^File: +${outbox.dir}/new/\\d+\\.`));
    expect(show.stdout).toContain('Folder:     new: waiting for delivery');
    expect(raw.stdout).toBe(readFileSync(path.join(outbox.dir, 'new', name), 'utf8'));
    expect([requeue.status, requeue.stdout]).toEqual([0, 'Nothing to re-queue: failed/ is empty.\n']);
    expect(missing.status).toBe(2);
    expect(missing.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(missing.stderr).toMatch(/^There is no outbox at /);
    expect([unknown.status, unknown.stderr.trimEnd().split('\n').length]).toEqual([2, 1]);
  });
});

describe('serve and start with a contact-service setting that cannot work', () => {
  it('stop with one line (code, what, what to do) and exit 2; start before it builds anything', { timeout: 60_000 }, async () => {
    const file = path.join(outbox.dir, '..', 'not-a-folder');
    writeFileSync(file, '');
    const [start, serve] = await Promise.all([
      cli(['start', '--out', path.join(outbox.dir, '..', 'dist')], { SMTP_URL: 'smtp://user:secret@', OUTBOX_DIR: outbox.dir }),
      cli(['serve'], { OUTBOX_DIR: path.join(file, 'outbox') }),
    ]);
    expect([start.status, start.stdout]).toEqual([2, '']);
    expect(start.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(/^E_CONFIG_SMTP_URL: SMTP_URL="smtp:\/\/user:\*\*\*@" is not an smtp:\/\/ or smtps:\/\/ URL with a host\. Use smtp:\/\/user:password@host:587/)]);
    expect(start.stderr).not.toContain('secret');
    expect(serve.status).toBe(2);
    expect(serve.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(/^E_CONFIG_OUTBOX: The outbox .*not-a-folder\/outbox cannot be written \(ENOTDIR\)\. Set OUTBOX_DIR/)]);
  });
});

describe('configuration', () => {
  const resolve = (env: Record<string, string>) => resolveMailConfig({ env: { OUTBOX_DIR: outbox.dir, ...env }, content: realContent(), root: PROJECT_ROOT });
  const refusal = (env: Record<string, string>) => {
    try {
      resolve(env);
    } catch (error) {
      if (error instanceof ConfigError) return `${error.code}: ${error.message}`;
      throw error;
    }
    throw new Error('no ConfigError');
  };

  it('reads the environment over site.yaml over the defaults', () => {
    const config = resolve({ SMTP_URL: 'smtps://user:p%40ss@mail.example.com:465', MAIL_FROM: 'web@example.com', MAIL_TO_CONTACT: 'a@example.com, b@example.com', MAIL_CORS_ORIGINS: 'https://fiskalis.rs,http://localhost:5173', MAIL_RATE_LIMIT: '10/5m', MAIL_MIN_FILL_TIME: '2s', MAIL_GIVE_UP_AFTER: '3d' });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:p%40ss@mail.example.com:465',
      from: 'web@example.com',
      to: { contact: ['a@example.com', 'b@example.com'], 'account-deletion': ['privacy@fiskalis.me'] },
      corsOrigins: ['https://fiskalis.me', 'https://fiskalis.rs', 'http://localhost:5173'],
      rateLimit: { max: 10, windowMs: 300_000 },
      challenge: { minFillMs: 2_000 },
      delivery: { giveUpAfterMs: 3 * 86_400_000 },
      idempotencyWindowMs: 86_400_000,
    });
    expect(describeDestination(config, path.dirname(outbox.dir))).toBe('delivered by SMTP to smtps://mail.example.com:465 (queued in outbox/)');
    expect(describeDestination(resolve({}), path.dirname(outbox.dir))).toBe('kept in outbox/ (no SMTP_URL)');
    expect(resolve({}).smtpUrl).toBeUndefined();
  });

  it.each([
    [{ SMTP_URL: 'mail.example.com' }, 'E_CONFIG_SMTP_URL: SMTP_URL="mail.example.com" is not an smtp:// or smtps:// URL with a host.'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'E_CONFIG_SMTP_URL: SMTP_URL="http://mail.example.com" is not an smtp:// or smtps:// URL with a host.'],
    [{ SMTP_URL: 'smtp://user:secret@:25' }, 'E_CONFIG_SMTP_URL: SMTP_URL="smtp://user:***@:25" is not an smtp:// or smtps:// URL with a host.'],
    [{ MAIL_FROM: 'web at fiskalis' }, 'E_CONFIG_MAIL_ADDRESS: MAIL_FROM holds "web at fiskalis", which is not an e-mail address.'],
    [{ MAIL_FROM: 'a@example.com,b@example.com' }, 'E_CONFIG_MAIL_ADDRESS: MAIL_FROM names more than one address; the sender is one address.'],
    [{ MAIL_TO_ACCOUNT_DELETION: 'dpo@example.com, oops' }, 'E_CONFIG_MAIL_ADDRESS: MAIL_TO_ACCOUNT_DELETION holds "oops", which is not an e-mail address.'],
    [{ MAIL_RATE_LIMIT: 'lots' }, 'E_CONFIG_MAIL: MAIL_RATE_LIMIT="lots" is not a rate such as 5/1m (requests per time).'],
    [{ MAIL_GIVE_UP_AFTER: '5 days' }, 'E_CONFIG_MAIL: MAIL_GIVE_UP_AFTER="5 days" is not a duration.'],
    [{ MAIL_CORS_ORIGINS: 'https://fiskalis.rs/contact' }, 'E_CONFIG_MAIL: MAIL_CORS_ORIGINS holds "https://fiskalis.rs/contact", which is not an origin such as https://fiskalis.me (no path).'],
    [{ ALTCHA_HMAC_SECRET: 'short' }, 'E_CONFIG_MAIL: ALTCHA_HMAC_SECRET is 5 characters long; use at least 32 random characters (openssl rand -hex 32).'],
  ])('refuses %o with one clear line', (env, line) => {
    expect(refusal(env)).toBe(line);
  });

  it('refuses an outbox it cannot write, naming the folder and the reason', () => {
    const file = path.join(outbox.dir, '..', 'a-file');
    writeFileSync(file, 'not a folder');
    expect(refusal({ OUTBOX_DIR: path.join(file, 'outbox') })).toBe(`E_CONFIG_OUTBOX: The outbox ${path.join(file, 'outbox')} cannot be written (ENOTDIR).`);
    expect(existsSync(path.join(file, 'outbox'))).toBe(false);
  });
});
