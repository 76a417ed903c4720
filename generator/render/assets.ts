import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import type { ResolvedConfig } from '../config.js';
import { listFiles } from '../files.js';

/** Client assets of a build, in memory: file path relative to dist/ → bytes, and the URLs pages link. */
export interface BuiltAssets {
  readonly files: ReadonlyMap<string, Uint8Array>;
  /** Root-relative URLs of the stylesheets every page links. */
  readonly css: readonly string[];
}

const STYLES_ENTRY = 'src/styles/main.css';

/**
 * Vite bundles and minifies the stylesheet (and later the islands) into content-hashed files. Nothing is
 * written here: the write stage puts these files into dist/ with the pages, atomically.
 */
export async function buildAssets(config: ResolvedConfig): Promise<BuiltAssets> {
  const result = await build({
    configFile: false,
    root: config.root,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      emptyOutDir: false,
      assetsDir: 'assets',
      cssCodeSplit: true,
      // Entries are resolved to their hashed files through Vite's manifest, as for any backend integration.
      manifest: true,
      rollupOptions: { input: { main: path.join(config.root, STYLES_ENTRY) } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const files = new Map<string, Uint8Array>();
  let manifest: Manifest = {};
  for (const item of outputs.flatMap((o) => o.output)) {
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
  if (!styles) throw new Error(`Vite's manifest has no entry for ${STYLES_ENTRY}`);
  // public/ is copied as it is (favicon and other unhashed files).
  const publicDir = path.join(config.root, 'public');
  for (const name of listFiles(publicDir)) files.set(name, new Uint8Array(readFileSync(path.join(publicDir, name))));
  return { files, css: [`/${styles.file}`] };
}

const MANIFEST = '.vite/manifest.json';
type Manifest = Record<string, { file: string; css?: string[]; isEntry?: boolean }>;
