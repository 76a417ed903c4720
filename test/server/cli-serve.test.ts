import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedSite, type SharedSite } from '../helpers/built-site.js';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';
import { runInProcess, startInProcess, type InProcessServer } from '../helpers/run-cli.js';

let site: SharedSite;
// `serve` runs the contact service too; its outbox goes here, never into the project's own outbox/.
let outbox: string;
const running: ChildProcess[] = [];
const serving: InProcessServer[] = [];
beforeAll(async () => {
  site = await sharedSite();
  outbox = mkdtempSync(path.join(tmpdir(), 'fiskalis-cli-serve-outbox-'));
}, 60_000);
afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await Promise.all(serving.map((server) => server.stop()));
  site?.dispose();
  if (outbox) rmSync(outbox, { recursive: true, force: true });
});

/** The variables of a user who set only `env`: none of the server's inherited from this run (undefined removes one). */
function envWith(env: Record<string, string>): Record<string, string | undefined> {
  return { PORT: undefined, HOST: undefined, TRUST_PROXY: undefined, FORCE_COLOR: undefined, SMTP_URL: undefined, NO_COLOR: '1', OUTBOX_DIR: outbox, ...env };
}

/** The CLI in this process (cli.ts runCli): commander, the commands and their exit codes, without a process start. */
const cliRun = (args: readonly string[], env: Record<string, string> = {}) => runInProcess(args, envWith(env));

/** Starts `serve` or `start` in this process; resolves once it listens, with the URL it printed. */
async function cliServing(args: readonly string[], env: Record<string, string> = {}): Promise<{ url: string; server: InProcessServer; output: () => string }> {
  const server = startInProcess(args, envWith(env));
  serving.push(server);
  const url = await Promise.race([
    server.url,
    server.ended.then((run) => Promise.reject(new Error(`exited ${run.status}: ${run.stdout}${run.stderr}`))),
  ]);
  return { url, server, output: () => server.output().stdout + server.output().stderr };
}

/** The compiled CLI as a process (what `npm start` runs), printing where it serves. */
function compiledServing(args: readonly string[], env: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess }> {
  const clean: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', OUTBOX_DIR: outbox };
  for (const name of ['PORT', 'HOST', 'TRUST_PROXY', 'FORCE_COLOR', 'SMTP_URL']) delete clean[name];
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'bin/fiskalis-site.js'), ...args], { cwd: PROJECT_ROOT, env: { ...clean, ...env } });
  running.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Serving \S+ at (http:\/\/\S+) /.exec(output)?.[1];
      if (url) resolve({ url, child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

describe('a configuration error stops serve and start with one clear line', () => {
  it.each([
    [['serve'], { PORT: 'abc' }, 'E_CONFIG_PORT: PORT="abc" is not a port number.'],
    [['serve'], { PORT: '70000' }, 'E_CONFIG_PORT: PORT="70000" is not a port number.'],
    [['start'], { PORT: '-1' }, 'E_CONFIG_PORT: PORT="-1" is not a port number.'],
    [['serve'], { TRUST_PROXY: 'yes please' }, 'E_CONFIG_TRUST_PROXY: TRUST_PROXY="yes please" is not understood'],
    [['start'], { TRUST_PROXY: '10.0.0.0/99' }, 'E_CONFIG_TRUST_PROXY: TRUST_PROXY="10.0.0.0/99" is not understood'],
  ] as [string[], Record<string, string>, string][])('%j with %o', async (args, env, line) => {
    const run = await cliRun(args, env);
    expect(run.status).toBe(2);
    expect(run.stderr.startsWith(line)).toBe(true);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    // `start` checks its configuration before it builds.
    expect(run.stdout).toBe('');
  });

  it('says so when the output folder holds no build', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'fiskalis-empty-'));
    try {
      const run = await cliRun(['serve', '--out', empty]);
      expect([run.status, run.stderr.trimEnd().split('\n').length]).toEqual([2, 1]);
      expect(run.stderr).toMatch(/^E_SITE_NOT_BUILT: .* is not a complete build: builds\/latest\.json cannot be read \(ENOENT\)\. Run `npm run build` first/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('says so when the port is taken', async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const port = (taken.address() as { port: number }).port;
      const run = await cliRun(['serve', '--out', site.outDir], { PORT: String(port) });
      expect(run.status).toBe(2);
      expect(run.stderr).toBe(`E_SERVER_LISTEN: Cannot listen on 127.0.0.1:${port}: another program uses the port. ${'Choose a free PORT'}, or a HOST that is an address of this machine (127.0.0.1, or 0.0.0.0 for every interface).\n`);
    } finally {
      taken.close();
    }
  });
});

describe('serve and start', () => {
  // A process: the compiled CLI, and SIGTERM.
  it('serve prints the URL of an existing build on 127.0.0.1 and stops cleanly on SIGTERM', async () => {
    const { url, child } = await compiledServing(['serve', '--out', site.outDir], { PORT: '0' });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${url}/en`, { headers: { 'accept-encoding': 'br' } });
    expect([response.status, response.headers.get('content-encoding')]).toEqual([200, 'br']);
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
  });

  it('takes HOST and PORT from the environment, flags first', async () => {
    const { url, server } = await cliServing(['serve', '--out', site.outDir, '--port', '0'], { PORT: '1', HOST: '127.0.0.1' });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(url.endsWith(':1')).toBe(false);
    expect((await server.stop()).status).toBe(0);
  });

  it('warns at start, on stderr, when TRUST_PROXY=true lets any client choose its rate-limit address; not otherwise', async () => {
    const trusting = await cliServing(['serve', '--out', site.outDir], { PORT: '0', TRUST_PROXY: 'true' });
    // The warning comes before the URL, which cliServing waits for.
    expect(trusting.server.output().stderr).toContain('Warning: TRUST_PROXY=true believes X-Forwarded-For and X-Forwarded-Proto from every client');
    expect((await trusting.server.stop()).status).toBe(0);
    const listed = await cliServing(['serve', '--out', site.outDir], { PORT: '0', TRUST_PROXY: 'loopback' });
    expect((await listed.server.stop()).status).toBe(0);
    expect(listed.output()).not.toContain('Warning');
  });

  it('a second serve on the same outbox stops with one line, E_OUTBOX_LOCKED, exit 2; the first keeps serving', async () => {
    const first = await cliServing(['serve', '--out', site.outDir], { PORT: '0' });
    // The second is a process of its own, as a second service would be: the lock names the first one's process.
    const clean: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', OUTBOX_DIR: outbox, PORT: '0' };
    for (const name of ['HOST', 'TRUST_PROXY', 'FORCE_COLOR', 'SMTP_URL']) delete clean[name];
    const second = spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'bin/fiskalis-site.js'), 'serve', '--out', site.outDir], { cwd: PROJECT_ROOT, env: clean, encoding: 'utf8', timeout: 60_000 });
    expect(second.status).toBe(2);
    expect(second.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(new RegExp(`^E_OUTBOX_LOCKED: The outbox .* is in use by process ${process.pid} on .*\\. Run one service process per outbox`))]);
    expect((await fetch(`${first.url}/en`)).status).toBe(200);
    expect((await first.server.stop()).status).toBe(0);
  });

  it('start builds, then serves the new build; it answers the forms itself, so it does not warn of their origin', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'fiskalis-start-'));
    try {
      const { url, server, output } = await cliServing(['start', '--out', path.join(out, 'dist')], { PORT: '0' });
      expect(output()).toMatch(/^✔ built \d+ pages/);
      expect(output()).not.toContain('W_FORMS_SAME_ORIGIN');
      const response = await fetch(`${url}/sr/privacy`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<html lang="sr-Latn-RS">');
      expect((await server.stop()).status).toBe(0);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
