/**
 * What a build is made for (`build --target`, docs/deploying.md). Every target gets the same pages and
 * `_headers`; some hosts need a file of their own beside them (pipeline/metadata/host-files.ts):
 * - `static`: any static host that needs nothing more: Cloudflare Pages (it reads `_headers` and serves the
 *   nearest 404.html up the folder tree by itself), Caddy, S3 behind a CDN;
 * - `netlify`: `_redirects`, since Netlify serves only the root 404.html unless told otherwise;
 * - `nginx`: `_nginx.conf`, the lines of a server block that serves this folder as the site's server does;
 * - `server`: the site's own server (`serve`, `start`), which also answers the forms' POST /mail/send.
 */
export const BUILD_TARGETS = ['static', 'netlify', 'nginx', 'server'] as const;
export type BuildTarget = (typeof BUILD_TARGETS)[number];

/** The static hosts among the targets: the forms' service is somewhere else than their files. */
export function isStaticHost(target: BuildTarget): boolean {
  return target !== 'server';
}

/** The files each target's host reads beside `_headers` (written by pipeline/metadata/host-files.ts). */
export const HOST_FILES_OF: Readonly<Record<BuildTarget, readonly string[]>> = { static: [], netlify: ['_redirects'], nginx: ['_nginx.conf'], server: [] };

/**
 * Files in dist/ for a host, never for visitors: Netlify and Cloudflare Pages read `_headers` and
 * `_redirects` and do not serve them, nginx includes `_nginx.conf` (which denies itself); the site's
 * server serves none of them.
 */
export const HOST_FILES: ReadonlySet<string> = new Set(['_headers', ...Object.values(HOST_FILES_OF).flat()]);
