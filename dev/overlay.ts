import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Problem } from '../core/errors/problem.js';
import { renderProblems } from '../core/report/index.js';
import type { Screen } from '../core/report/screen.js';

/** What is wrong with the content now, as the dev server shows it: problems, or a failure of another kind. */
export interface ContentTrouble {
  readonly problems: readonly Problem[];
  readonly failure: string | undefined;
  /** The locale whose own problems these are (its message file, or its entry while in progress); undefined for the whole site's. */
  readonly locale?: string;
}

export const OVERLAY_ID = 'dev-content-problems';

/**
 * The problems exactly as `validate` prints them (text format, code frames from the files as they are now):
 * for the terminal, fitted to its `screen`; for the overlay, which scrolls, every one.
 */
export function renderTroubleText(trouble: ContentTrouble, root: string, color: boolean, screen?: Screen): string {
  if (trouble.failure !== undefined) return trouble.failure;
  const sources = new Map<string, string>();
  for (const { position } of trouble.problems) {
    if (sources.has(position.file)) continue;
    try {
      sources.set(position.file, readFileSync(path.join(root, position.file), 'utf8'));
    } catch {
      // A file that cannot be read (E_FILE_MISSING) gets no code frame, as in `validate`.
    }
  }
  return renderProblems(trouble.problems, 'text', { color, sources, screen });
}

/**
 * The overlay over the page while the content has problems: each problem's `file:line:column CODE message`
 * and code frame. Styled inline (dev answers carry no CSP) so it shows whatever the site's stylesheet is.
 * Fixing the files reloads the page, and the overlay is gone with the problems.
 */
export function renderOverlay(trouble: ContentTrouble, root: string): string {
  const count = trouble.failure !== undefined ? 'The content cannot be loaded' : `${trouble.problems.length} content problem${trouble.problems.length === 1 ? '' : 's'}`;
  // A locale's own problems hold back only its pages; the other locales show every edit.
  const scope = trouble.locale === undefined ? ': the page shows' : ` in locale "${trouble.locale}": its pages show`;
  return (
    `<div id="${OVERLAY_ID}" role="alert" style="${OVERLAY_STYLE}">` +
    `<p style="margin:0 0 1em;font:600 18px system-ui,sans-serif;color:#ff8f8f">${count}${scope} the last content that loaded. Fix the file and save; this page updates.</p>` +
    `<pre style="margin:0;white-space:pre;overflow-x:auto;font:14px/1.5 ui-monospace,monospace">${escapeHtml(renderTroubleText(trouble, root, false))}</pre>` +
    `</div>`
  );
}

/** A page for when the content has never loaded: only the overlay, and the clients that reload it on the fix. */
export function renderTroublePage(trouble: ContentTrouble, root: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Content problems</title>${VITE_CLIENT}${LIVE_CONTENT}</head><body>${renderOverlay(trouble, root)}</body></html>`;
}

/** Vite's browser client: it reloads the page, or swaps a stylesheet, when the dev server says so. */
const VITE_CLIENT = '<script type="module" src="/@vite/client"></script>';

/** Shows changed content in place; before the page's own scripts, so it sees the islands' markup unhydrated. */
const LIVE_CONTENT = '<script type="module" src="/dev/browser/live-content.ts"></script>';

/**
 * A save that lands while a page is loading sends its reload before the page's client is connected. So
 * whenever the client connects, the page compares its build id with the server's (a new one per version of
 * the content and components) and reloads if it is behind.
 */
const CATCH_UP =
  '<script type="module">import{createHotContext}from"/@vite/client";' +
  'createHotContext("/@dev/catch-up").on("vite:ws:connect",async()=>{try{' +
  'const{id}=await(await fetch("/builds/latest.json",{cache:"no-store"})).json();' +
  'if(id!==JSON.parse(document.getElementById("app-config").textContent).buildId)location.reload()}catch{}});</script>';

/** A rendered page as the dev server sends it: Vite's client in the head, the overlay when there is trouble. */
export function decoratePage(html: string, overlay: string | undefined): string {
  const withClient = html.replace('<head>', `<head>${VITE_CLIENT}${CATCH_UP}${LIVE_CONTENT}`);
  return overlay ? withClient.replace(/<body([^>]*)>/, (body) => `${body}${overlay}`) : withClient;
}

const OVERLAY_STYLE = 'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:32px;background:rgba(20,20,24,.94);color:#f4f4f5;';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
