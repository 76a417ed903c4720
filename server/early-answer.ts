import type { FastifyRequest, onSendHookHandler } from 'fastify';

/**
 * An answer sent before the request's body has arrived (a 405 or 404 before the body is read, a 415) closes
 * the connection: the unread rest of the body would hold it open until the request timeout, and a server
 * closing (a restart) would wait for it. A request without a body keeps its connection. The site's server and
 * the contact service each add it, so either alone has it.
 */
export const closeAfterEarlyAnswer: onSendHookHandler = (request, reply, payload, done) => {
  if (carriesBody(request) && !request.raw.complete) reply.header('connection', 'close');
  done(null, payload);
};

/** Whether a body follows the request's head (RFC 9112, 6.3): any Transfer-Encoding, or a Content-Length above 0. */
function carriesBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
