/**
 * The contact service alone in a process of its own, for tests that kill it: the environment as the CLI
 * reads it (OUTBOX_DIR, SMTP_URL, MAIL_*), with the test settings of testMailConfig (cheap proofs of work,
 * quick retries). Prints `listening <port>` once it accepts requests; like the CLI, a setting that cannot
 * work is one line `CODE: message` and exit 2, and SIGTERM closes the service before it exits.
 */
import Fastify from 'fastify';
import { ConfigError } from '../../core/errors/problem.js';
import { mailPlugin } from '../../server/mail/plugin.js';
import { realContent, testMailConfig } from './mail-config.js';

const outboxDir = process.env.OUTBOX_DIR;
if (!outboxDir) throw new Error('OUTBOX_DIR is required');
const app = Fastify();
try {
  await app.register(mailPlugin, { content: realContent(), config: testMailConfig(outboxDir, process.env) });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.code}: ${error.message}\n`);
  process.exit(2);
}
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
process.stdout.write(`listening ${new URL(address).port}\n`);
