/**
 * The recipes of docs/deploying.md, tried on the run's shared build: how Netlify and Cloudflare Pages serve it
 * (each host's documented lookup, as a small model over the built files, with the `_redirects` that
 * `build --target netlify` writes), the links the pages write against that, and `_nginx.conf` in a real nginx
 * where one is installed (`apt-get install nginx-light`; skipped otherwise).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listCandidateFiles, outputFileOf } from '../../core/urls.js';
import { renderNetlifyRedirects } from '../../pipeline/metadata/netlify-redirects.js';
import { renderNginxConf } from '../../pipeline/metadata/nginx-conf.js';
import { readHeadersFile } from '../../server/headers-file.js';
import { attributeValues, sharedSite, type SharedSite } from '../helpers/built-site.js';

let site: SharedSite;
let files: Set<string>;
beforeAll(async () => {
  site = await sharedSite();
  files = new Set(site.list());
});
afterAll(() => site?.dispose());

/** What a host answers: a file of dist/ with a status, or a redirect. */
type Answer = { status: 200 | 404; file: string } | { status: 301; location: string };

/**
 * Netlify: a file that answers the path wins, `x.html` for `/x` too, and `/x/` is redirected to `/x` when x.html
 * exists (its trailing-slash behaviour, measured in slorber/trailing-slash-guide); otherwise the first
 * `_redirects` rule that matches (`/en/*` also matches `/en`); otherwise the root 404.html.
 */
function askNetlify(redirects: string, urlPath: string): Answer {
  if (urlPath.length > 1 && urlPath.endsWith('/') && files.has(`${urlPath.slice(1, -1)}.html`)) return { status: 301, location: urlPath.slice(0, -1) };
  const file = listCandidateFiles(urlPath).find((f) => files.has(f));
  if (file) return { status: 200, file };
  for (const line of redirects.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [from, to, status] = line.trim().split(/\s+/);
    const matches = from!.endsWith('/*') ? urlPath === from!.slice(0, -2) || urlPath.startsWith(from!.slice(0, -1)) : urlPath === from;
    if (matches && status === '404') return { status: 404, file: to!.slice(1) };
  }
  return { status: 404, file: '404.html' };
}

/**
 * Cloudflare Pages (html_handling auto-trailing-slash, workers-shared's asset worker): `/x` serves x.html,
 * `/x/` and `/x.html` are redirected to `/x`; a missing path gets the nearest 404.html up the folder tree.
 */
function askCloudflare(urlPath: string): Answer {
  if (urlPath.length > 1 && urlPath.endsWith('/') && files.has(`${urlPath.slice(1, -1)}.html`)) return { status: 301, location: urlPath.slice(0, -1) };
  if (urlPath.endsWith('.html') && urlPath !== '/index.html' && files.has(urlPath.slice(1))) return { status: 301, location: urlPath.slice(0, -'.html'.length) };
  const file = listCandidateFiles(urlPath).find((f) => files.has(f));
  if (file) return { status: 200, file };
  for (let dir = path.posix.dirname(urlPath); ; dir = path.posix.dirname(dir)) {
    const notFound = `${dir === '/' ? '' : `${dir.slice(1)}/`}404.html`;
    if (files.has(notFound) || dir === '/') return { status: 404, file: notFound };
  }
}

const langOf = (answer: Answer) => ('file' in answer ? /<html lang="([^"]+)"/.exec(site.read(answer.file))?.[1] : undefined);
const PAGE_PATHS = () => site.result.content.locales.flatMap((l) => site.result.content.routes.map((r) => `${l.prefix}${r.path === '/' ? '' : r.path}` || '/'));
const MISSING = [['/en/nope', 'en-US'], ['/en/privacy/nope', 'en-US'], ['/sr/x/y', 'sr-Latn-RS'], ['/nope', 'sr-Latn-ME'], ['/privacy/x', 'sr-Latn-ME'], ['/enx', 'sr-Latn-ME']] as const;

describe('Netlify (build --target netlify)', () => {
  it("writes _redirects: each prefixed locale's 404 page under its prefix, and nothing for the root one", () => {
    expect(renderNetlifyRedirects(site.result.content.locales)).toBe([
      '# Written by `build --target netlify`: the 404 page of each locale under its prefix.',
      '/en/*  /en/404.html  404',
      '/sr/*  /sr/404.html  404',
      '',
    ].join('\n'));
  });

  it('serves every page at its path and every file as it is, and a missing path the 404 page of its locale', () => {
    const redirects = renderNetlifyRedirects(site.result.content.locales);
    for (const page of PAGE_PATHS()) expect(askNetlify(redirects, page), page).toEqual({ status: 200, file: outputFileOf(page) });
    for (const file of ['en/privacy/_payload.json', 'en/account-delete/answer.html', 'sitemap.xml']) expect(askNetlify(redirects, `/${file}`)).toEqual({ status: 200, file });
    for (const [missing, lang] of MISSING) {
      const answer = askNetlify(redirects, missing);
      expect([answer.status, langOf(answer)], missing).toEqual([404, lang]);
    }
  });
});

describe('Cloudflare Pages (build, --target static)', () => {
  it('serves every page at its path and a missing path the 404 page of its locale, with no rules', () => {
    for (const page of PAGE_PATHS()) expect(askCloudflare(page), page).toEqual({ status: 200, file: outputFileOf(page) });
    for (const [missing, lang] of MISSING) {
      const answer = askCloudflare(missing);
      expect([answer.status, langOf(answer)], missing).toEqual([404, lang]);
    }
  });
});

describe('trailing slashes: what the pages link to is what the hosts serve', () => {
  it('redirects a page path with a trailing slash (or, on Cloudflare, its .html name) to the path without', () => {
    expect(askNetlify('', '/en/privacy/')).toEqual({ status: 301, location: '/en/privacy' });
    expect(askCloudflare('/en/privacy/')).toEqual({ status: 301, location: '/en/privacy' });
    expect(askCloudflare('/en/privacy.html')).toEqual({ status: 301, location: '/en/privacy' });
    expect(askCloudflare('/sr/')).toEqual({ status: 301, location: '/sr' });
  });

  it("links only to paths without a trailing slash that both hosts serve without a redirect, in every page", () => {
    const base = site.result.content.site.baseUrl;
    const pages = [...files].filter((f) => f.endsWith('.html'));
    let links = 0;
    for (const page of pages) {
      const html = site.read(page);
      const targets = [...attributeValues(html, /<a\s[^>]*>/, 'href'), ...attributeValues(html, /<link\s[^>]*>/, 'href'), ...attributeValues(html, /<(?:img|script)\s[^>]*>/, 'src')];
      for (const target of targets) {
        const own = target.startsWith(`${base}/`) || target === base ? target.slice(base.length) || '/' : target;
        // No link is relative to its page: it would resolve against `/` at `/en` and against `/en/` at `/en/`.
        expect(/^([a-z][a-z+.-]*:|\/|#)/i.test(own), `${page}: ${target} is relative`).toBe(true);
        if (!own.startsWith('/') || own.startsWith('//')) continue;
        const urlPath = own.replace(/[?#].*$/, '') || '/';
        links++;
        expect(urlPath === '/' || !urlPath.endsWith('/'), `${page}: ${target}`).toBe(true);
        expect(askNetlify('', urlPath).status, `${page}: ${target} on Netlify`).toBe(200);
        expect(askCloudflare(urlPath).status, `${page}: ${target} on Cloudflare Pages`).toBe(200);
      }
    }
    expect(links).toBeGreaterThan(500);
  });
});

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find((f) => existsSync(f));
/** ngx_brotli's static module, as Debian's libnginx-mod-http-brotli-static installs it. */
const BROTLI = ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'].find((f) => existsSync(f));

describe.skipIf(!NGINX)('nginx (build --target nginx), a real one on loopback', () => {
  let work: string;
  let nginx: ChildProcess | undefined;
  let origin: string;
  /** A stand-in for the contact service behind the recipe's `location ^~ /mail/` proxy. */
  let service: Server | undefined;
  const rules = () => readHeadersFile(path.join(site.outDir, '_headers'));

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'fiskalis-nginx-'));
    const snippet = path.join(work, '_nginx.conf');
    writeFileSync(snippet, renderNginxConf({ rules: rules(), locales: site.result.content.locales }));
    const port = await findFreePort();
    origin = `http://127.0.0.1:${port}`;
    // One process as this user, in the foreground, with every path it writes in the temp folder.
    const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => {
      mkdirSync(path.join(work, name));
      return `${name}_temp_path ${path.join(work, name)};`;
    });
    const mime = existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
    service = createHttpServer((_request, response) => response.writeHead(200, { 'Cache-Control': 'no-store', 'X-Service': 'contact' }).end('{}'));
    await new Promise<void>((resolve) => service!.listen(0, '127.0.0.1', resolve));
    // The server block of docs/deploying.md#nginx, without TLS; brotli where the module is installed.
    writeFileSync(path.join(work, 'nginx.conf'), `${BROTLI ? `load_module ${BROTLI};` : ''}
daemon off; master_process off; pid ${work}/nginx.pid; error_log stderr warn;
events {}
http {
  access_log off; ${mime} default_type application/octet-stream; ${temps.join(' ')}
  server {
    listen 127.0.0.1:${port};
    root ${site.outDir};
    include ${snippet};
    ${BROTLI ? 'brotli_static on;' : ''}
    location ^~ /mail/ {
      proxy_pass http://127.0.0.1:${(service.address() as AddressInfo).port};
    }
  }
}
`);
    execFileSync(NGINX!, ['-t', '-q', '-p', work, '-c', path.join(work, 'nginx.conf')], { stdio: 'pipe' });
    nginx = spawn(NGINX!, ['-p', work, '-c', path.join(work, 'nginx.conf')], { stdio: 'ignore' });
    // Ready once it answers: the first request is refused until nginx listens.
    await vi.waitFor(async () => expect((await fetch(origin)).status).toBe(200), { timeout: 10_000, interval: 50 });
  });

  afterAll(() => {
    nginx?.kill();
    service?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const get = (urlPath: string) => fetch(`${origin}${urlPath}`, { redirect: 'manual' });
  const csp = () => rules().find((r) => r.pattern === '/*')!.headers['Content-Security-Policy'];

  it('serves every page at its path with the headers of _headers, and the build gzip twin', async () => {
    for (const page of PAGE_PATHS()) {
      const response = await get(page);
      expect([response.status, response.headers.get('content-encoding')], page).toEqual([200, 'gzip']);
      expect(response.headers.get('content-security-policy'), page).toBe(csp());
      expect(response.headers.get('cache-control'), page).toBe('public, max-age=0, must-revalidate');
      expect(await response.text(), page).toBe(site.read(outputFileOf(page)));
    }
  });

  it('redirects a trailing slash away, and answers a missing path with the 404 page of its locale', async () => {
    const slash = await get('/en/privacy/?a=1');
    const location = new URL(slash.headers.get('location')!, origin);
    expect([slash.status, `${location.pathname}${location.search}`]).toEqual([301, '/en/privacy?a=1']);
    for (const [missing, lang] of MISSING) {
      const response = await get(missing);
      expect([response.status, /<html lang="([^"]+)"/.exec(await response.text())?.[1]], missing).toEqual([404, lang]);
      expect(response.headers.get('content-security-policy'), missing).toBe(csp());
    }
  });

  it.skipIf(!BROTLI)('sends the brotli twin with brotli_static on', async () => {
    const response = await fetch(`${origin}/en/privacy`, { headers: { 'Accept-Encoding': 'br' } });
    expect([response.status, response.headers.get('content-encoding')]).toEqual([200, 'br']);
  });

  it("passes the service's answers through the proxy with its own headers, none of _nginx.conf's", async () => {
    const response = await get('/mail/challenge');
    expect([response.status, response.headers.get('x-service'), response.headers.get('cache-control')]).toEqual([200, 'contact', 'no-store']);
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('caches hashed assets for a year and never serves the files for hosts', async () => {
    const css = [...files].find((f) => /^assets\/home-.*\.css$/.test(f))!;
    expect((await get(`/${css}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get(`/${css}`)).headers.get('content-security-policy')).toBe(csp());
    expect((await get('/builds/latest.json')).headers.get('cache-control')).toBe('no-cache');
    for (const file of ['/_headers', '/_nginx.conf']) expect((await get(file)).status, file).toBe(404);
  });
});

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
