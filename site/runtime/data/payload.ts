/**
 * A page's payload, `{path}/_payload.json?{buildId}`: the props its islands hydrate with, and the texts of
 * its locale's notices (language suggestion, update). Fetched only for a prerendered path (a 404 page or a path a host rewrote has none, and
 * a host's HTML fallback must never reach an island), once per page however many islands wake.
 */
import type { RoutePayload } from '../../route-payload.js';
import type { AppConfig } from '../../../shared/app-config.js';
import { fileBesidePage } from '../../../core/page-files.js';
import { loadPrerenderedPaths, normalizePath } from './build-meta.js';
import { fetchJson } from './fetch-json.js';

const payloads = new Map<string, Promise<RoutePayload | undefined>>();

/** The page's payload, or undefined: the path is not prerendered, or the fetch failed (a console.warn). */
export function loadPayload(config: AppConfig): Promise<RoutePayload | undefined> {
  return loadPayloadOf(config, location.pathname);
}

/**
 * The payload of a page of the site. `prerendered`: the caller knows the path is a page of the build (the
 * language suggestion reads the page the switcher links to), so the build metadata need not say so first.
 */
export function loadPayloadOf(config: AppConfig, pathname: string, prerendered = false): Promise<RoutePayload | undefined> {
  const path = normalizePath(pathname);
  let payload = payloads.get(path);
  if (!payload) payloads.set(path, (payload = fetchPayload(config, path, prerendered)));
  return payload;
}

async function fetchPayload(config: AppConfig, path: string, prerendered: boolean): Promise<RoutePayload | undefined> {
  if (!prerendered && !(await loadPrerenderedPaths(config))?.has(path)) return undefined;
  const url = `${fileBesidePage(path, '_payload.json')}?${config.buildId}`;
  try {
    return await fetchJson<RoutePayload>(url);
  } catch (error) {
    console.warn('Could not load the page data:', error);
    return undefined;
  }
}
