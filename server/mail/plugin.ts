/**
 * POST /mail/send and GET /mail/challenge, with the durable outbox and its delivery worker.
 * (Being built: see issue "Contact service and production server".)
 */
import type { FastifyPluginAsync } from 'fastify';

/** Everything the mail routes need; server/mail/config.ts reads it from the environment and the content. */
export interface MailPluginOptions {
  readonly outboxDir: string;
}

export const mailPlugin: FastifyPluginAsync<MailPluginOptions> = async () => {};
