/**
 * The server process of bench/server.ts: serves the built site given in BENCH_SERVER_DIST on a free loopback
 * port, tells the parent which, and answers each 'stats' message with its CPU time and peak RSS. It imports
 * only what `npm start` serves with, so its memory is the server's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveConfig } from '../core/config.js';
import { loadContent } from '../pipeline/load-content.js';
import { createServer, serverOptionsFor } from '../server/app.js';
import { benchMailOptions } from './mail-options.js';

export interface ChildStats {
  readonly maxRssBytes: number;
  readonly cpuMicros: number;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const content = loadContent(resolveConfig({ root }));
// Extra server options of a row go here: the mail routes (bench/mail.ts) when given an outbox.
const outbox = process.env.BENCH_SERVER_OUTBOX;
const app = await createServer({ ...serverOptionsFor(content, process.env.BENCH_SERVER_DIST!), ...(outbox ? { mail: benchMailOptions(content, root, outbox) } : {}) });
await app.listen({ port: 0, host: '127.0.0.1' });
process.on('message', () => {
  const cpu = process.cpuUsage();
  process.send!({ maxRssBytes: peakRssBytes(), cpuMicros: cpu.user + cpu.system } satisfies ChildStats);
});
process.send!((app.server.address() as { port: number }).port);

/**
 * VmHWM, the peak RSS of this process image. Not getrusage's maxRSS: Linux keeps that across execve, so a
 * child forked from the bench (which has just built the site) would report the parent's peak.
 */
function peakRssBytes(): number {
  try {
    const kb = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (kb) return Number(kb) * 1024;
  } catch {
    // Not Linux: getrusage's figure, which is right when the parent was smaller.
  }
  return process.resourceUsage().maxRSS * 1024;
}
