import { cpSync } from 'node:fs';
import path from 'node:path';
import { resolveConfig } from '../../core/config.js';
import type { Content } from '../../core/content/types.js';
import { startDevServer, type ContentSnapshot, type DevServer } from '../../dev/index.js';
import { createFixtureSite, PROJECT_ROOT, type FixtureSite } from './fixture-site.js';
import { linkPackages } from './project-copy.js';
import { TOOL_SOURCE_FOLDERS } from '../../core/source-folders.js';
import { mailConfigOf, readMailEnvironment, type MailEnv } from '../../server/mail/config.js';
import type { AcceptedMessage, DeliveryEvent } from '../../server/mail/types.js';
import { createTempOutbox } from './mail.js';
import { testMailEnv, withTestSettings } from './mail-config.js';

/** The dev server on port 0 over a temp copy of the real content, with every content load it reported. */
export interface DevSite {
  readonly fixture: FixtureSite;
  readonly server: DevServer;
  readonly origin: string;
  readonly loads: ContentSnapshot[];
  /** What the server reported through onError (a page that failed to render). */
  readonly errors: Error[];
  /** With `mail`: the contact service's temp outbox and what it reported. */
  readonly mail?: DevMail;
  /** GETs a path and returns status, headers and text. */
  get(path: string): Promise<{ status: number; headers: Headers; text: string }>;
  close(): Promise<void>;
}

interface DevMail {
  readonly outbox: ReturnType<typeof createTempOutbox>;
  readonly accepted: AcceptedMessage[];
  readonly events: DeliveryEvent[];
  /** The service's log lines (its warnings and errors). */
  readonly log: string[];
}

/**
 * With `mail`, the dev server runs the contact service on a temp outbox, configured from `mail.env` and the
 * content as `dev` configures it, with the cheap proofs of work and quick retries of the server tests.
 * With `copyApp`, the components come from a copy of the project's code in the fixture (site/, shared/, core/, pipeline/, engine/, dev/,
 * public/, each package of node_modules linked), so a test can edit a component or a stylesheet.
 */
export async function openDevSite(options: { copyApp?: boolean; mail?: { env?: MailEnv } } = {}): Promise<DevSite> {
  const fixture = createFixtureSite();
  if (options.copyApp) {
    for (const dir of [...TOOL_SOURCE_FOLDERS, 'dev', 'public', 'tsconfig.json', 'package.json']) cpSync(path.join(PROJECT_ROOT, dir), path.join(fixture.root, dir), { recursive: true });
    // Each package linked, not the folder: Vite's cache (node_modules/.cache) then stays in the copy.
    linkPackages(fixture.root);
  }
  const loads: ContentSnapshot[] = [];
  const errors: Error[] = [];
  const appRoot = options.copyApp ? { appRoot: fixture.root } : {};
  const mail: DevMail | undefined = options.mail && { outbox: createTempOutbox(), accepted: [], events: [], log: [] };
  const mailOptions = mail && {
    mail: {
      configOf: (content: Content) => withTestSettings(mailConfigOf(readMailEnvironment(testMailEnv(mail.outbox.dir, options.mail!.env), fixture.root), content), options.mail!.env),
      onAccepted: (message: AcceptedMessage) => mail.accepted.push(message),
      onEvent: (event: DeliveryEvent) => mail.events.push(event),
      onLog: (line: string) => mail.log.push(line),
      onError: (error: Error) => errors.push(error),
    },
  };
  const server = await startDevServer({ config: resolveConfig({ root: fixture.root }), ...appRoot, ...mailOptions, host: '127.0.0.1', port: 0, onContent: (s) => loads.push(s), onError: (e) => errors.push(e) });
  return {
    fixture,
    server,
    origin: server.url,
    loads,
    errors,
    ...(mail ? { mail } : {}),
    async get(path) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      return { status: response.status, headers: response.headers, text: await response.text() };
    },
    async close() {
      await server.close();
      mail?.outbox.dispose();
      fixture.dispose();
    },
  };
}

/** Retries `check` until it passes or `timeout` ms have gone by (then its last failure is thrown). */
export async function eventually<T>(check: () => Promise<T>, timeout = 15_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
