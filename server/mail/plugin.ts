/**
 * The contact service as one Fastify plugin: POST /mail/send and GET /mail/challenge, the durable outbox and
 * its delivery worker (started when the server is ready, stopped when it closes). Encapsulated on purpose:
 * its body parsers, CORS, rate limit and error handler apply to its own routes only. Register it on the app
 * or on a bare `Fastify()` with options from `resolveMailConfig` (config.ts). It holds the outbox's lock
 * (outbox-lock.ts) from registration until the app closes.
 */
import type { FastifyPluginAsync } from 'fastify';
import { loadIdempotencyIndex } from './idempotency.js';
import { lockOutbox } from './outbox-lock.js';
import { clearTmp, openOutbox } from './outbox.js';
import { createProofOfWork } from './proof-of-work.js';
import { MAIL_PREFIX, mailRoutes } from './routes.js';
import { createSiteFacts } from './site.js';
import type { DeliveryEvent, MailPluginOptions } from './types.js';
import { createDeliveryWorker } from './worker.js';
import { closeAfterEarlyAnswer } from '../early-answer.js';

export type { MailPluginOptions } from './types.js';

export const mailPlugin: FastifyPluginAsync<MailPluginOptions> = async (app, options) => {
  app.addHook('onSend', closeAfterEarlyAnswer);
  // Before anything touches the outbox: tmp/ is cleared below, and new/ is delivered by one worker only.
  const lock = lockOutbox(options.config.outboxDir);
  try {
    await serveOutbox(app, options);
  } catch (error) {
    lock.release();
    throw error;
  }
  // Added last, so it runs after the worker has stopped.
  app.addHook('onClose', async () => lock.release());
};

const serveOutbox: FastifyPluginAsync<MailPluginOptions> = async (app, { content, config, onEvent, onAccepted }) => {
  const outbox = openOutbox(config.outboxDir);
  await clearTmp(outbox);
  const report = onEvent ?? ((event: DeliveryEvent) => (event.type === 'delivered' ? app.log.info(event, 'mail delivered') : app.log.warn(event, `mail ${event.type}`)));
  const worker = config.smtpUrl ? createDeliveryWorker(outbox, config.smtpUrl, config.delivery, report) : undefined;
  await app.register(mailRoutes, {
    prefix: MAIL_PREFIX,
    content,
    config,
    site: createSiteFacts(content),
    outbox,
    keys: await loadIdempotencyIndex(outbox, config.idempotencyWindowMs),
    proof: await createProofOfWork(config.challenge),
    onWritten: (name, spam) => {
      if (!spam) worker?.notify(name);
      onAccepted?.({ file: outbox.pathOf(spam ? 'spam' : 'new', name), ...(spam ? { spam } : {}) });
    },
  });
  if (worker) {
    app.addHook('onReady', () => worker.start());
    app.addHook('onClose', () => worker.stop());
  }
};
