/**
 * Prefetches the next page when the visitor shows intent: hovering over or focusing an internal link to a
 * prerendered page (from the build metadata) fetches that page in the background. Where the browser has
 * speculation rules, the link is marked `data-prefetch`, which the rules this module adds to the page at the
 * first such link prefetch (shared/prefetch-rules.ts); elsewhere a `<link rel=prefetch>` does it. Each page once; never on a slow
 * connection or when the visitor asked to save data.
 */
import type { AppConfig } from '../../shared/app-config.js';
import { PREFETCH_ATTRIBUTE, SPECULATION_RULES } from '../../shared/prefetch-rules.js';
import { loadPrerenderedPaths, normalizePath } from './data/build-meta.js';
import { isSlowConnection } from './data/fetch-json.js';

export function prefetchOnIntent(config: AppConfig): void {
  if (isSlowConnection()) return;
  const requested = new Set([normalizePath(location.pathname)]);
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || link.origin !== location.origin) return;
    const path = normalizePath(link.pathname);
    if (requested.has(path)) return;
    requested.add(path);
    void loadPrerenderedPaths(config).then((paths) => paths?.has(path) && prefetch(link));
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}

let rulesAdded = false;

function prefetch(link: HTMLAnchorElement): void {
  if (typeof HTMLScriptElement.supports === 'function' && HTMLScriptElement.supports('speculationrules')) {
    if (!rulesAdded) {
      // The same text as ever, so the CSP's hash of it allows it (shared/prefetch-rules.ts).
      document.head.append(Object.assign(document.createElement('script'), { type: 'speculationrules', textContent: SPECULATION_RULES }));
      rulesAdded = true;
    }
    link.setAttribute(PREFETCH_ATTRIBUTE, '');
  } else {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'prefetch', href: link.pathname + link.search }));
  }
}
