import type { Screen } from '../core/report/screen.js';
import { renderTroubleText } from './overlay.js';
import type { ContentSnapshot } from './content-state.js';

/**
 * What the dev server's terminal says after a load of the content: its problems exactly as `validate`
 * prints them, fitted to `screen` since every save prints them again, or one line when the content loads
 * again. Nothing for the first load that has no problems.
 */
export function renderContentEvent(snapshot: ContentSnapshot, previous: ContentSnapshot | undefined, root: string, color: boolean, screen?: Screen): string | undefined {
  if (snapshot.problems.length > 0 || snapshot.failure !== undefined) return renderTroubleText(snapshot, root, color, screen);
  if (!previous) return undefined;
  const fixed = previous.problems.length > 0 || previous.failure !== undefined;
  return `${fixed ? '✔ content problems fixed' : '✔ content reloaded'}; open pages reload`;
}

export function renderStarted(url: string, root: string): string {
  return `Dev server at ${url} for ${root} (saving a file updates the open pages; Ctrl+C stops)`;
}
