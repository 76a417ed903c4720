import { createHash } from 'node:crypto';
import { readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashFile, readCacheFile, writeCacheFile } from '../cache/cache-files.js';
import { listFiles } from '../../core/files.js';
import type { ScriptedRedirectMode } from './entries.js';
import type { StyleBundle } from '../../pipeline/render/page-styles.js';
import { SITE_SOURCE_FOLDERS } from '../../core/source-folders.js';

/** What Vite made of the client sources: the files (path relative to dist/ → bytes) and the names pages use. */
export interface ViteAssets {
  readonly files: ReadonlyMap<string, Uint8Array>;
  /** Root-relative URL of each stylesheet bundle, by bundle name. */
  readonly css: Readonly<Record<string, string>>;
  /** Root-relative URL of each font file, by its source file's name (`inter-latin-wght-normal.woff2`). */
  readonly fonts: Readonly<Record<string, string>>;
  readonly boot: string;
  /** The root page's inline script of each redirecting mode. */
  readonly rootScripts: Readonly<Record<ScriptedRedirectMode, string>>;
  /** Project files outside site/, shared/ and core/ that the bundles were made from (those are hashed whole), relative to the root. */
  readonly modules: readonly string[];
}

/** Entries kept: the most recently used; other roots (test fixtures) add their own. */
const KEEP_ENTRIES = 8;

/** Files at the root that Vite or its transforms read: environment files, PostCSS, TypeScript and package settings. */
const ROOT_INPUTS = /^(?:\.env(?:\..*)?|postcss\.config\..*|\.postcssrc(?:\..*)?|\.browserslistrc|tsconfig\.json|package\.json|package-lock\.json)$/;

/**
 * The cache key of the client assets: a SHA-256 of everything Vite's output depends on: every file under
 * site/, shared/ and core/ (scripts, styles and whatever they import; CSS `@import`s are not modules Vite reports), the root's
 * settings files, npm's record of the installed packages (node_modules/.package-lock.json: versions of Vite,
 * React and every other), VITE_* variables (Vite reads them; NODE_ENV is always `production` for Vite, assets.ts), the code that runs Vite and reads the cache (`codeFiles`), and the stylesheet bundles
 * asked for (names and modules: they follow from the content's sections, so content that shows another set
 * of sections builds other bundles). Files outside site/, shared/ and core/ the bundles import are checked apart, by the hashes
 * kept with the entry (see readCachedAssets). Not the folder: the same files give the same bytes wherever they
 * are (a copy of the project elsewhere built byte-identical assets), so a git worktree whose node_modules is
 * the project's (`diff`) finds them.
 */
export function assetsCacheKey(root: string, codeFiles: readonly string[], env: NodeJS.ProcessEnv, styles: readonly StyleBundle[]): string {
  const hash = createHash('sha256');
  for (const bundle of styles) hash.update(`styles ${bundle.name}\0${bundle.modules.join('\0')}\0\0`);
  for (const file of codeFiles) hash.update(`code\0${hashFile(file)}\0`);
  for (const folder of SITE_SOURCE_FOLDERS) {
    for (const name of listFiles(path.join(root, folder))) hash.update(`${folder}/${name}\0${hashFile(path.join(root, folder, name))}\0`);
  }
  for (const name of readdirSync(root).filter((n) => ROOT_INPUTS.test(n)).sort()) hash.update(`${name}\0${hashFile(path.join(root, name))}\0`);
  hash.update(`installed\0${hashFile(path.join(root, 'node_modules', '.package-lock.json'))}\0`);
  for (const name of Object.keys(env).filter((n) => n.startsWith('VITE_')).sort()) hash.update(`${name}=${env[name]}\0`);
  return hash.digest('hex').slice(0, 32);
}

/** The file of this module's own code, as it runs (a compiled bundle or the TypeScript source). */
export const ASSET_CACHE_CODE_FILE = fileURLToPath(import.meta.url);

interface Entry {
  readonly css: Readonly<Record<string, string>>;
  readonly fonts: Readonly<Record<string, string>>;
  readonly boot: string;
  readonly rootScripts: Readonly<Record<ScriptedRedirectMode, string>>;
  /** Each module outside site/, shared/ and core/ with the SHA-256 of its bytes when the entry was made. */
  readonly modules: Readonly<Record<string, string>>;
  /** File name → base64 of its bytes. */
  readonly files: Readonly<Record<string, string>>;
}

/** The cached assets under `key`, when every module outside site/, shared/ and core/ they were made from is unchanged. */
export function readCachedAssets(cacheDir: string, key: string, root: string): ViteAssets | undefined {
  const entryFile = path.join(cacheDir, `${key}.json`);
  let entry: Entry;
  try {
    entry = JSON.parse(readCacheFile(entryFile)?.toString('utf8') ?? 'null') as Entry;
    if (!entry) return undefined;
    // Marks it used, so pruning keeps it.
    utimesSync(entryFile, new Date(), new Date());
  } catch {
    // Unreadable: Vite runs and the entry is written anew.
    return undefined;
  }
  for (const [file, sha] of Object.entries(entry.modules)) if (hashFile(path.join(root, file)) !== sha) return undefined;
  const files = new Map(Object.entries(entry.files).map(([name, base64]) => [name, new Uint8Array(Buffer.from(base64, 'base64'))]));
  return { files, css: entry.css, fonts: entry.fonts, boot: entry.boot, rootScripts: entry.rootScripts, modules: Object.keys(entry.modules) };
}

/** Keeps the assets under `key`; written beside and renamed into place. A cache that cannot be written only costs time. */
export function writeCachedAssets(cacheDir: string, key: string, root: string, assets: ViteAssets): void {
  const entry: Entry = {
    css: assets.css,
    fonts: assets.fonts,
    boot: assets.boot,
    rootScripts: assets.rootScripts,
    modules: Object.fromEntries(assets.modules.map((file) => [file, hashFile(path.join(root, file))])),
    files: Object.fromEntries([...assets.files].map(([name, bytes]) => [name, Buffer.from(bytes).toString('base64')])),
  };
  writeCacheFile(path.join(cacheDir, `${key}.json`), JSON.stringify(entry));
  pruneEntries(cacheDir);
}

function pruneEntries(cacheDir: string): void {
  let names: string[];
  try {
    names = readdirSync(cacheDir);
  } catch {
    return;
  }
  const entries = names
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ file: path.join(cacheDir, name), used: statSync(path.join(cacheDir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
    .sort((a, b) => b.used - a.used);
  for (const { file } of entries.slice(KEEP_ENTRIES)) rmSync(file, { force: true });
}
