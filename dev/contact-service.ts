/**
 * The contact service inside the dev server: server/mail's plugin, the one `serve` runs, on a Fastify app of
 * its own that the dev server hands every request under /mail (Fastify's `routing`, no port of its own).
 * The service reads the content (the pages a no-JS post returns to, the texts of answers and messages, the
 * recipients), so each version of the content gets a fresh app, made by the first /mail request after an
 * edit. The app before it is closed once its requests are answered: one app holds the outbox's lock at a time,
 * and a new one clears tmp/, where the old one may still be writing.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Content } from '../core/content/types.js';
import { mailPlugin } from '../server/mail/plugin.js';
import { MAIL_PREFIX } from '../server/mail/routes.js';
import type { AcceptedMessage, DeliveryEvent, MailConfig } from '../server/mail/types.js';

export interface DevMailOptions {
  /** The service's configuration for a version of the content (the recipients and the site's origin are in it). */
  readonly configOf: (content: Content) => MailConfig;
  readonly onAccepted?: (message: AcceptedMessage) => void;
  readonly onEvent?: (event: DeliveryEvent) => void;
  /** The service's warnings and errors (a message that could not be written), one JSON line each. */
  readonly onLog?: (line: string) => void;
  /** The service could not start (its outbox is locked or cannot be written). */
  readonly onError?: (error: Error) => void;
}

export interface DevContactService {
  /** Answers a request under /mail with the service of `content`; 503 while the content has never loaded. */
  handle(request: IncomingMessage, response: ServerResponse, content: Content | undefined): void;
  /** Closes the service once its requests are answered; the outbox's lock is free afterwards. */
  close(): Promise<void>;
}

interface Running {
  readonly content: Content;
  readonly app: Promise<FastifyInstance>;
  open: number;
  drained?: () => void;
}

/** Whether a request path belongs to the contact service. */
export function isMailPath(path: string): boolean {
  return path === MAIL_PREFIX || path.startsWith(`${MAIL_PREFIX}/`);
}

export function openDevContactService(options: DevMailOptions): DevContactService {
  let running: Running | undefined;
  let closing: Promise<void> | undefined;

  const runningFor = (content: Content): Running => {
    if (running?.content === content) return running;
    const previous = running;
    const next: Running = {
      content,
      open: 0,
      app: (async () => {
        if (previous) await retire(previous);
        return startService(content, options);
      })(),
    };
    // A service that did not start is tried again by the next request.
    next.app.catch(() => {
      if (running === next) running = undefined;
    });
    running = next;
    return next;
  };

  return {
    handle(request, response, content) {
      if (!content || closing) return refuse(response, closing ? 'The dev server is stopping.' : 'The content has never loaded; fix it and try again.');
      const service = runningFor(content);
      service.open += 1;
      response.once('close', () => {
        service.open -= 1;
        if (service.open === 0) service.drained?.();
      });
      service.app.then(
        (app) => app.routing(request, response),
        (error: unknown) => {
          options.onError?.(error instanceof Error ? error : new Error(String(error)));
          refuse(response, `The contact service did not start: ${error instanceof Error ? error.message : String(error)}`);
        },
      );
    },
    close: () => (closing ??= running ? retire(running) : Promise.resolve()),
  };
}

async function startService(content: Content, options: DevMailOptions): Promise<FastifyInstance> {
  const { onLog } = options;
  const app = Fastify({ logger: onLog ? { level: 'warn', stream: { write: (line: string) => onLog(line.trimEnd()) } } : false });
  try {
    await app.register(mailPlugin, {
      content,
      config: options.configOf(content),
      ...(options.onEvent ? { onEvent: options.onEvent } : {}),
      ...(options.onAccepted ? { onAccepted: options.onAccepted } : {}),
    });
    await app.ready();
  } catch (error) {
    // The plugin lets its lock go when it fails; the app has nothing else to give back.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

/** Closes a service once the requests it was given are answered. */
async function retire(service: Running): Promise<void> {
  const app = await service.app.catch(() => undefined);
  if (service.open > 0) await new Promise<void>((resolve) => (service.drained = resolve));
  await app?.close();
}

function refuse(response: ServerResponse, text: string): void {
  response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  response.end(`${text}\n`);
}
