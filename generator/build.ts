import { createHash } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ResolvedConfig } from './config.js';
import type { Content } from './content/types.js';
import { computeBuildInfo, type BuildInfo } from './metadata/build-info.js';
import { buildMetadataFiles } from './metadata/index.js';
import { loadContent } from './pipeline.js';
import { buildAssets } from './render/assets.js';
import { renderPages } from './render/render-page.js';
import { buildPageTable, type PageSpec } from './routes/index.js';
import type { SiteFiles, WriteCounts } from './write/types.js';
import { writeSite } from './write/write-site.js';
import { rootRedirectScript } from '../src/root-redirect.js';

export interface BuildOptions {
  /** Output folder; default dist/ under the project root. */
  readonly outDir?: string;
}

export interface BuildResult {
  readonly outDir: string;
  /** The content the site was built from. */
  readonly content: Content;
  readonly build: BuildInfo;
  readonly pages: readonly PageSpec[];
  readonly files: SiteFiles;
  /** How many files of the output folder the write created or replaced, kept, and removed. */
  readonly written: WriteCounts;
  /** Milliseconds per stage, in pipeline order. */
  readonly timings: Readonly<Record<'content' | 'assets' | 'render' | 'metadata' | 'write', number>>;
}

/** Generates the files of the whole site in memory: assets, every page, metadata. Writes nothing. */
export async function generateSite(config: ResolvedConfig, content: Content, build: BuildInfo) {
  const timings = { assets: 0, render: 0, metadata: 0 };
  let start = performance.now();
  const assets = await buildAssets(config);
  timings.assets = performance.now() - start;

  start = performance.now();
  const pages = buildPageTable(content);
  const buildYear = new Date(build.timestamp).getUTCFullYear();
  const files = new Map<string, string | Uint8Array>([...assets.files, ...renderPages(pages, { content, assets: { css: assets.css }, buildYear })]);
  timings.render = performance.now() - start;

  start = performance.now();
  const scriptHashes = [`sha256-${createHash('sha256').update(rootRedirectScript(content)).digest('base64')}`];
  for (const [file, text] of buildMetadataFiles({ content, pages, build, scriptHashes })) files.set(file, text);
  timings.metadata = performance.now() - start;
  return { pages, files, timings };
}

/** load → validate → i18n → routes → render → metadata → write. Throws ContentProblems on bad content. */
export async function buildSite(config: ResolvedConfig, options: BuildOptions = {}): Promise<BuildResult> {
  const outDir = path.resolve(config.root, options.outDir ?? 'dist');
  let start = performance.now();
  const content = loadContent(config);
  const contentMs = performance.now() - start;
  const build = computeBuildInfo(config);
  const { pages, files, timings } = await generateSite(config, content, build);
  start = performance.now();
  const written = writeSite(outDir, files);
  return { outDir, content, build, pages, files, written, timings: { content: contentMs, ...timings, write: performance.now() - start } };
}
