import type { Content } from '../core/content/types.js';
import { buildMetadataFiles, buildPayload, payloadFileOf } from '../pipeline/metadata/index.js';
import { buildPageTable } from '../pipeline/routes.js';
import type { PageSpec } from '../core/page-spec.js';
import { nativeAnswerPath } from '../shared/contact-protocol.js';
import { canonicalPathOf, localePrefixOf, splitTarget } from '../server/static/paths.js';
import { allProblemsOf, type ContentSnapshot } from './content-state.js';
import type { DevRenderer, PageInput } from './render.js';
import { decoratePage, renderOverlay, renderTroublePage } from './overlay.js';
import { markUntranslated } from './untranslated-marks.js';
import { stripFallbackMarks } from '../core/messages.js';

export interface DevAnswer {
  readonly status: number;
  readonly type: string;
  readonly body: string | Buffer;
  readonly location?: string;
}

/** The site of one content load, as the build would lay it out: its pages by public path, its metadata files. */
export interface DevSite {
  readonly content: Content;
  readonly buildId: string;
  readonly pages: ReadonlyMap<string, PageSpec>;
  /** The answer page beside each page (where a no-JS form post lands), by its path: `/en/answer.html`. */
  readonly answers: ReadonlyMap<string, PageSpec>;
  /** Each locale's 404 view, by URL prefix. */
  readonly notFound: ReadonlyMap<string, PageSpec>;
  readonly fallbackPrefix: string;
  /** builds/latest.json, builds/meta/{id}.json, sitemap.xml, robots.txt; payloads are rendered on demand. */
  readonly files: ReadonlyMap<string, string>;
  readonly timestamp: number;
  readonly apiBase: string;
}

/** Lays out the site of `content`; `buildId` names this version of content and components. */
export function createDevSite(content: Content, buildId: string, timestamp: number, apiBase: string): DevSite {
  const table = buildPageTable(content);
  const routes = table.filter((p) => p.kind === 'route');
  const files = buildMetadataFiles({ content, pages: table, build: { id: buildId, timestamp }, scriptHashes: [], apiBase, islands: new Map() });
  for (const page of routes) files.delete(payloadFileOf(page.path));
  // As in `serve`: a static host reads it, nobody fetches it.
  files.delete('_headers');
  const unprefixed = content.locales.find((l) => l.prefix === '') ?? content.locales.find((l) => l.code === content.site.defaultLocale)!;
  return {
    content,
    buildId,
    pages: new Map(routes.map((p) => [p.path, p])),
    answers: new Map(table.filter((p) => p.kind === 'formAnswer').map((p) => [nativeAnswerPath(p.path), p])),
    notFound: new Map(table.filter((p) => p.kind === 'notFound').map((p) => [p.locale.prefix, p])),
    fallbackPrefix: unprefixed.prefix,
    files,
    timestamp,
    apiBase,
  };
}

export interface AnswerContext {
  /** undefined while the content has never loaded. */
  readonly site: DevSite | undefined;
  readonly snapshot: ContentSnapshot;
  readonly renderer: DevRenderer;
  readonly root: string;
}

/**
 * What the dev server answers for a GET that Vite did not take: a page or a page's no-JS answer page (with the
 * overlay while the content has problems), a route's `_payload.json`, a metadata file, a redirect to a page's clean URL, or the
 * locale's 404 page. No root redirect by the server: on `/` the page's inline script decides, as on a static host.
 */
export async function answerRequest(url: string, context: AnswerContext): Promise<DevAnswer> {
  const { site, snapshot, renderer, root } = context;
  const trouble = snapshot.problems.length > 0 || snapshot.failure !== undefined ? snapshot : undefined;
  if (!site) return { status: trouble ? 500 : 404, type: HTML, body: renderTroublePage(trouble ? { problems: allProblemsOf(snapshot), failure: snapshot.failure } : { problems: [], failure: 'No content.' }, root) };
  const [urlPath] = splitTarget(url);
  // Problems of the whole site cover every page; a locale's own, only that locale's pages.
  const overlayOf = (code: string) => {
    const own = snapshot.localeProblems.get(code);
    return trouble ? renderOverlay(trouble, root) : own && renderOverlay({ problems: own, failure: undefined, locale: code }, root);
  };
  const reference = site.content.site.defaultLocale;
  const renderHtml = async (page: PageSpec, status: number, overlay = overlayOf(page.locale.code)): Promise<DevAnswer> => {
    const rendered = await renderer.render(pageInputOf(site, page));
    return { status, type: HTML, body: decoratePage(markUntranslated(rendered.html, page.locale.code, reference), overlay) };
  };

  const page = site.pages.get(urlPath) ?? site.answers.get(urlPath);
  if (page) return renderHtml(page, 200);
  if (urlPath.endsWith('/_payload.json')) {
    const owner = site.pages.get(urlPath.slice(0, -'/_payload.json'.length) || '/');
    if (owner) {
      const { islands } = await renderer.render(pageInputOf(site, owner));
      // A locale in progress: its texts in the payload cannot hold the marks of the page.
      return { status: 200, type: 'application/json', body: stripFallbackMarks(JSON.stringify(buildPayload(site.content, owner, site.buildId, islands))) };
    }
  }
  if (urlPath.startsWith('/assets/')) {
    const drawing = (await renderer.art(site)).file(urlPath.slice(1));
    if (drawing) return { status: 200, type: 'image/svg+xml', body: Buffer.from(drawing) };
  }
  const file = site.files.get(urlPath.slice(1));
  if (file !== undefined) return { status: 200, type: typeOf(urlPath), body: file };
  const canonical = canonicalPathOf(urlPath, site.pages);
  if (canonical) return { status: 301, type: 'text/plain; charset=utf-8', body: '', location: canonical };
  const prefix = localePrefixOf(urlPath, [...site.notFound.keys()], site.fallbackPrefix);
  // A locale whose problems kept it from ever loading has no pages yet: its address shows why.
  const unloaded = [...snapshot.localeProblems.keys()].find((code) => !site.content.locales.some((l) => l.code === code) && (urlPath === `/${code}` || urlPath.startsWith(`/${code}/`)));
  return renderHtml(site.notFound.get(prefix) ?? site.notFound.get(site.fallbackPrefix)!, 404, unloaded === undefined ? undefined : overlayOf(unloaded));
}

/** What the renderer needs for one page of the site. */
export function pageInputOf(site: DevSite, page: PageSpec): PageInput {
  return { content: site.content, page, buildId: site.buildId, buildYear: new Date(site.timestamp).getUTCFullYear(), apiBase: site.apiBase };
}

const HTML = 'text/html; charset=utf-8';
const TYPES: Readonly<Record<string, string>> = { json: 'application/json', xml: 'application/xml', txt: 'text/plain; charset=utf-8' };

function typeOf(urlPath: string): string {
  return TYPES[/\.(\w+)$/.exec(urlPath)?.[1] ?? ''] ?? 'text/plain; charset=utf-8';
}
