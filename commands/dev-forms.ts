/**
 * Where the dev server's forms post (docs/dev-server.md, Forms): to API_BASE_URL when it names an origin, and
 * then nothing runs here; else to the contact service inside the dev server, the one `serve` runs, with a
 * fresh temporary outbox removed when the dev server stops. With SMTP_URL it delivers; without, it keeps the
 * messages, and each accepted one is printed with its file, so a maintainer sees where a try went.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DevServerOptions } from '../dev/server.js';
import { renderAcceptedMessage, renderLocalForms, renderRemoteForms } from '../dev/report.js';
import { describeDestination, mailConfigOf, readMailEnvironment } from '../server/mail/config.js';
import { renderDeliveryEvent } from '../server/mail/outbox-report.js';
import { apiBaseOverride, type CommandIo } from './io.js';

export interface DevForms {
  /** What the dev server is given: the pages' API base, or the contact service. */
  readonly server: Pick<DevServerOptions, 'apiBaseUrl' | 'mail'>;
  /** The start-up line: where the forms post and where their messages go. */
  describe(url: string): string;
  /** Removes the temporary outbox (once the dev server has closed the service). */
  dispose(): void;
}

/** Reads API_BASE_URL, SMTP_URL and MAIL_*; a bad value is a ConfigError or UsageError before anything listens. */
export function prepareDevForms(root: string, io: CommandIo): DevForms {
  const { apiBaseUrl } = apiBaseOverride(io);
  // An empty API_BASE_URL means the pages' own origin: this server, so the service runs here.
  if (apiBaseUrl) return { server: { apiBaseUrl }, describe: () => renderRemoteForms(apiBaseUrl), dispose: () => undefined };
  // Never OUTBOX_DIR: the dev server must not take the lock of an outbox `serve` uses, nor delete one on exit.
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'fiskalis-dev-outbox-'));
  const dispose = () => rmSync(outboxDir, { recursive: true, force: true });
  try {
    const environment = readMailEnvironment({ ...io.env, OUTBOX_DIR: outboxDir }, root);
    const delivering = environment.smtpUrl !== undefined;
    return {
      server: {
        mail: {
          configOf: (content) => mailConfigOf(environment, content),
          onAccepted: (message) => io.stdout.write(`${renderAcceptedMessage(message, delivering)}\n`),
          onEvent: (event) => (event.type === 'delivered' ? io.stdout : io.stderr).write(`${renderDeliveryEvent(event)}\n`),
          onLog: (line) => io.stderr.write(`${line}\n`),
          onError: (error) => io.stderr.write(`contact service: ${error.message}\n`),
        },
      },
      describe: (url) => renderLocalForms(url, describeDestination(environment, io.cwd)),
      dispose,
    };
  } catch (error) {
    dispose();
    throw error;
  }
}
