/**
 * The id of the build that is live now, from builds/latest.json (never cached: a timestamp query and
 * `no-store`). A host that answers with an error or with HTML (its fallback for missing files) makes the
 * answer unknown; that is reported once per page with console.debug, never as a warning, and the next
 * check tries again.
 */
import type { LatestBuild } from '../../../core/build-files.js';
import type { AppConfig } from '../../../shared/app-config.js';
import { fetchJson } from '../data/fetch-json.js';

let reported = false;

/** The live build's id, or undefined when latest.json cannot be had. */
export async function fetchLatestBuildId(): Promise<string | undefined> {
  try {
    const latest = await fetchJson<LatestBuild>(`/builds/latest.json?${Date.now()}`, { cache: 'no-store' });
    if (typeof latest?.id !== 'string' || !latest.id) throw new Error('builds/latest.json has no id');
    return latest.id;
  } catch (error) {
    if (!reported) console.debug('Update check skipped:', error);
    reported = true;
    return undefined;
  }
}

/** true: a newer build is live; false: the page's build still is; undefined: unknown. */
export async function isOtherBuildLive(config: AppConfig): Promise<boolean | undefined> {
  const id = await fetchLatestBuildId();
  return id === undefined ? undefined : id !== config.buildId;
}
