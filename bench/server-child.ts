/**
 * The server process of bench/server.ts: serves the built site given in BENCH_SERVER_DIST on a free loopback
 * port, tells the parent which, and answers each 'stats' message with its CPU time and peak RSS. It imports
 * only what `npm start` serves with, so its memory is the server's.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveConfig } from '../generator/config.js';
import { loadContent } from '../generator/pipeline.js';
import { createServer, serverOptionsFor } from '../server/app.js';

export interface ChildStats {
  readonly maxRssBytes: number;
  readonly cpuMicros: number;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const content = loadContent(resolveConfig({ root }));
// Extra server options of a row go here (e.g. the mail routes with a raised rate limit).
const app = await createServer({ ...serverOptionsFor(content, process.env.BENCH_SERVER_DIST!) });
await app.listen({ port: 0, host: '127.0.0.1' });
process.on('message', () => {
  const cpu = process.cpuUsage();
  process.send!({ maxRssBytes: process.resourceUsage().maxRSS * 1024, cpuMicros: cpu.user + cpu.system } satisfies ChildStats);
});
process.send!((app.server.address() as { port: number }).port);
