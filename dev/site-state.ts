import type { PageSpec } from '../core/page-spec.js';
import { createDevSite, type DevSite } from './answer.js';
import type { ContentState } from './content-state.js';
import type { DevRenderer } from './render.js';

/** The site the dev server answers from: laid out again for each version of the content and components. */
export interface SiteState {
  /** undefined while the content has never loaded. */
  current(): DevSite | undefined;
  /** A component changed: the next `current` is a new version, rendered afresh. */
  codeChanged(): void;
  /** Notes a page someone asked for. */
  visited(path: string): void;
  /** The pages asked for last, newest first: most likely the ones open in a browser. */
  recentPages(): PageSpec[];
}

const RECENT_PAGES = 3;

export function openSiteState(content: ContentState, renderer: DevRenderer, apiBaseUrl: string | undefined): SiteState {
  let site: DevSite | undefined;
  let siteOf: unknown;
  let version = 0;
  let recent: string[] = [];
  const current = (): DevSite | undefined => {
    const snapshot = content.current;
    if (snapshot.content && snapshot !== siteOf) {
      siteOf = snapshot;
      // A new build id per version, so the payloads and metadata open pages fetch are never stale.
      site = createDevSite(snapshot.content, `dev-${++version}`, snapshot.loadedAt, apiBaseUrl ?? snapshot.content.site.api.baseUrl);
      renderer.forget();
    }
    return site;
  };
  return {
    current,
    codeChanged() {
      siteOf = undefined;
      renderer.codeChanged();
    },
    visited(path) {
      if (current()?.pages.has(path)) recent = [path, ...recent.filter((p) => p !== path)].slice(0, RECENT_PAGES);
    },
    recentPages: () => recent.flatMap((path) => current()?.pages.get(path) ?? []),
  };
}
