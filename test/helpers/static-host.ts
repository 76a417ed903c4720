/**
 * A static host for dist/ on loopback, as Netlify or Cloudflare Pages serve it: clean URLs (`/en` →
 * en.html, core/urls.ts listCandidateFiles; `/en/` redirected to `/en`), the nearest 404.html up the folder tree with status 404, the headers of `_headers`
 * (CSP included, so browser tests run under the real policy), and the build's `.br`/`.gz` twins by
 * Accept-Encoding. No root redirect: on a static host the root page's inline script does that. It stands in
 * for the preview server (server/), so the browser tests and bench/runtime.ts depend only on the build.
 * `requests` records every request, with the headers the browser sent (prefetches carry Sec-Purpose).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { listCandidateFiles } from '../../core/urls.js';

export interface StaticHost {
  readonly origin: string;
  readonly requests: { readonly path: string; readonly headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.xml': 'application/xml', '.txt': 'text/plain; charset=utf-8',
};

export async function serveStatic(distDir: string): Promise<StaticHost> {
  const rules = readHeaderRules(path.join(distDir, '_headers'));
  const requests: { path: string; headers: IncomingHttpHeaders }[] = [];
  const server: Server = createServer((request, response) => {
    const urlPath = safeDecode(new URL(request.url ?? '/', 'http://host').pathname);
    requests.push({ path: urlPath, headers: request.headers });
    // As Netlify and Cloudflare Pages do: a page asked for with a trailing slash is redirected to its path.
    const slashless = urlPath.length > 1 && urlPath.endsWith('/') ? urlPath.replace(/\/+$/, '') : undefined;
    if (slashless && resolveFile(distDir, slashless)) {
      response.writeHead(308, { Location: slashless + new URL(request.url ?? '/', 'http://host').search });
      response.end();
      return;
    }
    const found = resolveFile(distDir, urlPath);
    const file = found ?? nearest404(distDir, urlPath);
    const headers: Record<string, string> = { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', Vary: 'Accept-Encoding' };
    for (const rule of rules) if (matches(rule.pattern, urlPath)) Object.assign(headers, rule.headers);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = [['br', '.br'], ['gzip', '.gz']].find(([name, ext]) => accepted.includes(name!) && existsSync(file + ext));
    if (encoding) headers['Content-Encoding'] = encoding[0]!;
    const body = readFileSync(encoding ? file + encoding[1] : file);
    response.writeHead(found ? 200 : 404, { ...headers, 'Content-Length': String(body.length) });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function resolveFile(distDir: string, urlPath: string): string | undefined {
  const files = listCandidateFiles(urlPath).map((file) => path.resolve(distDir, file));
  if (files.some((f) => !f.startsWith(`${distDir}${path.sep}`))) return undefined;
  return files.find((f) => existsSync(f) && statSync(f).isFile() && !f.endsWith('.br') && !f.endsWith('.gz'));
}

function nearest404(distDir: string, urlPath: string): string {
  for (let dir = path.posix.dirname(urlPath); ; dir = path.posix.dirname(dir)) {
    const file = path.join(distDir, dir, '404.html');
    if (existsSync(file)) return file;
    if (dir === '/') return file;
  }
}

function readHeaderRules(file: string): { pattern: string; headers: Record<string, string> }[] {
  const rules: { pattern: string; headers: Record<string, string> }[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else if (line.includes(':')) rules.at(-1)!.headers[line.slice(0, line.indexOf(':')).trim()] = line.slice(line.indexOf(':') + 1).trim();
  }
  return rules;
}

function matches(pattern: string, urlPath: string): boolean {
  return pattern.endsWith('/*') ? urlPath.startsWith(pattern.slice(0, -1)) : pattern === urlPath;
}
