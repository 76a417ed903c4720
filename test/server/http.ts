/**
 * Helpers of the HTTP tests: a real build of the site in a temp folder, servers for it listening on loopback,
 * and requests over a raw socket for what fetch cannot send (oversized headers, unknown methods, `//` paths,
 * raw bytes, absolute-form targets).
 */
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createServer, serverOptionsFor, type ServerOptions } from '../../server/app.js';
import { sharedSite, type SharedSite } from '../helpers/built-site.js';

export interface ServedSite {
  readonly site: SharedSite;
  /** A server of the built site on a free loopback port, with options changed; closed by `close`. */
  serve(options?: Partial<ServerOptions>): Promise<Served>;
  close(): Promise<void>;
}

export interface Served {
  readonly app: FastifyInstance;
  readonly origin: string;
  readonly port: number;
  /** fetch without following redirects. */
  get(path: string, init?: RequestInit): Promise<Response>;
}

/** The run's one build of the real site (test/setup/site.ts), copied into a temp folder this file may change. */
export async function buildAndServe(): Promise<ServedSite> {
  const site = await sharedSite({ copy: true });
  const apps: FastifyInstance[] = [];
  return {
    site,
    async serve(options = {}) {
      const app = await createServer({ ...serverOptionsFor(site.result.content, site.outDir), ...options });
      apps.push(app);
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as { port: number }).port;
      return { app, origin, port, get: (path, init) => fetch(`${origin}${path}`, { redirect: 'manual', ...init }) };
    },
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      site.dispose();
    },
  };
}

export interface RawAnswer {
  readonly status: number;
  /** Header names in lower case; a repeated header's values joined with ', '. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  /** Everything the server wrote. */
  readonly raw: string;
}

/** Sends bytes as they are and reads the first answer (ended by Content-Length, or by the server closing). */
export function rawRequest(port: number, request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let data = Buffer.alloc(0);
    const finish = () => {
      socket.destroy();
      const raw = data.toString('latin1');
      const end = raw.indexOf('\r\n\r\n');
      if (end < 0) return reject(new Error(`no complete answer: ${JSON.stringify(raw.slice(0, 200))}`));
      const [statusLine, ...lines] = raw.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
      }
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: raw.slice(end + 4), raw });
    };
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
      const text = data.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end))?.[1];
      if (end >= 0 && length !== undefined && data.length >= end + 4 + Number(length)) finish();
    });
    socket.on('close', finish);
    socket.on('error', () => undefined);
    socket.setTimeout(5000, finish);
  });
}

/**
 * Sends a request head announcing a 2 MB body and then only 1 KB of it, and resolves with everything the
 * server wrote once the server ends the connection (never, if it waits for the rest of the body).
 */
export function sendPartialUpload(port: number, method: string, url: string, headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let raw = '';
    socket.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
    socket.on('end', () => {
      socket.destroy();
      resolve(raw);
    });
    const head = Object.entries({ host: 'localhost', 'content-type': 'text/plain', ...headers, 'content-length': String(2 * 1024 * 1024) }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`${method} ${url} HTTP/1.1\r\n${head.join('')}\r\n${'x'.repeat(1024)}`);
  });
}

/** The security headers every answer carries, as the build's `_headers` gives them for `/*`. */
export function securityHeadersOf(headersFile: string): Record<string, string> {
  const block = headersFile.split('\n\n').find((b) => b.startsWith('/*\n'))!;
  return Object.fromEntries(block.split('\n').slice(1).map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
  }));
}
