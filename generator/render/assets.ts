import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type InlineConfig, type Rolldown } from 'vite';
import type { ResolvedConfig } from '../config.js';
import { listFiles } from '../files.js';
import { BOOT_ENTRY, ROOT_SCRIPT_ENTRY, STYLES_ENTRY } from './entries.js';

/** Client assets of a build, in memory: file path relative to dist/ → bytes, and the URLs pages link. */
export interface BuiltAssets {
  readonly files: ReadonlyMap<string, Uint8Array>;
  /** Root-relative URLs of the stylesheets every page links. */
  readonly css: readonly string[];
  /** Root-relative URL of the up-front module script every page loads (islands, update check, prefetch). */
  readonly boot: string;
  /** The root page's inline script (root redirect), minified; its hash goes into the CSP. */
  readonly rootScript: string;
}

/**
 * Vite bundles and minifies the stylesheet and the browser runtime into content-hashed files: `boot` is the
 * small script every page loads; React and each island are chunks it imports when an island is needed. The
 * root page's inline script is a second, self-contained bundle. Nothing is written here: the write stage
 * puts these files into dist/ with the pages, atomically.
 */
export async function buildAssets(config: ResolvedConfig): Promise<BuiltAssets> {
  const [client, inline] = await Promise.all([
    build(viteConfig(config, {
      assetsDir: 'assets',
      cssCodeSplit: true,
      // Entries are resolved to their hashed files through Vite's manifest, as for any backend integration.
      manifest: true,
      // Modern browsers only (ES modules, dynamic import); no polyfill script for module preloading.
      modulePreload: { polyfill: false },
      rollupOptions: { input: { main: path.join(config.root, STYLES_ENTRY), boot: path.join(config.root, BOOT_ENTRY) } },
    })),
    build(viteConfig(config, {
      rollupOptions: { input: path.join(config.root, ROOT_SCRIPT_ENTRY), output: { format: 'iife' } },
    })),
  ]);
  const files = new Map<string, Uint8Array>();
  let manifest: Manifest = {};
  for (const item of outputsOf(client)) {
    if (item.type === 'chunk') {
      // A stylesheet entry leaves an empty script chunk behind; pages must not load it.
      if (item.code.trim() === '' || (item.isEntry && item.moduleIds.every((id) => id.endsWith('.css')))) continue;
      files.set(item.fileName, new TextEncoder().encode(item.code));
    } else if (item.fileName === MANIFEST) {
      // Read, not published: it only maps sources to hashed files for this build.
      manifest = JSON.parse(typeof item.source === 'string' ? item.source : new TextDecoder().decode(item.source)) as Manifest;
    } else {
      files.set(item.fileName, typeof item.source === 'string' ? new TextEncoder().encode(item.source) : item.source);
    }
  }
  const styles = manifest[STYLES_ENTRY];
  const boot = manifest[BOOT_ENTRY];
  if (!styles || !boot) throw new Error(`Vite's manifest has no entry for ${styles ? BOOT_ENTRY : STYLES_ENTRY}`);
  const rootChunk = outputsOf(inline).find((item): item is Rolldown.OutputChunk => item.type === 'chunk' && item.isEntry);
  if (!rootChunk) throw new Error(`Vite produced no script for ${ROOT_SCRIPT_ENTRY}`);
  // public/ is copied as it is (favicon and other unhashed files).
  const publicDir = path.join(config.root, 'public');
  for (const name of listFiles(publicDir)) files.set(name, new Uint8Array(readFileSync(path.join(publicDir, name))));
  return { files, css: [`/${styles.file}`], boot: `/${boot.file}`, rootScript: rootChunk.code.trim() };
}

function viteConfig(config: ResolvedConfig, buildOptions: NonNullable<InlineConfig['build']>): InlineConfig {
  return {
    configFile: false,
    root: config.root,
    logLevel: 'silent',
    publicDir: false,
    mode: 'production',
    build: { write: false, emptyOutDir: false, target: 'es2022', ...buildOptions },
  };
}

function outputsOf(result: Awaited<ReturnType<typeof build>>): (Rolldown.OutputChunk | Rolldown.OutputAsset)[] {
  return ((Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]).flatMap((o) => o.output);
}

const MANIFEST = '.vite/manifest.json';
type Manifest = Record<string, { file: string; css?: string[]; isEntry?: boolean }>;
