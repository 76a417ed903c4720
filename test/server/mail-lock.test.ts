/**
 * One outbox, one process (issue 20, item 15), with real processes: a second service on the same outbox
 * stops with E_OUTBOX_LOCKED before it touches anything (tmp/ keeps the first one's files, the first one
 * keeps answering); a lock left by a killed process is taken over; a service that closes gives its lock back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { lockOutbox, LOCK_FILE } from '../../server/mail/outbox-lock.js';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';
import { createTempOutbox, solveProof, VALID, waitUntil } from '../helpers/mail-tools.js';

const outbox = createTempOutbox();
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  outbox.dispose();
});

interface Started {
  readonly child: ChildProcess;
  /** Resolves with the port once it listens, or rejects with its exit code and output. */
  readonly listening: Promise<number>;
  readonly exit: Promise<{ code: number | null; stderr: string }>;
}

function startService(): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/mail-server.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, OUTBOX_DIR: outbox.dir, SMTP_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exit = once(child, 'exit').then(([code]) => ({ code: code as number | null, stderr }));
  const listening = Promise.race([
    waitUntil(() => /listening \d+/.test(stdout), 30_000, 'the service to listen').then(() => Number(/listening (\d+)/.exec(stdout)![1])),
    exit.then(({ code }) => Promise.reject(new Error(`the service exited ${code}: ${stderr}`))),
  ]);
  listening.catch(() => {});
  return { child, listening, exit };
}

const lockFile = path.join(outbox.dir, LOCK_FILE);

it('lets one process use an outbox: a second one exits with E_OUTBOX_LOCKED and touches nothing; a killed holder’s lock is taken over; closing releases it', { timeout: 90_000 }, async () => {
  const first = startService();
  const port = await first.listening;
  expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: first.child.pid });
  // A message being written by the first process, as a second one starting would have deleted it.
  const inFlight = path.join(outbox.dir, 'tmp', '1.Rfeedfacefeedface.host.eml');
  writeFileSync(inFlight, 'being written');

  const second = startService();
  const { code, stderr } = await second.exit;
  expect(code).toBe(2);
  expect(stderr.trimEnd().split('\n')).toEqual([`E_OUTBOX_LOCKED: The outbox ${outbox.dir} is in use by process ${first.child.pid} on ${JSON.parse(readFileSync(lockFile, 'utf8')).host}, since ${JSON.parse(readFileSync(lockFile, 'utf8')).since}.`]);
  expect(existsSync(inFlight)).toBe(true);

  // The first one still answers and queues.
  const base = `http://127.0.0.1:${port}`;
  const altcha = await solveProof(async () => (await fetch(`${base}/mail/challenge`)).json());
  const sent = await fetch(`${base}/mail/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...VALID, kind: 'contact', locale: 'en', altcha }) });
  expect(sent.status).toBe(200);
  expect(outbox.list('new')).toHaveLength(1);

  // Killed, it leaves its lock behind; the next process finds its holder gone and takes it over.
  first.child.kill('SIGKILL');
  await first.exit;
  expect(existsSync(lockFile)).toBe(true);
  const third = startService();
  await third.listening;
  expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: third.child.pid });

  // Stopped (SIGTERM closes the service), it gives the lock back.
  third.child.kill('SIGTERM');
  expect((await third.exit).code).toBe(0);
  expect(existsSync(lockFile)).toBe(false);
});

it('respects a lock whose holder cannot be checked (another host), and gives back only its own', () => {
  const box = createTempOutbox();
  try {
    const held = lockOutbox(path.join(box.dir, '..'));
    expect(() => lockOutbox(path.join(box.dir, '..'))).toThrow(expect.objectContaining({ code: 'E_OUTBOX_LOCKED' }));
    held.release();
    held.release();
    const file = path.join(box.dir, '..', LOCK_FILE);
    writeFileSync(file, `${JSON.stringify({ pid: 1, host: 'another-machine', since: '2026-01-01T00:00:00.000Z' })}\n`);
    expect(() => lockOutbox(path.join(box.dir, '..'), () => false)).toThrow('is in use by process 1 on another-machine, since 2026-01-01T00:00:00.000Z');
  } finally {
    box.dispose();
  }
});
