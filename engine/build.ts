import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ResolvedConfig } from '../core/config.js';
import type { Content } from '../core/content/types.js';
import type { RenderRecord } from '../core/build-files.js';
import { buildInfoOf, readBuildInputs, type BuildInfo, type BuildInputs } from '../pipeline/metadata/build-info.js';
import { buildMetadataFiles } from '../pipeline/metadata/index.js';
import { buildRenderRecord } from '../pipeline/metadata/render-record.js';
import { loadContentCached } from './load-content.js';
import { publishedContent } from '../pipeline/published.js';
import { TOOL_ROOT } from './cache/code-identity.js';
import { prefillParseCache } from './cache/parse-prefill.js';
import { buildAssets, startViteEarly, type EarlyVite } from './assets/assets.js';
import type { ClassNames } from '../pipeline/render/class-names.js';
import { fontPreloadsOf } from '../pipeline/render/font-preloads.js';
import { planStyles } from '../pipeline/render/page-styles.js';
import { renderPagesInto } from '../pipeline/render/render-page.js';
import type { PageReads } from '../pipeline/render/read-tracking.js';
import { renderSiteArt } from '../pipeline/render/site-art.js';
import { cachedDrawingFontStyle } from './cache/drawing-fonts.js';
import { cachedSiteArt } from './cache/site-art-cache.js';
import { buildPageTable } from '../pipeline/routes.js';
import type { PageSpec } from '../core/page-spec.js';
import { HOST_FILES_OF, type BuildTarget } from '../core/hosts.js';
import type { WriteCounts } from './output/types.js';
import { isBulkSite } from './output/compress.js';
import { openSiteOutput } from './output/write-site.js';
import { OutputError } from '../core/errors/problem.js';
import { SPECULATION_RULES } from '../shared/prefetch-rules.js';

export interface BuildOptions {
  /** Output folder; default dist/ under the project root. */
  readonly outDir?: string;
  /** Origin of POST /mail/send, instead of site.yaml's api.baseUrl (the CLI reads API_BASE_URL). */
  readonly apiBaseUrl?: string;
  /** The host the site is for (core/hosts.ts): which host files go beside `_headers`; default `static`. */
  readonly target?: BuildTarget;
  /**
   * Also write the render record (core/build-files.ts) to this file, relative to the project root; keep it
   * out of the output folder, which is what gets published. Only then are the pages rendered through views
   * that note what each reads (pipeline/render/read-tracking.ts): `diff` needs it, a site does not.
   */
  readonly renderRecord?: string;
}

export interface BuildResult {
  readonly outDir: string;
  /** The content the site was built from. */
  readonly content: Content;
  readonly build: BuildInfo;
  readonly pages: readonly PageSpec[];
  /** The short class names the pages and stylesheets use (render/class-names.ts). */
  readonly classNames: ClassNames;
  /** How many files the site has, compressed twins (`.br`, `.gz`) included. They are on disk, not kept. */
  readonly fileCount: number;
  /** How many files of the output folder the write created or replaced, kept, and removed. */
  readonly written: WriteCounts;
  /** Where the forms post: the origin of POST /mail/send, '' for the site's own. */
  readonly apiBase: string;
  /** The public paths of the pages with a form, which post to `apiBase`. */
  readonly formPages: readonly string[];
  /** The render record written to `renderRecord`; none when it was not asked for (no reads were noted). */
  readonly renderRecord?: RenderRecord;
  /**
   * Milliseconds per stage, in pipeline order. Pages are compressed and written while the next ones render,
   * so `render` includes much of that work and `write` is what is left once the last file is handed over.
   */
  readonly timings: Readonly<Record<'content' | 'assets' | 'render' | 'metadata' | 'write', number>>;
}

/** Where the generated files go, one at a time; a slow consumer slows the generation down (write-site.ts). */
type EmitFile = (file: string, data: string | Uint8Array) => Promise<void>;

/** Generates the files of the whole site: assets, every page, metadata, each handed to `emit` as it is made. */
async function generateSite(config: ResolvedConfig, content: Content, pages: readonly PageSpec[], inputs: BuildInputs, emit: EmitFile, options: Pick<BuildOptions, 'apiBaseUrl' | 'target' | 'renderRecord'>, early: EarlyVite | undefined) {
  const timings = { assets: 0, render: 0, metadata: 0 };
  let start = performance.now();
  // Each page links one stylesheet with the rules of its layout and sections; pages that use the same share it.
  const styles = planStyles(pages, content);
  // Vite builds the assets in a child process (assets.ts), started by this call; the drawings are made on
  // this thread meanwhile, so a build with cold caches does both at once.
  const assetsBuilt = buildAssets(config, styles.bundles, early);
  const art = await emitSiteArt(config, content, emit, assetsBuilt);
  const assets = await assetsBuilt;
  timings.assets = performance.now() - start;
  // The pages carry the id, so it is known before they render: inputs, assets, the inline root scripts and
  // the drawings (build-info.ts).
  const rootScripts = Object.entries(assets.rootScripts).map(([mode, code]) => [`inline:root-${mode}.js`, code] as const);
  const build = buildInfoOf(inputs, [...assets.files, ...rootScripts, ...art.files]);

  start = performance.now();
  const buildYear = new Date(build.timestamp).getUTCFullYear();
  const apiBase = options.apiBaseUrl ?? content.site.api.baseUrl;
  // The root page inlines only the script of the configured redirect mode ('' when `/` never redirects).
  const mode = content.site.rootRedirect;
  const rootScript = mode === 'off' ? '' : assets.rootScripts[mode];
  const assetsOf = (page: PageSpec) => ({
    css: [assets.css[styles.bundleOf(page)]!],
    fonts: fontPreloadsOf(content, page.locale, assets.fonts),
    boot: assets.boot,
    rootScript,
  });
  for (const [file, data] of assets.files) await emit(file, data);
  // What each page read of the content, for the render record, when asked for (core/build-files.ts).
  const reads = options.renderRecord === undefined ? undefined : new Map<string, PageReads>();
  const islands = await renderPagesInto(pages, { content, assets: assetsOf, classNames: assets.classNames, art: art.art, buildYear, buildId: build.id, apiBase }, emit, reads);
  timings.render = performance.now() - start;

  start = performance.now();
  // The inline scripts of the pages: the root page's redirect, and the speculation rules the runtime adds.
  const scriptHashes = [...(rootScript ? [rootScript] : []), SPECULATION_RULES].map((script) => `sha256-${createHash('sha256').update(script).digest('base64')}`);
  for (const [file, text] of buildMetadataFiles({ content, pages, build, scriptHashes, apiBase, islands, target: options.target })) await emit(file, text);
  timings.metadata = performance.now() - start;
  const formPages = [...islands].filter(([, island]) => Object.values(island).some((i) => i.name === 'contactForm')).map(([page]) => page);
  return { build, pages, timings, classNames: assets.classNames, apiBase, formPages, reads };
}

/**
 * Drawings and icons, files of their own that the pages refer to by their hashed URLs (kept between builds:
 * site-art-cache.ts), drawn and handed to the output while Vite still runs (`pending`): with cold caches, the
 * writer threads compress the drawings (hundreds of kilobytes of SVG) on the core Vite leaves free. Should
 * this fail, `pending`'s own failure is not left to reject unheard while the error goes up.
 */
async function emitSiteArt(config: ResolvedConfig, content: Content, emit: EmitFile, pending: Promise<unknown>): Promise<ReturnType<typeof renderSiteArt>> {
  try {
    const art = cachedSiteArt(config, () => renderSiteArt(content, undefined, cachedDrawingFontStyle(config.cacheDir && path.join(config.cacheDir, 'drawing-fonts'))));
    for (const [file, data] of art.files) await emit(file, data);
    return art;
  } catch (error) {
    pending.catch(() => undefined);
    throw error;
  }
}

/** load → validate → i18n → routes → render → metadata → write. Throws ContentProblems on bad content. */
export async function buildSite(config: ResolvedConfig, options: BuildOptions = {}): Promise<BuildResult> {
  // When the assets cannot be in the cache, Vite's process starts (and loads Vite) while the content loads.
  const early = startViteEarly(config);
  try {
    return await buildWith(config, options, early);
  } finally {
    early?.release();
  }
}

async function buildWith(config: ResolvedConfig, options: BuildOptions, early: EarlyVite | undefined): Promise<BuildResult> {
  const outDir = path.resolve(config.root, options.outDir ?? 'dist');
  let start = performance.now();
  await prefillParseCache(config);
  // The locales in progress are the dev server's; the build leaves them out (their gaps are content.warnings).
  const loaded = loadContentCached(config);
  const content = publishedContent(loaded);
  const contentMs = performance.now() - start;
  // The options that change the output are inputs of the build id too; a target without files of its own does not.
  const optionInputs = [
    ...(options.apiBaseUrl === undefined ? [] : [`apiBaseUrl=${options.apiBaseUrl}`]),
    ...(options.target && HOST_FILES_OF[options.target].length ? [`target=${options.target}`] : []),
  ];
  const inputs = readBuildInputs(config, process.env, optionInputs, TOOL_ROOT);
  const pages = buildPageTable(content);
  const bulkSite = isBulkSite(pages.length);
  const twins = { cacheDir: config.cacheDir && path.join(config.cacheDir, 'twins'), bulkSite };
  // Writer threads: with the caches cleared, every twin is compressed at quality 11, and the threads keep the
  // cold build within its goal (docs/performance.md); with warm caches starting them costs little.
  const output = await writingInto(outDir, async () => openSiteOutput(outDir, { twins, threads: availableParallelism() }));
  let generated: Awaited<ReturnType<typeof generateSite>>;
  let renderRecord: RenderRecord | undefined;
  try {
    generated = await writingInto(outDir, () => generateSite(config, content, pages, inputs, output.add, options, early));
    // Written before the site is swapped in: a record that cannot be written fails the build, site unchanged.
    if (options.renderRecord !== undefined && generated.reads) {
      const record = (renderRecord = buildRenderRecord(loaded, pages, generated.reads));
      await writingInto(outDir, async () => writeRecord(path.resolve(config.root, options.renderRecord!), record));
    }
  } catch (error) {
    await output.abort();
    throw error;
  }
  start = performance.now();
  const { files: fileCount, ...written } = await writingInto(outDir, () => output.commit());
  const { build, timings, classNames, apiBase, formPages } = generated;
  return { outDir, content, build, pages, classNames, fileCount, written, apiBase, formPages, ...(renderRecord && { renderRecord }), timings: { content: contentMs, ...timings, write: performance.now() - start } };
}

/** One line: a machine reads it, and pretty-printed it would be twice the size. */
function writeRecord(file: string, record: RenderRecord): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(record)}\n`);
}

/** What the file system says when the output cannot be written, and how to say it. */
const OUTPUT_FAILURES: Readonly<Record<string, string>> = {
  ENOSPC: 'no space is left on the device',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the file system is read-only',
};

/** Runs a step that writes the output; a full disk and its kin become E_OUTPUT_WRITE, naming the folder. */
async function writingInto<T>(outDir: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    const reason = OUTPUT_FAILURES[code];
    if (!reason) throw error;
    throw new OutputError('E_OUTPUT_WRITE', `Cannot write the site into ${outDir}: ${reason} (${code}). The site that was there is unchanged.`);
  }
}
