import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ViteDevServer } from 'vite';
import type { ResolvedConfig } from '../core/config.js';
import { ConfigError } from '../core/errors/problem.js';
import { ADDRESS_ERRORS } from '../server/listen.js';
import { splitTarget } from '../server/static/paths.js';
import { answerRequest, pageInputOf, type DevAnswer, type DevSite } from './answer.js';
import { openContentState, type ContentSnapshot } from './content-state.js';
import { isMailPath, openDevContactService, type DevMailOptions } from './contact-service.js';
import { CONTENT_EVENT } from './live-event.js';
import { openSiteState } from './site-state.js';
import { createDevRenderer } from './render.js';
import { startVite } from './vite.js';

/**
 * The project whose site/ renders the pages: the one this module belongs to. Compiled, this module runs from
 * node_modules/.cache, and the launcher (bin/fiskalis-site.js) names the source tree instead.
 */
const APP_ROOT = process.env.FISKALIS_SITE_APP_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface DevServerOptions {
  readonly config: ResolvedConfig;
  /**
   * The project whose site/ Vite serves and renders (default APP_ROOT). The first renders, before Vite has
   * loaded the modules and while none has changed, use this project's own; tests point this at a copy.
   */
  readonly appRoot?: string;
  readonly host: string;
  readonly port: number;
  /** Origin of POST /mail/send; default this server when it runs the contact service (`mail`), else site.yaml's api.baseUrl. */
  readonly apiBaseUrl?: string;
  /** The contact service to answer /mail with (./contact-service.ts); without it /mail is a path like any other. */
  readonly mail?: DevMailOptions;
  /** Hears every load of the content: at start and after each change of content/ or schema/. */
  readonly onContent?: (snapshot: ContentSnapshot) => void;
  /** Hears a page that failed to render (a component that throws) or Vite failing to start. */
  readonly onError?: (error: Error) => void;
}

export interface DevServer {
  readonly url: string;
  close(): Promise<void>;
}

/** How long after listening Vite starts if no page has been asked for by then. */
const VITE_START_DELAY_MS = 300;
/** How often content/ and schema/ are looked at besides the watcher's events. */
const CONTENT_POLL_MS = 1000;

/**
 * The dev server: one HTTP server where Vite (./vite.ts) serves the browser code, and every other GET is
 * answered by ./answer.ts from the current content, rendered by the build's render stage (./render.ts).
 * Content is loaded again when content/ or schema/ changes (checked on every request too, so a fetch right
 * after a save is fresh); the open pages then show it in place, and reload for an edited component.
 * Vite starts after the first page is served: pages need only Node, their scripts and stylesheet wait for it.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const { config } = options;
  const renderer = createDevRenderer();
  renderer.prepare();
  const content = openContentState(config);
  const http = createHttpServer();
  let vite: ViteDevServer | undefined;
  let viteStarting: Promise<ViteDevServer> | undefined;
  // With the service here, the pages post to this server, whatever site.yaml names for the built site.
  const sites = openSiteState(content, renderer, options.apiBaseUrl ?? (options.mail ? '' : undefined));
  const mail = options.mail && openDevContactService(options.mail);
  let timer: ReturnType<typeof setTimeout> | undefined;

  const reportError = (error: unknown) => options.onError?.(error instanceof Error ? error : new Error(String(error)));
  // Content changes are shown in place (dev/browser/live-content.ts); code changes reload the pages.
  const updatePages = (change: 'content' | 'code') => {
    vite?.hot.send(change === 'content' ? { type: 'custom', event: CONTENT_EVENT } : { type: 'full-reload', path: '*' });
    // Rendered while the browsers ask for them, so their requests find the pages ready.
    setImmediate(() => {
      const site = sites.current();
      for (const page of sites.recentPages()) renderer.render(pageInputOf(site!, page)).catch(() => undefined);
    });
  };
  // Whatever noticed the change (the watcher, the poll, a request), the open pages are told.
  const refreshContent = () => {
    if (!content.refresh()) return;
    options.onContent?.(content.current);
    updatePages('content');
  };
  const ensureVite = () =>
    (viteStarting ??= startVite(options.appRoot ?? APP_ROOT, http, config, {
      onContentChange: refreshContent,
      onCodeChange: () => {
        sites.codeChanged();
        updatePages('code');
      },
    }).then((server) => {
      vite = server;
      renderer.attach(server);
      // A save while Vite was starting had no watcher to see it.
      refreshContent();
      return server;
    }));

  async function serveSite(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, { status: 405, type: 'text/plain; charset=utf-8', body: '405 Method Not Allowed\n' }, { allow: 'GET, HEAD' });
    try {
      refreshContent();
      sites.visited(splitTarget(request.url ?? '/')[0]);
      const answer = await answerRequest(request.url ?? '/', { site: sites.current(), snapshot: content.current, renderer, root: config.root });
      send(response, answer, answer.location ? { location: answer.location } : {}, request.method === 'HEAD');
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      vite?.ssrFixStacktrace(failure);
      reportError(failure);
      // Vite's overlay in the open pages names the failure; the answer itself says the same in text.
      vite?.hot.send({ type: 'error', err: { message: failure.message, stack: failure.stack ?? '' } });
      send(response, { status: 500, type: 'text/plain; charset=utf-8', body: `${failure.stack ?? failure.message}\n` });
    }
  }

  http.on('request', (request: IncomingMessage, response: ServerResponse) => {
    // Before Vite, which never sees the service's requests or their bodies.
    if (mail && isMailPath(splitTarget(request.url ?? '/')[0])) {
      refreshContent();
      return mail.handle(request, response, sites.current()?.content);
    }
    const throughVite = (server: ViteDevServer) => server.middlewares(request, response, () => void serveSite(request, response));
    if (vite) return throughVite(vite);
    if (isPage(request, sites.current())) {
      // Vite starts once the page is out, not while it is rendered.
      clearTimeout(timer);
      response.once('finish', () => void ensureVite().catch(reportError));
      return void serveSite(request, response);
    }
    ensureVite().then(throughVite, (error: unknown) => {
      reportError(error);
      send(response, { status: 503, type: 'text/plain; charset=utf-8', body: `Vite did not start: ${String(error)}\n` });
    });
  });

  options.onContent?.(content.current);
  try {
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(options.port, options.host, () => resolve());
    });
  } catch (error) {
    const reason = ADDRESS_ERRORS[(error as NodeJS.ErrnoException).code ?? ''];
    throw reason ? new ConfigError('E_SERVER_LISTEN', `Cannot listen on ${options.host}:${options.port}: ${reason}.`) : error;
  }
  timer = setTimeout(() => void ensureVite().catch(reportError), VITE_START_DELAY_MS);
  // The watcher's events are fast but can be missed (a save before it watched, file systems without
  // change events); a cheap look at the files' sizes and times catches the rest.
  const poll = setInterval(refreshContent, CONTENT_POLL_MS);
  poll.unref();
  const address = http.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    close: async () => {
      clearTimeout(timer);
      clearInterval(poll);
      await viteStarting?.then(async (server) => {
        await renderer.settled();
        await server.close();
      }, () => undefined);
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
      await mail?.close();
    },
  };
}

/** A GET of one of the site's pages: answered without Vite. */
function isPage(request: IncomingMessage, site: DevSite | undefined): boolean {
  return request.method === 'GET' && site !== undefined && site.pages.has(splitTarget(request.url ?? '/')[0]);
}

function send(response: ServerResponse, answer: DevAnswer, headers: Record<string, string> = {}, head = false): void {
  // Never cached: every answer reflects the files as they are now.
  response.writeHead(answer.status, { 'content-type': answer.type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers });
  response.end(head ? undefined : answer.body);
}
