/**
 * The contact service's configuration: the environment over content/site.yaml over defaults. Reading the
 * environment also prepares the outbox (creates its folders, proves it writable) and reads or creates the
 * ALTCHA secret, so a service that starts can accept its first message. Every problem is one ConfigError,
 * and the environment can be checked before the site is built (`start`).
 */
import path from 'node:path';
import type { Content } from '../../core/content/types.js';
import { ConfigError } from '../../core/errors/problem.js';
import { checkSmtpUrl, describeSmtp, parseAddresses, parseDuration, parseOrigins, parseRate } from './config-values.js';
import { prepareOutboxSync } from './outbox.js';
import { readOrCreateSecret } from './secret.js';
import type { MailConfig } from './types.js';

export type MailEnv = Readonly<Record<string, string | undefined>>;

const DEFAULTS = {
  outboxDir: 'outbox',
  rateLimit: '5/1m',
  // The proof of work already takes a browser about as long; a visitor using autofill may be this fast.
  minFillTime: '2s',
  giveUpAfter: '5d',
} as const;

const HOUR = 3_600_000;

/** What the environment sets, checked; addresses it leaves out come from site.yaml. */
export interface MailEnvironment {
  readonly outboxDir: string;
  readonly smtpUrl?: string;
  readonly from?: string;
  readonly toContact?: readonly string[];
  readonly toAccountDeletion?: readonly string[];
  readonly corsOrigins: readonly string[];
  readonly rateLimit: MailConfig['rateLimit'];
  readonly minFillMs: number;
  readonly giveUpAfterMs: number;
  readonly secret: string;
}

/** Reads and checks every variable of the contact service (the table in docs/contact-service.md), and prepares the outbox. */
export function readMailEnvironment(env: MailEnv, root: string): MailEnvironment {
  const value = (name: string) => (env[name]?.trim() ? env[name]!.trim() : undefined);
  const addresses = (name: string) => (value(name) ? parseAddresses(name, value(name)!) : undefined);
  const smtpUrl = value('SMTP_URL');
  if (smtpUrl) checkSmtpUrl(smtpUrl);
  const from = addresses('MAIL_FROM');
  if (from && from.length > 1) throw new ConfigError('E_CONFIG_MAIL_ADDRESS', 'MAIL_FROM names more than one address; the sender is one address.');
  const toContact = addresses('MAIL_TO_CONTACT');
  const toAccountDeletion = addresses('MAIL_TO_ACCOUNT_DELETION');
  const secret = value('ALTCHA_HMAC_SECRET');
  if (secret !== undefined && secret.length < 32) throw new ConfigError('E_CONFIG_MAIL', `ALTCHA_HMAC_SECRET is ${secret.length} characters long; use at least 32 random characters (openssl rand -hex 32).`);
  const checked = {
    corsOrigins: parseOrigins('MAIL_CORS_ORIGINS', value('MAIL_CORS_ORIGINS') ?? ''),
    rateLimit: parseRate('MAIL_RATE_LIMIT', value('MAIL_RATE_LIMIT') ?? DEFAULTS.rateLimit),
    minFillMs: parseDuration('MAIL_MIN_FILL_TIME', value('MAIL_MIN_FILL_TIME') ?? DEFAULTS.minFillTime),
    giveUpAfterMs: parseDuration('MAIL_GIVE_UP_AFTER', value('MAIL_GIVE_UP_AFTER') ?? DEFAULTS.giveUpAfter),
  };
  const outboxDir = outboxDirOf(env, root);
  prepareOutbox(outboxDir);
  return {
    outboxDir,
    ...(smtpUrl ? { smtpUrl } : {}),
    ...(from ? { from: from[0]! } : {}),
    ...(toContact ? { toContact } : {}),
    ...(toAccountDeletion ? { toAccountDeletion } : {}),
    ...checked,
    secret: secret ?? readOrCreateSecret(outboxDir),
  };
}

export interface MailSources {
  readonly env: MailEnv;
  readonly content: Content;
  /** The project root, where a relative OUTBOX_DIR starts. */
  readonly root: string;
}

export function resolveMailConfig({ env, content, root }: MailSources): MailConfig {
  return mailConfigOf(readMailEnvironment(env, root), content);
}

/** The service's configuration from an environment read before: what it leaves out comes from site.yaml. */
export function mailConfigOf(read: MailEnvironment, content: Content): MailConfig {
  const { mail, baseUrl } = content.site;
  return {
    outboxDir: read.outboxDir,
    ...(read.smtpUrl ? { smtpUrl: read.smtpUrl } : {}),
    from: read.from ?? mail.from,
    to: { contact: read.toContact ?? mail.to.contact, 'account-deletion': read.toAccountDeletion ?? mail.to.accountDeletion },
    corsOrigins: [new URL(baseUrl).origin, ...read.corsOrigins],
    rateLimit: read.rateLimit,
    challenge: {
      secret: read.secret,
      // 2,000 attempts of 5,000 PBKDF2 iterations on average: a few seconds in the background, while the
      // visitor types (docs/contact-service.md). Checking costs the server two HMACs.
      cost: 5_000,
      counterMin: 1_000,
      counterMax: 3_000,
      expiresMs: HOUR / 2,
      minFillMs: read.minFillMs,
    },
    delivery: { giveUpAfterMs: read.giveUpAfterMs, firstRetryMs: 30_000, maxRetryMs: HOUR, scanIntervalMs: 30_000, connections: 2 },
    idempotencyWindowMs: 24 * HOUR,
  };
}

/** OUTBOX_DIR, relative to the project root, or outbox/ in it. */
export function outboxDirOf(env: MailEnv, root: string): string {
  return path.resolve(root, env.OUTBOX_DIR?.trim() || DEFAULTS.outboxDir);
}

/** One line for `npm start` and `npm run dev`: where an accepted message ends up. */
export function describeDestination(config: Pick<MailConfig, 'outboxDir' | 'smtpUrl'>, cwd = process.cwd()): string {
  const relative = path.relative(cwd, config.outboxDir);
  const outbox = `${relative === '' ? '.' : relative.startsWith('..') ? config.outboxDir : relative}/`;
  return config.smtpUrl ? `delivered by SMTP to ${describeSmtp(config.smtpUrl)} (queued in ${outbox})` : `kept in ${outbox} (no SMTP_URL)`;
}

function prepareOutbox(dir: string): void {
  try {
    prepareOutboxSync(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new ConfigError('E_CONFIG_OUTBOX', `The outbox ${dir} cannot be written (${code}).`);
  }
}
