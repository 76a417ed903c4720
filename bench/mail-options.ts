/**
 * The contact routes as the benchmarks run them: the real configuration (fsync and all) with the rate limit
 * raised and proofs of work a load generator can afford to solve. Checking a solution costs the server the
 * same two HMACs at any cost (the derived key is signed), so the figure is the production one.
 */
import type { Content } from '../core/content/types.js';
import { resolveMailConfig } from '../server/mail/config.js';
import type { MailPluginOptions } from '../server/mail/types.js';

export function benchMailOptions(content: Content, root: string, outboxDir: string): MailPluginOptions {
  const config = resolveMailConfig({ env: { OUTBOX_DIR: outboxDir, MAIL_RATE_LIMIT: '10000000/1m', MAIL_MIN_FILL_TIME: '0s' }, content, root });
  return { content, config: { ...config, challenge: { ...config.challenge, cost: 1, counterMin: 1, counterMax: 1 } } };
}
