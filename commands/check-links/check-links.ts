import path from 'node:path';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { listFiles } from '../../core/files.js';
import { createProblem, sortProblems, type Problem } from '../../core/errors/problem.js';
import { findMissingFragments } from './check-fragments.js';
import { indexLinks, targetKey, type LinkPlace } from './locate-link.js';
import { serveOutput, type ServedOutput } from './serve-output.js';

export interface LinkCheckOptions {
  /** The built site (absolute). */
  readonly outDir: string;
  /** The project root (absolute): problem positions are relative to it. */
  readonly root: string;
  /** Also request links that leave the site; off by default, so the check runs offline. */
  readonly external: boolean;
  /**
   * The site's public URL (site.yaml's baseUrl): absolute links to it (canonical, hreflang, og:url) are
   * checked against the build, so they must name pages it has, also before they are deployed.
   */
  readonly siteUrl?: string;
}

export interface LinkCheckResult {
  readonly pages: number;
  /** Distinct links requested (internal, and external ones with `external`). */
  readonly checked: number;
  /** Distinct links not requested: outside links when offline. */
  readonly skipped: number;
  readonly problems: readonly Problem[];
}

/**
 * Crawls the built site with linkinator from every HTML file of the output (so pages nothing links to, like
 * the 404 pages, are checked too), served on loopback as a static host serves it (serve-output.ts).
 * Fragments (`#pricing`) must name an element id of their page (check-fragments.ts).
 */
export async function checkLinks(options: LinkCheckOptions): Promise<LinkCheckResult> {
  const pages = listFiles(options.outDir).filter((f) => f.endsWith('.html'));
  const served = await serveOutput(options.outDir);
  try {
    const { origin } = served;
    const result = await new LinkChecker().check({
      path: pages.map((page) => `${origin}/${encodeURI(page)}`),
      urlRewriteExpressions: options.siteUrl ? [{ pattern: new RegExp(`^${escapeRegExp(options.siteUrl.replace(/\/$/, ''))}(?=[/?#]|$)`), replacement: origin }] : [],
      recurse: true,
      // A page's URL (`/en/privacy`) names a file, as for a browser: relative links resolve against its folder.
      // Without this, linkinator resolves them as if the URL ended in a slash.
      cleanUrls: true,
      concurrency: 16,
      timeout: 20_000,
      // Offline: anything that is not the site's own server on loopback is skipped.
      linksToSkip: async (link) => !options.external && !isUnder(link, origin),
    });
    const links = dedupeLinks(result.links);
    const broken = dedupeTargets(links.filter((l) => l.state === LinkState.BROKEN), origin);
    const index = indexLinks(options.outDir, pages, options.siteUrl);
    const problems: Problem[] = [];
    for (const link of broken) problems.push(...problemsOf(link, await placesOf(link, index, served, options.outDir), options.root, origin));
    for (const fragment of await findMissingFragments(index, served.fileOf, options.outDir)) {
      const message = `The link to ${fragment.target} names #${fragment.id}, but ${fragment.page} has no element with id="${fragment.id}"`;
      for (const place of fragment.places) problems.push(createProblem('E_LINK_FRAGMENT', message, { file: shownFile(options.root, place.file), line: place.line, column: place.column }));
    }
    return {
      pages: pages.length,
      checked: links.filter((l) => l.state !== LinkState.SKIPPED).length,
      skipped: links.filter((l) => l.state === LinkState.SKIPPED).length,
      problems: sortProblems(problems),
    };
  } finally {
    await served.close();
  }
}

/** Whether a link is on the server of `origin` (a link linkinator could not parse counts as its own). */
function isUnder(link: string, origin: string): boolean {
  try {
    return new URL(link).origin === origin;
  } catch {
    return true;
  }
}

/** linkinator reports a link once per page that has it, and a fragment's page under every fragment. */
function dedupeLinks(links: readonly LinkResult[]): LinkResult[] {
  const seen = new Set<string>();
  return links.filter((l) => {
    const id = `${l.state}|${l.url}|${l.parent ?? ''}`;
    return seen.has(id) ? false : (seen.add(id), true);
  });
}

/** The pages that write the link; the page linkinator found it on when none spells it in a way the index knows. */
async function placesOf(link: LinkResult, index: ReadonlyMap<string, LinkPlace[]>, served: ServedOutput, outDir: string): Promise<LinkPlace[]> {
  const places = index.get(keyOf(link.url, served.origin));
  if (places?.length) return places;
  const parent = (link.parent && (await served.fileOf(link.parent))) ?? 'index.html';
  return [{ file: path.join(outDir, parent), line: 1, column: 1 }];
}

/** One result per broken target: each is reported on every page that writes it (see indexLinks). */
function dedupeTargets(links: readonly LinkResult[], origin: string): LinkResult[] {
  const seen = new Set<string>();
  return links.filter((l) => {
    const key = keyOf(l.url, origin);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** A link as the index keys it: a URL of the loopback server is a path into the site (`/en#pricing`). */
function keyOf(url: string, origin: string): string {
  return targetKey(url, undefined, origin) ?? url;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function problemsOf(link: LinkResult, places: readonly LinkPlace[], root: string, origin: string): Problem[] {
  const message = `The link to ${keyOf(link.url, origin)} is broken (${link.status ? `HTTP ${link.status}` : describeFailure(link)})`;
  return places.map((place) => createProblem('E_LINK_BROKEN', message, { file: shownFile(root, place.file), line: place.line, column: place.column }));
}

/** Relative to the project with forward slashes, as every problem position is; absolute outside it. */
function shownFile(root: string, file: string): string {
  const relative = path.relative(root, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative.split(path.sep).join('/');
}

function describeFailure(link: LinkResult): string {
  const error = link.failureDetails?.find((d): d is Error => d instanceof Error);
  if (!error) return 'no answer';
  // fetch says only "fetch failed"; the reason (ENOTFOUND, ECONNREFUSED, a timeout) is its cause.
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const reason = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : undefined;
  return `${error.message.split('\n')[0]!}${reason ? `: ${reason}` : ''}`;
}
