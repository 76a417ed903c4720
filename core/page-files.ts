/**
 * A file served beside a page, by its public path: `/` → `/_payload.json`, `/en/privacy` →
 * `/en/privacy/_payload.json`. The route payloads (build, headers, the browser's fetch) and the no-JS
 * answer pages (build, service, dev server) are both placed by it.
 */
export function fileBesidePage(page: string, name: string): string {
  return `${page === '/' ? '' : page}/${name}`;
}

/** The drawings' folder under dist/: one SVG per drawing and locale, named by its content. */
export const DRAWINGS_DIR = 'assets/drawings/';

/** Text files that get compressed twins; everything else (images, fonts, _headers) is served as it is. */
export const COMPRESSIBLE = /\.(?:html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;

/** The twin encodings: a file `a.html` gets `a.html.br` and `a.html.gz` beside it. */
export const TWINS = [
  { extension: '.br', encoding: 'br' },
  { extension: '.gz', encoding: 'gzip' },
] as const;
