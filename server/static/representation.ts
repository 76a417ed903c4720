import { createHash } from 'node:crypto';
import { negotiate } from '@fastify/accept-negotiator';
import type { Encoding, PageEntry, Representation } from './types.js';

const PREFERENCE: readonly Encoding[] = ['br', 'gzip', 'identity'];

/**
 * A page's encodings with their answers' headers, computed once when the site is loaded. `etag: false` for
 * error views: a 404 or 500 answer is never revalidated.
 */
export function createPageEntry(bodies: ReadonlyMap<Encoding, Buffer>, options: { readonly cacheControl: string | undefined; readonly etag: boolean }): PageEntry {
  const representations: Partial<Record<Encoding, Representation>> = {};
  for (const encoding of PREFERENCE) {
    const body = bodies.get(encoding);
    if (!body) continue;
    const etag = options.etag ? `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` : undefined;
    const cached = { vary: 'Accept-Encoding', ...(etag && { etag }), ...(options.cacheControl && { 'cache-control': options.cacheControl }) };
    const headers = { 'content-type': 'text/html; charset=utf-8', ...(encoding !== 'identity' && { 'content-encoding': encoding }), ...cached };
    representations[encoding] = { body, etag, headers, notModifiedHeaders: cached };
  }
  if (!representations.identity) throw new Error('A page needs its identity bytes');
  return { encodings: PREFERENCE.filter((e) => representations[e]), representations: representations as PageEntry['representations'] };
}

/**
 * The encoding an Accept-Encoding header prefers among the page's (q-values honoured, `q=0` refuses), with
 * the negotiator @fastify/static uses for files, and like it reading `*` as gzip, which every client that
 * sends `*` understands. No header, or nothing acceptable: identity.
 */
export function chooseRepresentation(page: PageEntry, acceptEncoding: string | undefined): Representation {
  if (!acceptEncoding) return page.representations.identity;
  const encoding = negotiate(acceptEncoding.toLowerCase().replaceAll('*', 'gzip'), page.encodings as Encoding[]);
  return page.representations[encoding ?? 'identity'] ?? page.representations.identity;
}

/** If-None-Match names this ETag (weak comparison, RFC 9110 §13.1.2), or is `*`. */
export function isNotModified(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}
