import type { onSendHookHandler } from 'fastify';

/**
 * An answer sent before the whole request has arrived (a 405 or 404 before the body is read, a 415) closes
 * the connection: the unread rest of the body would hold it open until the request timeout, and a server
 * closing (a restart) would wait for it. The site's server and the contact service each add it, so either
 * alone has it.
 */
export const closeAfterEarlyAnswer: onSendHookHandler = (request, reply, payload, done) => {
  if (!request.raw.complete) reply.header('connection', 'close');
  done(null, payload);
};
