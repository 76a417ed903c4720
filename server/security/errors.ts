import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { applySecurityHeaders, securityHeaderLines, type SecurityHeaders } from './headers.js';

/**
 * Answers that Fastify and Node would otherwise write themselves: without the security headers, and with
 * the request echoed back (`'/%E0%A4%A' is not a valid url component`). Ours name the status only.
 */

/** `400 Bad Request`: never the URL, a header, a stack or a file path. */
function plainErrorBody(status: number): string {
  return `${status} ${STATUS_CODES[status] ?? 'Error'}\n`;
}

export function sendPlainError(reply: FastifyReply, status: number): FastifyReply {
  return reply.code(status).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').send(plainErrorBody(status));
}

/**
 * Fastify's `frameworkErrors`: a path that is not valid percent-encoding (400) or too long a parameter (414).
 * Such a request never reaches a route, so its hooks do not run: the headers are set here.
 */
export function createFrameworkErrorHandler(security: () => SecurityHeaders, isHttps: (request: FastifyRequest) => boolean = (request) => request.protocol === 'https') {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    // Fastify builds this request without its trust-proxy rule, so `isHttps` applies it (app.ts).
    applySecurityHeaders(reply, security(), isHttps(request));
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    sendPlainError(reply, status);
  };
}

// Node's parser cannot tell an unknown method from a garbled request line (both HPE_INVALID_METHOD): 400.
const CLIENT_ERROR_STATUS: Readonly<Record<string, number>> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/**
 * Fastify's `clientErrorHandler`: requests Node's parser refuses (oversized headers, a bad method, a malformed
 * request line or header) and requests that time out. There is no request to reply to, so the answer is
 * written to the socket, which is then closed, as Fastify's own handler does.
 */
export function createClientErrorHandler(security: () => SecurityHeaders) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) {
      const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
      const body = plainErrorBody(status);
      const secure = Boolean((socket as TLSSocket).encrypted);
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${securityHeaderLines(security(), secure)}` +
          `content-type: text/plain; charset=utf-8\r\ncache-control: no-store\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
