import type { ErrorStatus } from '../../core/urls.js';
import type { SecurityHeaders } from '../security/headers.js';

/** A content coding the build writes a twin for, or none. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** One encoding of a page, held in memory with the headers of its answer. */
export interface Representation {
  readonly body: Buffer;
  readonly etag: string | undefined;
  /** Headers of a 200 answer: type, encoding, Vary, ETag, caching. */
  readonly headers: Readonly<Record<string, string>>;
  /** Headers of a 304 answer (RFC 9110 §15.4.5): Vary, ETag, caching. */
  readonly notModifiedHeaders: Readonly<Record<string, string>>;
}

/** A page: its identity bytes and the twins the build wrote, best first. */
export interface PageEntry {
  readonly encodings: readonly Encoding[];
  readonly representations: Readonly<Partial<Record<Encoding, Representation>>> & { readonly identity: Representation };
}

/** A public file other than a page, sent from disk by @fastify/static (which picks its twin). */
export interface FileEntry {
  /** Relative to dist/, as the build wrote it. */
  readonly file: string;
  /** The headers `_headers` gives its path besides the security ones (caching). */
  readonly headers: Readonly<Record<string, string>>;
  /** A compressed twin of it is a link, never followed: only the file itself is sent. */
  readonly identityOnly?: true;
}

/** What the server knows of one build of dist/; replaced whole when a build replaces dist/. */
export interface Site {
  readonly buildId: string;
  /** Pages by public path ('/', '/en/privacy'), as listed in builds/meta/{id}.json. */
  readonly pages: ReadonlyMap<string, PageEntry>;
  /** Every other public file by URL path ('/assets/main-x.css', '/en/_payload.json'). */
  readonly files: ReadonlyMap<string, FileEntry>;
  /** Each locale's error views by its URL prefix ('' for the unprefixed locale). */
  readonly errorPages: ReadonlyMap<string, Readonly<Record<ErrorStatus, PageEntry>>>;
  readonly security: SecurityHeaders;
}
