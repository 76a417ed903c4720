/**
 * JSON from a same-origin URL. Static hosts often answer a missing file with their HTML fallback and status
 * 200, so an answer is JSON only when its type says so and it parses; anything else is an error the caller
 * decides how loudly to report.
 */
export async function fetchJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin', ...init });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '')) throw new Error(`${url}: not JSON (${response.headers.get('content-type') ?? 'no type'})`);
  return (await response.json()) as T;
}

/** True on a connection too slow for anything the page does not need (`slow-2g`, or the visitor asked to save data). */
export function isSlowConnection(): boolean {
  const connection = (navigator as { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  return connection?.effectiveType === 'slow-2g' || connection?.saveData === true;
}
