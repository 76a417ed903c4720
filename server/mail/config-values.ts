/**
 * Readers for the contact service's environment values; each returns the value or throws a ConfigError
 * that names the variable, shows what it got (never a password) and says what would work.
 */
import { ConfigError } from '../../core/errors/problem.js';
import { checkEmail } from '../../shared/contact-rules.js';

const UNITS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `30s`, `10m`, `5h`, `5d`, `250ms`. */
export function parseDuration(variable: string, text: string): number {
  const match = /^(\d+)(ms|s|m|h|d)$/.exec(text.trim());
  if (!match) throw new ConfigError('E_CONFIG_MAIL', `${variable}="${text}" is not a duration.`);
  return Number(match[1]) * UNITS[match[2] as keyof typeof UNITS];
}

/** `5/1m`: at most 5 requests per client in one minute. */
export function parseRate(variable: string, text: string): { max: number; windowMs: number } {
  const match = /^(\d+)\/(\S+)$/.exec(text.trim());
  const max = Number(match?.[1]);
  if (!match || !Number.isSafeInteger(max) || max < 1) throw new ConfigError('E_CONFIG_MAIL', `${variable}="${text}" is not a rate such as 5/1m (requests per time).`);
  return { max, windowMs: parseDuration(variable, match[2]!) };
}

export function parseAddresses(variable: string, text: string): string[] {
  const addresses = text.split(',').map((a) => a.trim()).filter(Boolean);
  for (const address of addresses) {
    if (!('value' in checkEmail(address))) throw new ConfigError('E_CONFIG_MAIL_ADDRESS', `${variable} holds "${address}", which is not an e-mail address.`);
  }
  if (addresses.length === 0) throw new ConfigError('E_CONFIG_MAIL_ADDRESS', `${variable} is set but names no address.`);
  return addresses;
}

/** Comma-separated origins (scheme, host, optional port; nothing after it). */
export function parseOrigins(variable: string, text: string): string[] {
  return text.split(',').map((o) => o.trim()).filter(Boolean).map((origin) => {
    let url: URL | undefined;
    try {
      url = new URL(origin);
    } catch {
      // reported below
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, '').toLowerCase()) {
      throw new ConfigError('E_CONFIG_MAIL', `${variable} holds "${origin}", which is not an origin such as https://fiskalis.me (no path).`);
    }
    return url.origin;
  });
}

/** smtp:// or smtps:// with a host; user and password optional (percent-encoded), nodemailer options as query. */
export function checkSmtpUrl(text: string): string {
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    // reported below
  }
  if (!url || !/^smtps?:$/.test(url.protocol) || !url.hostname) {
    throw new ConfigError('E_CONFIG_SMTP_URL', `SMTP_URL="${withoutPassword(text)}" is not an smtp:// or smtps:// URL with a host.`);
  }
  return text;
}

/** Where messages go, for the start line: never the password. */
export function describeSmtp(text: string): string {
  const url = new URL(text);
  return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}`;
}

function withoutPassword(text: string): string {
  return text.replace(/^([^:/]*:\/\/[^:@/]*):[^@/]*@/, '$1:***@');
}
