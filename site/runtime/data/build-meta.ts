/**
 * Which paths are prerendered, from the matcher of builds/meta/{buildId}.json. Fetched once per page: by
 * schedule 1 s after load (unless the connection is slow-2g), or earlier when an island or a prefetch needs
 * it. The meta file of a build is immutable, so the page's own build id names it and it never changes
 * under the page.
 */
import type { BuildMeta } from '../../../core/build-files.js';
import type { AppConfig } from '../../../shared/app-config.js';
import { fetchJson, isSlowConnection } from './fetch-json.js';

let meta: Promise<ReadonlySet<string> | undefined> | undefined;

/** The prerendered paths; undefined when the file cannot be had (a console.debug, once). */
export function loadPrerenderedPaths(config: AppConfig): Promise<ReadonlySet<string> | undefined> {
  meta ??= fetchJson<BuildMeta>(`/builds/meta/${config.buildId}.json`).then(
    (data) => prerenderedPathsOf(data.matcher),
    (error: unknown) => {
      console.debug('Build metadata unavailable:', error);
      return undefined;
    },
  );
  return meta;
}

/** Paths of the static rules marked prerender; wildcard and dynamic rules name no single path. */
function prerenderedPathsOf(matcher: BuildMeta['matcher'] | undefined): ReadonlySet<string> {
  return new Set(Object.entries(matcher?.static ?? {}).filter(([, rules]) => rules?.prerender).map(([path]) => path));
}

/** Fetches the metadata 1 s after the page has loaded, so it never competes with the page's own resources. */
export function scheduleMetaPrefetch(config: AppConfig): void {
  if (isSlowConnection()) return;
  const start = () => setTimeout(() => void loadPrerenderedPaths(config), 1000);
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}

/** A URL path as the matcher lists it: no trailing slash except `/`. */
export function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
