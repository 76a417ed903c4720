/**
 * The content and the configuration of the contact service under test, without the test tools (SMTP
 * server, solver), so a service started in a process of its own loads quickly.
 */
import { resolveConfig } from '../../core/config.js';
import type { Content } from '../../core/content/types.js';
import { loadContentCached } from '../../engine/load-content.js';
import { resolveMailConfig, type MailEnv } from '../../server/mail/config.js';
import type { MailConfig } from '../../server/mail/types.js';
import { PROJECT_ROOT } from './fixture-site.js';

let content: Content | undefined;
/** The real content, loaded once per module instance, as the commands load it: the schemas' compiled code comes from the cache folder. */
export function realContent(): Content {
  content ??= loadContentCached(resolveConfig({ root: PROJECT_ROOT }));
  return content;
}

/** The configuration a test runs with: cheap proofs of work, no minimum fill time, quick retries, a generous rate limit. */
export function testMailConfig(outboxDir: string, env: MailEnv = {}, change: (config: MailConfig) => Partial<MailConfig> = () => ({})): MailConfig {
  const base = resolveMailConfig({ env: testMailEnv(outboxDir, env), content: realContent(), root: PROJECT_ROOT });
  const config = withTestSettings(base, env);
  return { ...config, ...change(config) };
}

/** The environment a test service reads: `env` with a generous rate limit, its outbox at `outboxDir`. */
export function testMailEnv(outboxDir: string, env: MailEnv = {}): MailEnv {
  return { MAIL_RATE_LIMIT: '1000/1m', ...env, OUTBOX_DIR: outboxDir };
}

/** A resolved configuration made cheap to test: proofs of work of a few PBKDF2 rounds, no fill time unless `env` sets one, quick retries. */
export function withTestSettings(base: MailConfig, env: MailEnv = {}): MailConfig {
  return {
    ...base,
    challenge: { ...base.challenge, cost: 1, counterMin: 1, counterMax: 20, minFillMs: env.MAIL_MIN_FILL_TIME ? base.challenge.minFillMs : 0 },
    delivery: { ...base.delivery, firstRetryMs: 100, maxRetryMs: 400, scanIntervalMs: 200 },
  };
}
