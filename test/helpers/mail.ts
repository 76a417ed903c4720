/**
 * The contact service under test, with real parts only: the real content, a temp outbox, a real SMTP server
 * on loopback (smtp-server) whose received messages are parsed with postal-mime, and ALTCHA challenges
 * fetched from the service and solved with altcha-lib, as the widget does (at a cost a test can afford).
 * The parts without the service are in mail-tools.ts, and exported here too.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { mailPlugin } from '../../server/mail/plugin.js';
import type { DeliveryEvent, MailConfig } from '../../server/mail/types.js';
import { realContent } from './mail-config.js';

export { realContent, testMailConfig } from './mail-config.js';
export { createTempOutbox, freePort, solveProof, startSmtpSink, VALID, waitUntil, type SmtpSink } from './mail-tools.js';

export async function createMailApp(config: MailConfig, events: DeliveryEvent[] = []): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(mailPlugin, { content: realContent(), config, onEvent: (event) => events.push(event) });
  await app.ready();
  return app;
}

export function injectedChallenge(app: FastifyInstance): () => Promise<unknown> {
  return async () => (await app.inject({ method: 'GET', url: '/mail/challenge' })).json();
}
