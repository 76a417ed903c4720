import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { build, InlineConfig, Rolldown } from 'vite';
import type { ResolvedConfig } from '../../core/config.js';
import type { ViteAssets } from './asset-cache.js';
import { BOOT_ENTRY, ROOT_SCRIPT_MODES, rootScriptEntry, type ScriptedRedirectMode } from './entries.js';
import type { StyleBundle } from '../../pipeline/render/page-styles.js';
import { STYLE_BUNDLE_PREFIX, styleBundlesPlugin } from './style-bundles.js';

/** This module's file: the assets' cache key covers the code that runs Vite (asset-cache.ts). */
export const VITE_BUILD_CODE_FILE = fileURLToPath(import.meta.url);

/**
 * Vite's production build of the client: the stylesheet bundles and the boot script with its chunks, and the
 * root page's inline script for each redirect mode. It runs in a process of its own (vite-process.ts).
 */
export async function runVite(config: ResolvedConfig, styles: readonly StyleBundle[]): Promise<ViteAssets> {
  // Loaded only when it runs: Vite and its bundler take a quarter of a second to load.
  const { build } = await import('vite');
  const [client, ...inline] = await Promise.all([
    build(viteConfig(config, [styleBundlesPlugin(config.root, styles)], {
      assetsDir: 'assets',
      cssCodeSplit: true,
      // Entries are resolved to their hashed files through Vite's manifest, as for any backend integration.
      manifest: true,
      // Modern browsers only (ES modules, dynamic import); no polyfill script for module preloading.
      modulePreload: { polyfill: false },
      // Fonts stay files, however small: pages preload them by URL, and the CSP allows no data: fonts.
      assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
      // One entry per stylesheet bundle (a virtual module @importing its modules), and the boot script.
      rollupOptions: { input: { ...Object.fromEntries(styles.map((b) => [b.name, `${STYLE_BUNDLE_PREFIX}${b.name}.css`])), boot: path.join(config.root, BOOT_ENTRY) } },
    })),
    // One build per mode: an IIFE bundle has a single entry.
    ...ROOT_SCRIPT_MODES.map((mode) => build(viteConfig(config, [], {
      rollupOptions: { input: path.join(config.root, rootScriptEntry(mode)), output: { format: 'iife' } },
    }))),
  ]);
  const files = new Map<string, Uint8Array>();
  const fonts: Record<string, string> = {};
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
      // The pages preload some fonts by their hashed names.
      if (item.fileName.endsWith('.woff2')) for (const source of item.originalFileNames) fonts[path.basename(source)] = `/${item.fileName}`;
      files.set(item.fileName, typeof item.source === 'string' ? new TextEncoder().encode(item.source) : item.source);
    }
  }
  const boot = manifest[BOOT_ENTRY];
  if (!boot) throw new Error(`Vite's manifest has no entry for ${BOOT_ENTRY}`);
  const css = Object.fromEntries(styles.map((bundle) => [bundle.name, `/${styleFileOf(manifest, bundle)}`]));
  const rootScripts = Object.fromEntries(ROOT_SCRIPT_MODES.map((mode, i) => {
    const chunk = outputsOf(inline[i]!).find((item): item is Rolldown.OutputChunk => item.type === 'chunk' && item.isEntry);
    if (!chunk) throw new Error(`Vite produced no script for ${rootScriptEntry(mode)}`);
    return [mode, chunk.code.trim()];
  })) as Record<ScriptedRedirectMode, string>;
  const modules = modulesOutsideSrc(config.root, [...outputsOf(client), ...inline.flatMap(outputsOf)]);
  return { files, css, fonts, boot: `/${boot.file}`, rootScripts, modules };
}

/** The project's own files outside site/, shared/ and core/ that went into the bundles, relative to the root. */
function modulesOutsideSrc(root: string, outputs: readonly (Rolldown.OutputChunk | Rolldown.OutputAsset)[]): string[] {
  const files = new Set<string>();
  for (const item of outputs) {
    for (const id of item.type === 'chunk' ? item.moduleIds : []) {
      const relative = path.relative(root, id.split('?')[0]!).split(path.sep).join('/');
      if (id.startsWith('\0') || !path.isAbsolute(id) || relative.startsWith('../') || relative.startsWith('src/') || relative.split('/').includes('node_modules')) continue;
      files.add(relative);
    }
  }
  return [...files].sort();
}

/** The hashed file of a stylesheet bundle, found by its entry name in Vite's manifest. */
function styleFileOf(manifest: Manifest, bundle: StyleBundle): string {
  const entry = Object.values(manifest).find((item) => item.isEntry && item.name === bundle.name && item.file.endsWith('.css'));
  if (!entry) throw new Error(`Vite's manifest has no stylesheet for the bundle "${bundle.name}"`);
  return entry.file;
}

function viteConfig(config: ResolvedConfig, plugins: InlineConfig['plugins'], buildOptions: NonNullable<InlineConfig['build']>): InlineConfig {
  return {
    configFile: false,
    plugins,
    root: config.root,
    logLevel: 'silent',
    publicDir: false,
    mode: 'production',
    // No gzip sizes: they are only for a report, and nobody reads it (logLevel silent).
    build: { write: false, emptyOutDir: false, target: 'es2022', reportCompressedSize: false, ...buildOptions },
  };
}

function outputsOf(result: Awaited<ReturnType<typeof build>>): (Rolldown.OutputChunk | Rolldown.OutputAsset)[] {
  return ((Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]).flatMap((o) => o.output);
}

const MANIFEST = '.vite/manifest.json';
type Manifest = Record<string, { file: string; name?: string; css?: string[]; isEntry?: boolean }>;
