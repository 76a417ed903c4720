import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { codeIdentityOf, type CodeIdentity } from './code-identity.js';
import type { ResolvedConfig } from '../../core/config.js';
import { startThread } from '../threads.js';
import { isParseKept } from './parse-cache.js';
import { contentName, listMessageFiles } from '../../pipeline/load/read-content.js';

/** What a parse thread is given: the catalogues to parse into the cache, and the code identity the keys name. */
export interface ParseShare {
  readonly root: string;
  readonly cacheDir: string;
  readonly code: CodeIdentity;
  readonly files: readonly { readonly file: string; readonly absolute: string }[];
}

/**
 * Below this many catalogues missing from the cache, parsing them where they are read costs less than
 * starting threads for them (the real site has three).
 */
const MIN_FILES = 16;

/**
 * Parses the message catalogues that the parse cache (parse-cache.ts) lacks on worker threads, each thread
 * its share, before the content is read: readContent then finds every one of them kept. A first build of a
 * site with hundreds of locales otherwise parses hundreds of catalogues one after another, which was the
 * largest part of its content stage (`npm run bench:scale`). Only a cache can carry the parses over, so
 * without one (the sources run by tsx) it does nothing; a thread that fails leaves its files to be parsed
 * as usual, so nothing here can change what the content is.
 */
export async function prefillParseCache(config: ResolvedConfig, threads = availableParallelism(), code: CodeIdentity | undefined = codeIdentityOf(import.meta.url)): Promise<void> {
  const { cacheDir } = config;
  if (!cacheDir || !code || threads < 2) return;
  const missing: { file: string; absolute: string; size: number }[] = [];
  for (const name of listMessageFiles(config.messagesDir)) {
    if (!name.endsWith('.yaml')) continue;
    const absolute = path.join(config.messagesDir, name);
    let text: string;
    try {
      text = readFileSync(absolute).toString('utf8');
    } catch {
      continue;
    }
    const file = contentName(config.root, absolute);
    if (!isParseKept(config.root, cacheDir, file, text, code)) missing.push({ file, absolute, size: text.length });
  }
  if (missing.length < MIN_FILES) return;
  // Largest first, each to the thread with the least text so far.
  const shares = Array.from({ length: threads }, () => ({ files: [] as { file: string; absolute: string }[], size: 0 }));
  for (const { file, absolute, size } of missing.sort((a, b) => b.size - a.size)) {
    const share = shares.reduce((least, s) => (s.size < least.size ? s : least));
    share.files.push({ file, absolute });
    share.size += size;
  }
  await Promise.all(shares.map(({ files }) => new Promise<void>((resolve) => {
    const thread = startThread(import.meta.url, 'parse-thread', { root: config.root, cacheDir, code, files } satisfies ParseShare);
    thread.on('error', () => undefined);
    thread.on('exit', () => resolve());
  })));
}
