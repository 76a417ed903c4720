/**
 * Benchmark of POST /mail/send on loopback with autocannon: accepted messages per second, p50/p99 latency,
 * the server's CPU time per message and its peak RSS. The whole server runs in a child process
 * (bench/server-child.ts with the mail routes), with the rate limit raised and everything else as in
 * production: JSON with an Idempotency-Key and a solved ALTCHA proof, the form rules, a composed message
 * written to tmp/, fsynced, renamed into new/ and the folder fsynced before the answer. Every request needs
 * its own proof (a proof is accepted once), so the bodies are prepared first and each row sends exactly that
 * many. Afterwards the outbox must hold exactly one message per 200 answer. Goal: ≥ 500 accepted messages/s.
 * Run with `npm run bench:mail` (MAIL_REQUESTS, default 5,000).
 */
import './production-env.js';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import autocannon from 'autocannon';
import { buildSite } from '../engine/build.js';
import { resolveConfig } from '../core/config.js';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { printTable } from './stats.js';

const REQUESTS = Number(process.env.MAIL_REQUESTS ?? 5_000);
const WARM_UP = 500;
const CONNECTIONS = 50;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const scratch = mkdtempSync(path.join(tmpdir(), 'fiskalis-bench-mail-'));
let server: ServerProcess | undefined;
try {
  const outDir = path.join(scratch, 'dist');
  const outbox = path.join(scratch, 'outbox');
  const build = await buildSite(resolveConfig({ root }), { outDir });
  server = await startServerProcess(outDir, outbox);
  const base = `http://127.0.0.1:${server.port}`;
  const warm = await send(base, await bodies(base, WARM_UP, 'warm'));
  if (warm.accepted !== WARM_UP) throw new Error(`warm-up: ${JSON.stringify(warm.result.statusCodeStats)}`);
  const prepared = await bodies(base, REQUESTS, 'run');
  // Other processes on the machine take CPU and disk from both sides.
  const loadBefore = loadavg()[0]!;
  const before = await server.stats();
  const { result, accepted } = await send(base, prepared);
  const after = await server.stats();
  const queued = readdirSync(path.join(outbox, 'new')).length - WARM_UP;
  console.log(`POST /mail/send on loopback, autocannon ${CONNECTIONS} connections, ${REQUESTS} requests each with its own proof of work (build ${build.build.id}; load average before: ${loadBefore.toFixed(1)})`);
  printTable([
    ['', 'accepted/s', 'p50 ms', 'p99 ms', 'server CPU µs/msg', 'answers', 'in new/'],
    ['JSON + Idempotency-Key + ALTCHA, fsync', Math.round(accepted / (result.duration || 1)), result.latency.p50, result.latency.p99, Math.round((after.cpuMicros - before.cpuMicros) / REQUESTS), `${accepted}×200 of ${result.requests.total}${result.errors ? `, ${result.errors} errors` : ''}`, queued],
  ]);
  console.log(`server peak RSS: ${(after.maxRssBytes / 2 ** 20).toFixed(0)} MB; ${queued === accepted ? 'every accepted message is in the outbox' : `LOST: ${accepted - queued} accepted messages are not in the outbox`}`);
  if (queued !== accepted) process.exitCode = 1;
} finally {
  server?.stop();
  rmSync(scratch, { recursive: true, force: true });
}

/** `count` JSON bodies, each with a fresh proof of work solved for this server, and an Idempotency-Key each. */
async function bodies(base: string, count: number, tag: string): Promise<{ body: string; key: string }[]> {
  const solveOne = async (i: number) => {
    const challenge = (await (await fetch(`${base}/mail/challenge`)).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const altcha = Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
    const body = JSON.stringify({ name: `Bench Visitor ${i}`, email: `visitor${i}@example.me`, phoneNumber: '+382 67 123 456', kind: 'contact', locale: 'me', website: '', altcha });
    return { body, key: `bench-${tag}-${i}` };
  };
  const out: { body: string; key: string }[] = [];
  for (let start = 0; start < count; start += 100) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(100, count - start) }, (_, j) => solveOne(start + j)))));
  }
  return out;
}

async function send(base: string, prepared: readonly { body: string; key: string }[]): Promise<{ result: autocannon.Result; accepted: number }> {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    amount: prepared.length,
    // autocannon ends a run at its next sample tick: 0.1 s instead of 1 s keeps the duration (and the rate) honest.
    sampleInt: 100,
    requests: [
      {
        method: 'POST',
        path: '/mail/send',
        setupRequest: (request) => {
          const { body, key } = prepared[next++ % prepared.length]!;
          return { ...request, body, headers: { ...request.headers, 'content-type': 'application/json', 'idempotency-key': key } };
        },
      },
    ],
  });
  return { result, accepted: result.statusCodeStats?.['200' as keyof typeof result.statusCodeStats]?.count ?? result['2xx'] };
}
