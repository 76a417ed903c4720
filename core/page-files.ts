/**
 * A file served beside a page, by its public path: `/` → `/_payload.json`, `/en/privacy` →
 * `/en/privacy/_payload.json`. The route payloads (build, headers, the browser's fetch) and the no-JS
 * answer pages (build, service, dev server) are both placed by it.
 */
export function fileBesidePage(page: string, name: string): string {
  return `${page === '/' ? '' : page}/${name}`;
}
