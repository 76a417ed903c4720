import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResolvedConfig } from '../../core/config.js';
import { listFiles } from '../../core/files.js';
import { forkProcess } from '../threads.js';
import type { ScriptedRedirectMode } from './entries.js';
import { ASSET_CACHE_CODE_FILE, assetsCacheKey, readCachedAssets, writeCachedAssets, type ViteAssets } from './asset-cache.js';
import type { StyleBundle } from '../../pipeline/render/page-styles.js';
import { VITE_BUILD_CODE_FILE } from './vite-build.js';
import type { ViteAnswer, ViteRequest } from './vite-process.js';
import { planClassNames, rehashFileName, renameSheetClasses, type ClassNames } from '../../pipeline/render/class-names.js';

/** Client assets of a build, in memory: file path relative to dist/ → bytes, and the URLs pages link. */
export interface BuiltAssets {
  readonly files: ReadonlyMap<string, Uint8Array>;
  /** Root-relative URL of each stylesheet bundle, by bundle name (page-styles.ts: which page links which). */
  readonly css: Readonly<Record<string, string>>;
  /** Root-relative URL of each font file, by its source file's name. */
  readonly fonts: Readonly<Record<string, string>>;
  /** Root-relative URL of the up-front module script every page loads (islands, update check, prefetch). */
  readonly boot: string;
  /** The root page's inline script (root redirect) of each redirecting mode, minified; the page inlines the configured one and its hash goes into the CSP. */
  readonly rootScripts: Readonly<Record<ScriptedRedirectMode, string>>;
  /** The short class names the stylesheets were given, which the pages take too (class-names.ts). */
  readonly classNames: ClassNames;
}

/**
 * Vite bundles and minifies the stylesheet and the browser runtime into content-hashed files: `boot` is the
 * small script every page loads; React and each island are chunks it imports when an island is needed. The
 * root page's inline script is a self-contained bundle per redirect mode. Nothing is written here: the write stage
 * puts these files into dist/ with the pages, atomically. With a cache folder, Vite's output is kept under
 * a hash of all its inputs (asset-cache.ts), and a build whose client sources did not change skips Vite.
 */
export async function buildAssets(config: ResolvedConfig, styles: readonly StyleBundle[], early?: EarlyVite): Promise<BuiltAssets> {
  const built = shortenClassNames(await cachedViteAssets(config, styles, early));
  const files = new Map(built.files);
  // public/ is copied as it is (favicon and other unhashed files).
  const publicDir = path.join(config.root, 'public');
  for (const name of listFiles(publicDir)) files.set(name, new Uint8Array(readFileSync(path.join(publicDir, name))));
  return { files, css: built.css, fonts: built.fonts, boot: built.boot, rootScripts: built.rootScripts, classNames: built.classNames };
}

/**
 * Gives the classes of the page stylesheets short names (class-names.ts) and the renamed sheets new hashed
 * names. Done after Vite and its cache: it takes a few milliseconds, and Vite's output stays as Vite made it.
 */
function shortenClassNames(built: ViteAssets): ViteAssets & { classNames: ClassNames } {
  const text = (file: string) => new TextDecoder().decode(built.files.get(file));
  const pageSheets = new Set(Object.values(built.css).map((url) => url.slice(1)));
  const names = [...built.files.keys()];
  const classNames = planClassNames(
    [...pageSheets].map(text),
    names.filter((n) => n.endsWith('.css') && !pageSheets.has(n)).map(text),
    [...names.filter((n) => n.endsWith('.js')).map(text), ...Object.values(built.rootScripts)],
  );
  const files = new Map(built.files);
  const css: Record<string, string> = {};
  for (const [bundle, url] of Object.entries(built.css)) {
    const sheet = renameSheetClasses(text(url.slice(1)), classNames);
    const file = rehashFileName(url.slice(1), sheet);
    files.delete(url.slice(1));
    files.set(file, new TextEncoder().encode(sheet));
    css[bundle] = `/${file}`;
  }
  return { ...built, files, css, classNames };
}

const CODE_FILES = [fileURLToPath(import.meta.url), VITE_BUILD_CODE_FILE, ASSET_CACHE_CODE_FILE];

async function cachedViteAssets(config: ResolvedConfig, styles: readonly StyleBundle[], early?: EarlyVite): Promise<ViteAssets> {
  if (!config.cacheDir) return runViteApart(config, styles, early?.child);
  const dir = path.join(config.cacheDir, 'assets');
  const key = assetsCacheKey(config.root, CODE_FILES, process.env, styles);
  const cached = readCachedAssets(dir, key, config.root);
  if (cached) {
    early?.release();
    return cached;
  }
  const built = await runViteApart(config, styles, early?.child);
  // A source edited while Vite ran may or may not be in its output: such a result is used, never kept.
  if (assetsCacheKey(config.root, CODE_FILES, process.env, styles) === key) writeCachedAssets(dir, key, config.root, built);
  return built;
}

/**
 * Vite's build (vite-build.ts) in a child process: Vite and its bundler leave native memory behind that a
 * process does not give back, which came on top of a many-locale site's content and broke the peak-memory
 * goal of `npm run bench:scale`. The child starts only when the assets are not in the cache, and meanwhile
 * the build's own thread goes on (engine/build.ts draws the drawings).
 */
async function runViteApart(config: ResolvedConfig, styles: readonly StyleBundle[], child: ChildProcess = forkVite()): Promise<ViteAssets> {
  const answer = await new Promise<ViteAnswer>((resolve, reject) => {
    child.once('message', (message) => resolve(message as ViteAnswer));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Vite's process ended (exit code ${code}) before it answered`)));
    child.send({ config, styles } satisfies ViteRequest);
  });
  child.disconnect();
  if ('error' in answer) throw Object.assign(new Error(answer.error.message), { stack: answer.error.stack });
  return answer.assets;
}

/** Vite's process (vite-process.ts), which loads Vite as soon as it starts. */
function forkVite(): ChildProcess {
  // Always React's production build: Vite follows NODE_ENV when it is set, and a test runner sets it to
  // `test`, which made the tests' builds ship React's development build while `npm run build` shipped the other.
  return forkProcess(import.meta.url, 'vite-process', { ...process.env, NODE_ENV: 'production' });
}

/** Vite's process, started before the stylesheet bundles are known; `release` lets it go unused. */
export interface EarlyVite {
  readonly child: ChildProcess;
  release(): void;
}

/**
 * Starts Vite's process at the start of a build whose assets cannot be in the cache (no cache folder, or
 * nothing kept in it: a first build, or every cache cleared), so that starting Node and loading Vite (a
 * quarter of a second) overlap with loading the content instead of following it. Undefined otherwise: with
 * anything kept, the assets are likely there, and a process started for nothing would cost a core.
 */
export function startViteEarly(config: ResolvedConfig): EarlyVite | undefined {
  if (config.cacheDir && hasKeptAssets(path.join(config.cacheDir, 'assets'))) return undefined;
  const child = forkVite();
  return { child, release: () => child.connected && child.disconnect() };
}

function hasKeptAssets(dir: string): boolean {
  try {
    return readdirSync(dir).length > 0;
  } catch {
    return false;
  }
}
