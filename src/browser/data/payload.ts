/**
 * The page's payload, `{path}/_payload.json?{buildId}`: the props its islands hydrate with. Fetched only for
 * a prerendered path (a 404 page or a path a host rewrote has none, and a host's HTML fallback must never
 * reach an island), once per page however many islands wake.
 */
import type { RoutePayload } from '../../../generator/metadata/types.js';
import type { AppConfig } from '../../shared/app-config.js';
import { loadPrerenderedPaths, normalizePath } from './build-meta.js';
import { fetchJson } from './fetch-json.js';

let payload: Promise<RoutePayload | undefined> | undefined;

/** The payload, or undefined: the path is not prerendered, or the fetch failed (a console.warn). */
export function loadPayload(config: AppConfig): Promise<RoutePayload | undefined> {
  payload ??= fetchPayload(config, normalizePath(location.pathname));
  return payload;
}

async function fetchPayload(config: AppConfig, path: string): Promise<RoutePayload | undefined> {
  const prerendered = await loadPrerenderedPaths(config);
  if (!prerendered?.has(path)) return undefined;
  const url = `${path === '/' ? '' : path}/_payload.json?${config.buildId}`;
  try {
    return await fetchJson<RoutePayload>(url);
  } catch (error) {
    console.warn('Could not load the page data:', error);
    return undefined;
  }
}
