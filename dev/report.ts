import type { Screen } from '../core/report/screen.js';
import { MAIL_SEND_PATH } from '../shared/contact-protocol.js';
import type { AcceptedMessage } from '../server/mail/types.js';
import { renderTroubleText } from './overlay.js';
import { allProblemsOf, type ContentSnapshot } from './content-state.js';

/**
 * What the dev server's terminal says after a load of the content: its problems exactly as `validate`
 * prints them, fitted to `screen` since every save prints them again, or one line when the content loads
 * again; then the warnings (a locale in progress), one line each. Nothing for a first load without either.
 */
export function renderContentEvent(snapshot: ContentSnapshot, previous: ContentSnapshot | undefined, root: string, color: boolean, screen?: Screen): string | undefined {
  const problems = allProblemsOf(snapshot);
  if (problems.length > 0 || snapshot.failure !== undefined) return renderTroubleText({ problems, failure: snapshot.failure }, root, color, screen);
  const warnings = (snapshot.content?.warnings ?? []).map((w) => `${w.code}: ${w.message}`);
  if (!previous) return warnings.length ? warnings.join('\n') : undefined;
  const fixed = allProblemsOf(previous).length > 0 || previous.failure !== undefined;
  return [`${fixed ? '✔ content problems fixed' : '✔ content reloaded'}; open pages reload`, ...warnings].join('\n');
}

export function renderStarted(url: string, root: string): string {
  return `Dev server at ${url} for ${root} (saving a file updates the open pages; Ctrl+C stops)`;
}

/** The start-up line for forms that post to the contact service in this server; `destination` as `serve` says it. */
export function renderLocalForms(url: string, destination: string): string {
  return `Forms post to ${url}${MAIL_SEND_PATH}: messages are ${destination}, a temporary outbox removed on exit`;
}

/** The start-up line for forms that post to API_BASE_URL. */
export function renderRemoteForms(apiBaseUrl: string): string {
  return `Forms post to ${apiBaseUrl}${MAIL_SEND_PATH} (API_BASE_URL); no contact service runs here`;
}

/** One line per message the service accepted, so trying a form shows where its message went. */
export function renderAcceptedMessage(message: AcceptedMessage, delivering: boolean): string {
  if (message.spam) return `mail: judged spam (${message.spam}), kept ${message.file}`;
  return `mail: ${delivering ? 'queued for SMTP' : 'kept'} ${message.file}`;
}
