/**
 * What the browser tests of the visitor runtime (runtime, language choice, update notice, root redirect)
 * share: one context and one page, reused across a file's tests and cleaned between them, in any language;
 * and a host in front of the static host for the answers a test sets.
 */
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { Agent, createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Disposable, Page } from 'playwright-core';

export interface OpenedPage {
  readonly context: BrowserContext;
  readonly page: Page;
}

export interface TabOptions {
  /** The browser's language (navigator.languages, Accept-Language); default the context's locale. */
  readonly language?: string;
  readonly width?: number;
  readonly height?: number;
  /** An init script for this test's documents (page.addInitScript); gone once the page is released. */
  readonly init?: () => void;
}

/** The page events these tests listen to; `release` drops their listeners. */
const TEST_EVENTS = ['console', 'pageerror', 'request', 'response', 'load'] as const;

/**
 * One context and one page (a tab) for a file's tests, made when a test first asks for it: a new context costs
 * Chromium a cold HTTP cache and a new page a renderer process, while navigating within the site keeps both.
 * What a test must not inherit `release` clears: the document (the page goes to about:blank), cookies,
 * localStorage and sessionStorage of the site, routes, listeners, init scripts and other pages. The
 * browser's language is set per test as Playwright's `locale` option sets it for each page of a context
 * (Emulation.setUserAgentOverride's acceptLanguage), so one tab serves every language; only Intl's default
 * locale stays the context's (Chromium takes one locale override per page), and the pages here do not read it.
 * `prepare` runs once on the new context (routes, a clock).
 */
export class SharedTab {
  private opened: Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> | undefined;
  private language: string;
  private scripts: Disposable[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly origin: string,
    private readonly options: BrowserContextOptions & { readonly locale: string },
    private readonly prepare: (context: BrowserContext) => Promise<void> = async () => undefined,
  ) {
    this.language = options.locale;
  }

  /** The tab, on about:blank with no cookies, at `width` × `height`, in `language`; hand it to `release` after the test. */
  async open({ language = this.options.locale, width = 1280, height = 800, init }: TabOptions = {}): Promise<OpenedPage> {
    const { context, page, cdp } = await this.tab();
    await context.clearCookies();
    if (language !== this.language) {
      await cdp.send('Emulation.setUserAgentOverride', { userAgent: '', acceptLanguage: language });
      this.language = language;
    }
    const languages = await page.evaluate(() => navigator.languages.join());
    if (languages !== language) throw new Error(`the tab's languages are ${languages}, not ${language}`);
    const size = page.viewportSize();
    if (size?.width !== width || size.height !== height) await page.setViewportSize({ width, height });
    if (init) this.scripts.push(await page.addInitScript(init));
    return { context, page };
  }

  /**
   * Ends a test: closes the context's other pages and leaves the tab on an about:blank of the site's origin (a
   * navigation from the page itself keeps its renderer) with the site's storage emptied and nothing of the
   * test attached; drops the cookies. A tab that cannot be cleaned is closed with its context: the next test gets new ones.
   */
  async release(page: Page): Promise<void> {
    const context = page.context();
    try {
      for (const other of context.pages()) if (other !== page) await other.close();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      for (const event of TEST_EVENTS) page.removeAllListeners(event);
      for (const script of this.scripts.splice(0)) await script.dispose();
      if (page.url().startsWith(this.origin)) {
        await Promise.all([page.waitForURL('about:blank'), page.evaluate(() => location.assign('about:blank')).catch(() => undefined)]);
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      } else if (page.url() !== 'about:blank') {
        throw new Error(`the tab is on ${page.url()}, outside the site`);
      }
      await context.clearCookies();
    } catch {
      this.scripts = [];
      this.opened = undefined;
      await context.close().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    const opened = this.opened;
    this.opened = undefined;
    if (opened) await (await opened).context.close();
  }

  private tab(): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
    this.opened ??= (async () => {
      const context = await this.browser.newContext(this.options);
      await this.prepare(context);
      const page = await context.newPage();
      this.language = this.options.locale;
      return { context, page, cdp: await context.newCDPSession(page) };
    })();
    return this.opened;
  }
}

/** What the front host answers for a path a test took over. */
export interface FrontAnswer {
  readonly status?: number;
  readonly contentType: string;
  readonly body: string;
}

/** Answers for a path: undefined passes the request on to the static host. */
type FrontHandler = (request: IncomingMessage) => FrontAnswer | undefined | Promise<FrontAnswer | undefined>;

/**
 * A host on loopback in front of the static host, for the answers a test sets (another build's latest.json,
 * the contact service's challenge) without Playwright routes: a route makes Chromium hand every request of the
 * page to Playwright and turns the page's HTTP cache off. Every other request is passed on as it is, so the
 * static host still records it.
 */
export class FrontHost {
  private readonly handlers = new Map<string, FrontHandler>();
  private readonly agent = new Agent({ keepAlive: true });
  private readonly server = createServer((request, response) => {
    this.handle(request, response).catch((error: unknown) => {
      response.writeHead(502, { 'Content-Type': 'text/plain' });
      response.end(String(error));
    });
  });

  private constructor(private readonly upstream: string) {}

  /** A front host for the static host at `upstream`, listening on loopback. */
  static async start(upstream: string): Promise<FrontHost> {
    const front = new FrontHost(upstream);
    await new Promise<void>((resolve) => front.server.listen(0, '127.0.0.1', resolve));
    return front;
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Answers requests for `path` (no query) with `handler` from now on; undefined hands the path back to the static host. */
  answer(path: string, handler: FrontHandler | undefined): void {
    if (handler) this.handlers.set(path, handler);
    else this.handlers.delete(path);
  }

  close(): Promise<void> {
    this.agent.destroy();
    return new Promise((resolve) => {
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const answer = await this.handlers.get(new URL(request.url ?? '/', 'http://front').pathname)?.(request);
    if (answer) {
      response.writeHead(answer.status ?? 200, { 'Content-Type': answer.contentType, 'Cache-Control': 'no-store' });
      response.end(answer.body);
      return;
    }
    const passed = httpRequest(`${this.upstream}${request.url ?? '/'}`, { method: request.method, headers: request.headers, agent: this.agent }, (answered) => {
      response.writeHead(answered.statusCode ?? 502, answered.headers);
      answered.pipe(response);
    });
    passed.on('error', (error) => response.destroy(error));
    request.pipe(passed);
  }
}

/**
 * The contact service's challenge for GET /mail/challenge: a real, cheap altcha-lib challenge, as the
 * service would serve it (a form in view starts its proof of work).
 */
export async function mailChallenge(): Promise<FrontAnswer> {
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 50,
    counter: randomInt(10, 60),
    deriveKey,
    hmacSignatureSecret: 'runtime-test-secret',
    hmacKeySignatureSecret: 'runtime-test-key-secret',
    expiresAt: Math.floor(Date.now() / 1000) + 600,
  });
  return { contentType: 'application/json', body: JSON.stringify(challenge) };
}
