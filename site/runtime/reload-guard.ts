/**
 * Every reload the runtime makes goes through here: the same path reloads at most once per 10 seconds, so a
 * deploy that is still propagating (a chunk missing from a CDN edge) can never put a page in a reload loop.
 * The last reload is kept in sessionStorage as {path, expires}; where storage throws (disabled, sandboxed),
 * the guard cannot remember, so it never reloads.
 */
/** The sessionStorage key (named in the privacy policy's cookie paragraph). */
export const RELOAD_GUARD_KEY = 'reload-guard';
export const RELOAD_GUARD_MS = 10_000;

/** Reloads the page unless this path reloaded less than 10 s ago; true when a reload was started. */
export function reloadOnce(path: string = location.pathname): boolean {
  try {
    const now = Date.now();
    const last = JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 'null') as { path?: unknown; expires?: unknown } | null;
    if (last && last.path === path && typeof last.expires === 'number' && last.expires > now) return false;
    sessionStorage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, expires: now + RELOAD_GUARD_MS }));
  } catch {
    return false;
  }
  location.reload();
  return true;
}
