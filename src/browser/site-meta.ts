/**
 * Build metadata in the browser: which paths are prerendered (from the matcher of builds/meta/{buildId}.json,
 * fetched once) and each prerendered page's payload (`{path}/_payload.json?{buildId}`). A payload is never
 * fetched for a path the matcher does not list (404 pages, paths a host rewrote), so a host that answers
 * HTML for missing files never feeds an island garbage.
 */
import type { BuildMeta, RoutePayload } from '../../generator/metadata/types.js';
import type { AppConfig } from '../shared/app-config.js';

let meta: Promise<ReadonlySet<string> | undefined> | undefined;

/** The prerendered paths, fetched on the first call only; undefined when the file cannot be had. */
export function loadPrerenderedPaths(config: AppConfig): Promise<ReadonlySet<string> | undefined> {
  meta ??= fetchJson<BuildMeta>(`/builds/meta/${config.buildId}.json`).then(
    (data) => (data?.matcher ? prerenderedPathsOf(data.matcher) : undefined),
    () => undefined,
  );
  return meta;
}

/** Paths of the static rules marked prerender; wildcard and dynamic rules name no single path. */
export function prerenderedPathsOf(matcher: BuildMeta['matcher']): ReadonlySet<string> {
  return new Set(Object.entries(matcher.static ?? {}).filter(([, rules]) => rules?.prerender).map(([path]) => path));
}

/** The page's payload, or undefined (not prerendered, or the fetch failed: a console.warn). */
export async function loadPayload(config: AppConfig, path: string = currentPath()): Promise<RoutePayload | undefined> {
  const prerendered = await loadPrerenderedPaths(config);
  if (!prerendered?.has(path)) return undefined;
  const url = `${path === '/' ? '' : path}/_payload.json?${config.buildId}`;
  try {
    const payload = await fetchJson<RoutePayload>(url);
    if (!payload) throw new Error('the answer is not JSON');
    return payload;
  } catch (error) {
    console.warn(`Could not load the page data ${url}:`, error);
    return undefined;
  }
}

/** location.pathname without a trailing slash (but `/`), as the matcher lists paths. */
export function currentPath(): string {
  const path = location.pathname;
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** JSON from a same-origin URL; undefined for an answer that is not JSON (a host's HTML fallback). */
async function fetchJson<T>(url: string): Promise<T | undefined> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return undefined;
  return (await response.json()) as T;
}
