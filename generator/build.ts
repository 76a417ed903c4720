import { createHash } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ResolvedConfig } from './config.js';
import type { Content } from './content/types.js';
import { computeBuildInfo, type BuildInfo } from './metadata/build-info.js';
import { buildMetadataFiles } from './metadata/index.js';
import { loadContent } from './pipeline.js';
import { buildAssets } from './render/assets.js';
import type { ClassNames } from './render/class-names.js';
import { fontPreloadsOf } from './render/font-preloads.js';
import { planStyles } from './render/page-styles.js';
import { renderPages } from './render/render-page.js';
import { renderSiteArt } from './render/site-art.js';
import { buildPageTable, type PageSpec } from './routes/index.js';
import type { SiteFiles, WriteCounts } from './write/types.js';
import { withCompressedTwins } from './write/compress.js';
import { writeSite } from './write/write-site.js';
import { SPECULATION_RULES } from '../src/shared/prefetch-rules.js';

export interface BuildOptions {
  /** Output folder; default dist/ under the project root. */
  readonly outDir?: string;
  /** Origin of POST /mail/send, instead of site.yaml's api.baseUrl (the CLI reads API_BASE_URL). */
  readonly apiBaseUrl?: string;
}

export interface BuildResult {
  readonly outDir: string;
  /** The content the site was built from. */
  readonly content: Content;
  readonly build: BuildInfo;
  readonly pages: readonly PageSpec[];
  /** The short class names the pages and stylesheets use (render/class-names.ts). */
  readonly classNames: ClassNames;
  /** Every file of the site, compressed twins (`.br`, `.gz`) included. */
  readonly files: SiteFiles;
  /** How many files of the output folder the write created or replaced, kept, and removed. */
  readonly written: WriteCounts;
  /** Milliseconds per stage, in pipeline order. */
  readonly timings: Readonly<Record<'content' | 'assets' | 'render' | 'metadata' | 'write', number>>;
}

/** Generates the files of the whole site in memory: assets, every page, metadata. Writes nothing. */
export async function generateSite(config: ResolvedConfig, content: Content, build: BuildInfo, options: Pick<BuildOptions, 'apiBaseUrl'> = {}) {
  const timings = { assets: 0, render: 0, metadata: 0 };
  let start = performance.now();
  const pages = buildPageTable(content);
  // Each page links one stylesheet with the rules of its layout and sections; pages that use the same share it.
  const styles = planStyles(pages, content);
  const assets = await buildAssets(config, styles.bundles);
  timings.assets = performance.now() - start;

  start = performance.now();
  const buildYear = new Date(build.timestamp).getUTCFullYear();
  const apiBase = options.apiBaseUrl ?? content.site.api.baseUrl;
  // Drawings and icons are files of their own, which the pages refer to by their hashed URLs.
  const art = renderSiteArt(content);
  // The root page inlines only the script of the configured redirect mode ('' when `/` never redirects).
  const mode = content.site.rootRedirect;
  const rootScript = mode === 'off' ? '' : assets.rootScripts[mode];
  const assetsOf = (page: PageSpec) => ({
    css: [assets.css[styles.bundleOf(page)]!],
    fonts: fontPreloadsOf(content, page.locale, assets.fonts),
    boot: assets.boot,
    rootScript,
  });
  const rendered = renderPages(pages, { content, assets: assetsOf, classNames: assets.classNames, art: art.art, buildYear, buildId: build.id, apiBase });
  const files = new Map<string, string | Uint8Array>([...assets.files, ...art.files, ...rendered.files]);
  timings.render = performance.now() - start;

  start = performance.now();
  // The inline scripts of the pages: the root page's redirect, and the speculation rules the runtime adds.
  const scriptHashes = [...(rootScript ? [rootScript] : []), SPECULATION_RULES].map((script) => `sha256-${createHash('sha256').update(script).digest('base64')}`);
  for (const [file, text] of buildMetadataFiles({ content, pages, build, scriptHashes, apiBase, islands: rendered.islands })) files.set(file, text);
  timings.metadata = performance.now() - start;
  return { pages, files, timings, classNames: assets.classNames };
}

/** load → validate → i18n → routes → render → metadata → write. Throws ContentProblems on bad content. */
export async function buildSite(config: ResolvedConfig, options: BuildOptions = {}): Promise<BuildResult> {
  const outDir = path.resolve(config.root, options.outDir ?? 'dist');
  let start = performance.now();
  const content = loadContent(config);
  const contentMs = performance.now() - start;
  const build = computeBuildInfo(config, process.env, options.apiBaseUrl === undefined ? [] : [`apiBaseUrl=${options.apiBaseUrl}`]);
  const { pages, files, timings, classNames } = await generateSite(config, content, build, options);
  start = performance.now();
  const site = await withCompressedTwins(files, config.cacheDir && path.join(config.cacheDir, 'twins'));
  const written = writeSite(outDir, site);
  return { outDir, content, build, pages, classNames, files: site, written, timings: { content: contentMs, ...timings, write: performance.now() - start } };
}
