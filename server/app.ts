import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Content } from '../generator/content/types.js';
import { headersFor, readHeadersFile } from './headers-file.js';
import { localizedRootUrl, parseAcceptLanguage, rootRedirectTarget, type LocaleOption, type RootRedirectMode } from '../src/shared/locale-choice.js';

export interface ServerOptions {
  /** The built site. */
  readonly distDir: string;
  readonly locales: readonly LocaleOption[];
  readonly defaultLocale: string;
  readonly cookieName: string;
  readonly rootRedirect: RootRedirectMode;
  readonly logger?: boolean;
}

/** The options that serve a site built from `content`: its locales, default, cookie and root-redirect choice. */
export function serverOptionsFor(content: Content, distDir: string): ServerOptions {
  return {
    distDir,
    locales: content.locales.map((l) => ({ code: l.code, prefix: l.prefix })),
    defaultLocale: content.site.defaultLocale,
    cookieName: content.site.localeCookie.name,
    rootRedirect: content.site.rootRedirect,
  };
}

/**
 * The preview server for dist/: clean URLs without trailing slashes, the headers of dist/_headers, a 302 from
 * `/` to the visitor's locale (cookie, then Accept-Language) and each locale's own 404 page.
 */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  const rules = readHeadersFile(path.join(options.distDir, '_headers'));
  const byPrefixLength = [...options.locales].sort((a, b) => b.prefix.length - a.prefix.length);

  app.addHook('onSend', async (request, reply) => {
    const urlPath = safeDecode(request.url.split('?')[0]!);
    for (const [name, value] of Object.entries(headersFor(rules, urlPath))) reply.header(name, value);
  });

  app.get('/', async (request, reply) => {
    const cookie = parseCookie(request.headers.cookie ?? '')[options.cookieName];
    const target = rootRedirectTarget({ mode: options.rootRedirect, cookie, languages: parseAcceptLanguage(request.headers['accept-language']), locales: options.locales });
    if (target) return reply.header('Vary', 'Cookie, Accept-Language').redirect(localizedRootUrl(target, request.url.slice(1), ''), 302);
    return reply.header('Vary', 'Cookie, Accept-Language').type('text/html; charset=utf-8').sendFile('index.html');
  });

  // Files are resolved here rather than by the plugin, so `/en` serves en/index.html without a redirect.
  await app.register(fastifyStatic, { root: options.distDir, serve: false, cacheControl: false, etag: true });
  app.get('/*', async (request, reply) => {
    const file = resolveFile(options.distDir, request.url.split('?')[0]!);
    if (!file) return reply.callNotFound();
    return reply.sendFile(file);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0]!;
    const trimmed = urlPath.length > 1 && urlPath.endsWith('/') ? urlPath.slice(0, -1) : urlPath;
    if (trimmed !== urlPath && existsSync(path.join(options.distDir, trimmed.slice(1), 'index.html'))) {
      return reply.redirect(trimmed, 301);
    }
    const locale = byPrefixLength.find((l) => l.prefix && (urlPath === l.prefix || urlPath.startsWith(`${l.prefix}/`))) ?? options.locales.find((l) => !l.prefix);
    const file = locale?.prefix ? `${locale.prefix.slice(1)}/404.html` : '404.html';
    const body = readFileSync(path.join(options.distDir, file));
    return reply.code(404).type('text/html; charset=utf-8').send(body);
  });
  return app;
}

/** The file a clean URL names inside dist/, relative to it, or undefined; never a path outside dist/. */
function resolveFile(distDir: string, urlPath: string): string | undefined {
  const decoded = safeDecode(urlPath);
  if (decoded.includes('\0') || decoded.endsWith('/')) return undefined;
  const target = path.resolve(distDir, `.${decoded}`);
  if (target !== distDir && !target.startsWith(`${distDir}${path.sep}`)) return undefined;
  for (const candidate of [target, path.join(target, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return path.relative(distDir, candidate);
  }
  return undefined;
}

function parseCookie(header: string): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) {
      try {
        jar[part.slice(0, eq).trim()] = decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        // A malformed cookie is ignored, as a browser would.
      }
    }
  }
  return jar;
}

/** A malformed escape (`/%E0%A4%A`) is kept as typed; it then matches no file and gets the 404 page. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
