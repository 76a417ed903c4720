/**
 * Benchmark of the server (server/app.ts) on loopback with autocannon: requests per second, p50/p99 latency,
 * the server's CPU time per request and its peak RSS. The site is built into a temp folder; the server runs
 * in a child process of its own, so its CPU and memory are its own and not the load generator's.
 * Goal: a compressed page ≥ 5,000 requests/s on a 2-core machine. Run with `npm run bench:server`.
 *
 * autocannon keeps each response body as a string (`body += chunk`): a binary (brotli) body costs its one
 * thread more than the server spends, so it runs on two worker threads. The CPU column is the server's own
 * cost, whatever the client manages: 1,000,000 / that figure is what one core of the server can answer. The
 * last row is the client's ceiling: a bare node:http server sending the same page bytes.
 * The load average is printed too: other processes on the machine take CPU from both sides.
 *
 * A row is one entry of ROWS; server options a row needs (the mail routes, a raised rate limit) go into
 * bench/server-child.ts.
 */
import './production-env.js';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildSite, type BuildResult } from '../engine/build.js';
import { resolveConfig } from '../core/config.js';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { printTable } from './stats.js';

interface BenchRow {
  readonly name: string;
  readonly method?: 'GET' | 'POST';
  /** A path, or how to find one in the build. */
  readonly path: string | ((build: BuildResult) => string);
  readonly headers?: Record<string, string>;
  readonly body?: string;
  /** The status every answer should have; others are counted in the last column. */
  readonly status: number;
}

const ROWS: readonly BenchRow[] = [
  { name: 'page /en, brotli', path: '/en', headers: { 'accept-encoding': 'gzip, deflate, br' }, status: 200 },
  { name: 'page /en, gzip', path: '/en', headers: { 'accept-encoding': 'gzip' }, status: 200 },
  { name: '404 page, brotli', path: '/en/no-such-page', headers: { 'accept-encoding': 'gzip, deflate, br' }, status: 404 },
  { name: 'asset (CSS, from disk), brotli', path: (build) => `/assets/${readdirSync(path.join(build.outDir, 'assets')).find((f) => f.endsWith('.css'))}`, headers: { 'accept-encoding': 'gzip, deflate, br' }, status: 200 },
];
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await runBench();

async function runBench(): Promise<void> {
  const loadBefore = loadavg()[0]!;
  const scratch = mkdtempSync(path.join(tmpdir(), 'fiskalis-bench-server-'));
  let server: ServerProcess | undefined;
  try {
    const outDir = path.join(scratch, 'dist');
    const build = await buildSite(resolveConfig({ root }), { outDir });
    server = await startServerProcess(outDir);
    const port = server.port;
    const table: (string | number)[][] = [['', 'req/s', 'p50 ms', 'p99 ms', 'server CPU µs/req', 'answers']];
    for (const row of ROWS) {
      const url = `http://127.0.0.1:${port}${typeof row.path === 'string' ? row.path : row.path(build)}`;
      await load(url, row, 2); // warm-up: JIT, connections, twins read
      const before = await server.stats();
      const result = await load(url, row, SECONDS);
      const after = await server.stats();
      const wrong = result.statusCodeStats ? Object.entries(result.statusCodeStats).filter(([code]) => Number(code) !== row.status) : [];
      const answers = wrong.length || result.errors ? `wrong: ${wrong.map(([c, s]) => `${c}×${s.count}`).join(' ')} errors ${result.errors}` : `all ${row.status}`;
      table.push([row.name, Math.round(result.requests.average), result.latency.p50, result.latency.p99, Math.round((after.cpuMicros - before.cpuMicros) / result.requests.total), answers]);
    }
    table.push(await measureCeiling(path.join(outDir, 'en.html.br')));
    const final = await server.stats();
    console.log(`server on loopback, autocannon ${CONNECTIONS} connections × ${SECONDS} s per row on 2 worker threads (build ${build.build.id}; load average before: ${loadBefore.toFixed(1)})`);
    printTable(table);
    console.log(`server peak RSS: ${(final.maxRssBytes / 2 ** 20).toFixed(0)} MB. Goal: a compressed page ≥ 5,000 req/s on 2 cores.`);
  } finally {
    server?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * What autocannon can measure at all for the page's brotli bytes on this machine: a bare node:http server
 * (in this process) that answers every request with them and nothing else. A site row near it is bound by
 * the client, not the server.
 */
async function measureCeiling(file: string): Promise<(string | number)[]> {
  const body = readFileSync(file);
  const headers = { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'content-length': String(body.length) };
  const bare = createServer((_request, response) => response.writeHead(200, headers).end(body));
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  try {
    const row: BenchRow = { name: 'ceiling: bare node:http, same bytes', path: '/', status: 200 };
    const url = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
    await load(url, row, 2);
    const result = await load(url, row, SECONDS);
    return [row.name, Math.round(result.requests.average), result.latency.p50, result.latency.p99, '–', result.non2xx || result.errors ? 'errors' : 'all 200'];
  } finally {
    bare.closeAllConnections();
    bare.close();
  }
}

function load(url: string, row: BenchRow, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url, method: row.method ?? 'GET', headers: row.headers, body: row.body, connections: CONNECTIONS, duration: seconds, workers: 2 });
}
