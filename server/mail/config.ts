/**
 * The contact service's configuration: the environment over content/site.yaml over defaults. Resolving it
 * also prepares the outbox (creates its folders, proves it writable) and reads or creates the ALTCHA secret,
 * so a service that starts can accept its first message. Every problem is one ConfigError.
 */
import path from 'node:path';
import type { Content } from '../../generator/content/types.js';
import { ConfigError } from '../../generator/errors/problem.js';
import { checkSmtpUrl, describeSmtp, parseAddresses, parseDuration, parseOrigins, parseRate } from './config-values.js';
import { prepareOutboxSync } from './outbox.js';
import { readOrCreateSecret } from './secret.js';
import type { MailConfig } from './types.js';

export type MailEnv = Readonly<Record<string, string | undefined>>;

export const DEFAULTS = {
  outboxDir: 'outbox',
  rateLimit: '5/1m',
  minFillTime: '3s',
  giveUpAfter: '5d',
} as const;

const HOUR = 3_600_000;

export interface MailSources {
  readonly env: MailEnv;
  readonly content: Content;
  /** The project root, where a relative OUTBOX_DIR starts. */
  readonly root: string;
}

export function resolveMailConfig({ env, content, root }: MailSources): MailConfig {
  const value = (name: string) => (env[name]?.trim() ? env[name]!.trim() : undefined);
  const smtpUrl = value('SMTP_URL');
  if (smtpUrl) checkSmtpUrl(smtpUrl);
  const outboxDir = outboxDirOf(env, root);
  prepareOutbox(outboxDir);
  const mail = content.site.mail;
  const secret = value('ALTCHA_HMAC_SECRET');
  if (secret !== undefined && secret.length < 32) throw new ConfigError('E_CONFIG_MAIL', `ALTCHA_HMAC_SECRET is ${secret.length} characters long; use at least 32 random characters (openssl rand -hex 32).`);
  const configured = (name: string, fallback: readonly string[]) => (value(name) ? parseAddresses(name, value(name)!) : [...fallback]);
  const [from, ...more] = configured('MAIL_FROM', [mail.from]);
  if (more.length > 0) throw new ConfigError('E_CONFIG_MAIL_ADDRESS', 'MAIL_FROM names more than one address; the sender is one address.');
  return {
    outboxDir,
    ...(smtpUrl ? { smtpUrl } : {}),
    from: from!,
    to: { contact: configured('MAIL_TO_CONTACT', mail.to.contact), 'account-deletion': configured('MAIL_TO_ACCOUNT_DELETION', mail.to.accountDeletion) },
    corsOrigins: [new URL(content.site.baseUrl).origin, ...parseOrigins('MAIL_CORS_ORIGINS', value('MAIL_CORS_ORIGINS') ?? '')],
    rateLimit: parseRate('MAIL_RATE_LIMIT', value('MAIL_RATE_LIMIT') ?? DEFAULTS.rateLimit),
    challenge: {
      secret: secret ?? readOrCreateSecret(outboxDir),
      // About 2–5 s of background work on a phone; checking a solution costs the server two HMACs.
      cost: 5_000,
      counterMin: 2_000,
      counterMax: 5_000,
      expiresMs: HOUR / 2,
      minFillMs: parseDuration('MAIL_MIN_FILL_TIME', value('MAIL_MIN_FILL_TIME') ?? DEFAULTS.minFillTime),
    },
    delivery: {
      giveUpAfterMs: parseDuration('MAIL_GIVE_UP_AFTER', value('MAIL_GIVE_UP_AFTER') ?? DEFAULTS.giveUpAfter),
      firstRetryMs: 30_000,
      maxRetryMs: HOUR,
      scanIntervalMs: 30_000,
      connections: 2,
    },
    idempotencyWindowMs: 24 * HOUR,
  };
}

/** OUTBOX_DIR, relative to the project root, or outbox/ in it. */
export function outboxDirOf(env: MailEnv, root: string): string {
  return path.resolve(root, env.OUTBOX_DIR?.trim() || DEFAULTS.outboxDir);
}

/** One line for `npm start`: where an accepted message ends up. */
export function describeDestination(config: MailConfig, cwd = process.cwd()): string {
  const outbox = `${path.relative(cwd, config.outboxDir) || '.'}/`;
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
