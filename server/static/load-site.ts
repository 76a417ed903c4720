import { lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listTree } from '../../core/files.js';
import { ConfigError } from '../../core/errors/problem.js';
import type { HeaderRule } from '../../core/build-files.js';
import type { BuildMeta, LatestBuild } from '../../core/build-files.js';
import { errorFileOf, outputFileOf, type ErrorStatus } from '../../core/urls.js';
import { TWINS } from '../../core/page-files.js';
import { HOST_FILES } from '../../core/hosts.js';
import { headersFor, readHeadersFile } from '../headers-file.js';
import { securityHeadersOf } from '../security/headers.js';
import { createPageEntry } from './representation.js';
import type { Encoding, FileEntry, PageEntry, Site } from './types.js';

// A page path of a build: '/', or segments of URL-safe characters; a redirect can only ever point at one.
const PAGE_PATH = /^\/(?:[\w.~-]+(?:\/[\w.~-]+)*)?$/;

/**
 * Reads a built dist/: the pages the build's metadata lists and each locale's error views into memory (all
 * encodings: 1 MB for this site), the list of every other public file, and `_headers`. Everything else
 * (twins asked for by name, `_headers`, 404.html, a page by its file's name, dotfiles) is not served.
 * Throws E_SITE_NOT_BUILT when dist/ is not a complete build.
 */
export function loadSite(distDir: string, prefixes: readonly string[]): Site {
  const latest = readJson<LatestBuild>(distDir, 'builds/latest.json');
  if (!/^[\w-]+$/.test(String(latest.id))) notBuilt(distDir, 'builds/latest.json has no build id');
  const meta = readJson<BuildMeta>(distDir, `builds/meta/${latest.id}.json`);
  const rules = readHeadersFile(path.join(distDir, '_headers'));
  const security = securityHeadersOf(rules, path.join(distDir, '_headers'));
  const pathRules = rules.filter((rule) => rule.pattern !== '/*');

  const pages = new Map<string, PageEntry>();
  const reserved = new Set<string>();
  for (const pagePath of meta.prerendered) {
    if (!PAGE_PATH.test(pagePath)) notBuilt(distDir, `builds/meta/${latest.id}.json lists "${pagePath}", which is not a page path`);
    const file = outputFileOf(pagePath);
    reserved.add(file);
    pages.set(pagePath, readPage(distDir, file, { cacheControl: cacheControlOf(pathRules, pagePath), etag: true }));
  }
  const errorPages = new Map<string, Record<ErrorStatus, PageEntry>>();
  for (const prefix of prefixes) {
    const [notFound, serverError] = ([404, 500] as const).map((status) => {
      const file = errorFileOf({ prefix }, status);
      reserved.add(file);
      return readPage(distDir, file, { cacheControl: 'no-store', etag: false });
    });
    errorPages.set(prefix, { 404: notFound!, 500: serverError! });
  }
  return { buildId: latest.id, pages, files: listPublicFiles(distDir, reserved, pathRules), errorPages, security };
}

function listPublicFiles(distDir: string, reserved: ReadonlySet<string>, rules: readonly HeaderRule[]): Map<string, FileEntry> {
  const all = listTree(distDir).files;
  const present = new Set(all);
  const files = new Map<string, FileEntry>();
  for (const file of all) {
    const twinOf = TWINS.find((twin) => file.endsWith(twin.extension) && present.has(file.slice(0, -twin.extension.length)));
    const hidden = file.split('/').some((segment) => segment.startsWith('.'));
    if (twinOf || hidden || reserved.has(file) || HOST_FILES.has(file) || path.posix.basename(file) === 'index.html') continue;
    // Links are not followed: a link in dist/ must not expose what it points at.
    if (!lstatSync(path.join(distDir, file)).isFile()) continue;
    const urlPath = `/${encodeURI(file).replaceAll('?', '%3F').replaceAll('#', '%23')}`;
    // A twin that is a link is not followed either: such a file is served as itself, uncompressed.
    const linkedTwin = TWINS.some((twin) => present.has(`${file}${twin.extension}`) && !isPlainFile(distDir, `${file}${twin.extension}`));
    files.set(urlPath, { file, headers: headersFor(rules, `/${file}`), ...(linkedTwin ? { identityOnly: true } : {}) });
  }
  return files;
}

function cacheControlOf(rules: readonly HeaderRule[], urlPath: string): string | undefined {
  return Object.entries(headersFor(rules, urlPath)).find(([name]) => name.toLowerCase() === 'cache-control')?.[1];
}

function readPage(distDir: string, file: string, options: Parameters<typeof createPageEntry>[1]): PageEntry {
  const bodies = new Map<Encoding, Buffer>([['identity', readBytes(distDir, file)]]);
  for (const twin of TWINS) {
    // Links are not followed, the twins of a page included.
    if (!isPlainFile(distDir, `${file}${twin.extension}`)) continue;
    const bytes = readBytes(distDir, `${file}${twin.extension}`, true);
    if (bytes) bodies.set(twin.encoding, bytes);
  }
  return createPageEntry(bodies, options);
}

/** A regular file, not a link (nor absent). */
function isPlainFile(distDir: string, file: string): boolean {
  return lstatSync(path.join(distDir, file), { throwIfNoEntry: false })?.isFile() ?? false;
}

function readBytes(distDir: string, file: string, optional: true): Buffer | undefined;
function readBytes(distDir: string, file: string): Buffer;
function readBytes(distDir: string, file: string, optional = false): Buffer | undefined {
  try {
    return readFileSync(path.join(distDir, file));
  } catch (error) {
    if (optional && (error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    return notBuilt(distDir, `${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

function readJson<T>(distDir: string, file: string): T {
  try {
    return JSON.parse(readBytes(distDir, file).toString('utf8')) as T;
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    return notBuilt(distDir, `${file} is not valid JSON`);
  }
}

function notBuilt(distDir: string, why: string): never {
  throw new ConfigError('E_SITE_NOT_BUILT', `${distDir} is not a complete build: ${why}.`);
}
