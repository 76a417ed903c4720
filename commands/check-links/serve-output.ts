import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { listCandidateFiles } from '../../core/urls.js';

export interface ServedOutput {
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  /** The file of dist/ (relative) a URL of this server names, as it was served; undefined for none. */
  fileOf(url: string): Promise<string | undefined>;
  close(): Promise<void>;
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.js': 'text/javascript', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.xml': 'application/xml', '.txt': 'text/plain', '.woff2': 'font/woff2',
};

/**
 * The built site on loopback as a static host serves it: `/en/privacy` is en/privacy.html. linkinator's own
 * server cannot stand in: it finds the folder en/privacy/ (the page's payload is in it), redirects to
 * `/en/privacy/` and looks for an index.html there, so every page link would be reported broken.
 */
export async function serveOutput(outDir: string): Promise<ServedOutput> {
  const fileOf = async (url: string): Promise<string | undefined> => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(new URL(url, 'http://localhost').pathname);
    } catch {
      return undefined;
    }
    for (const file of listCandidateFiles(urlPath)) {
      const full = path.resolve(outDir, file);
      if (!full.startsWith(`${outDir}${path.sep}`)) return undefined;
      if ((await stat(full).catch(() => undefined))?.isFile()) return file;
    }
    return undefined;
  };
  const server = createServer((request, response) => {
    void fileOf(request.url ?? '/').then(async (file) => {
      if (!file) return response.writeHead(404).end();
      const body = await readFile(path.join(outDir, file));
      response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Content-Length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
    }).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    fileOf,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
