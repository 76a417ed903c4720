import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type Server } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createFixtureSite, PROJECT_ROOT, type FixtureSite } from '../helpers/fixture-site.js';
import { eventually } from '../helpers/dev-server.js';
import { runInProcess, startInProcess, type InProcessServer } from '../helpers/run-cli.js';

const EN = 'content/messages/en.yaml';
const running: InProcessServer[] = [];
const fixtures: FixtureSite[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});
afterAll(() => {
  for (const fixture of fixtures) fixture.dispose();
});

function fixture(): FixtureSite {
  const site = createFixtureSite();
  fixtures.push(site);
  return site;
}

interface Running {
  /** Stops the dev server as SIGINT does (cli.ts stops on SIGINT and SIGTERM alike). */
  stop(): void;
  readonly exit: Promise<number | null>;
  output(): string;
}

/** The CLI in this process (cli.ts runCli), with none of the listen and mail variables inherited from this run. */
function cli(args: readonly string[], env: Record<string, string> = {}): Running {
  const server = startInProcess(args, { PORT: undefined, HOST: undefined, FORCE_COLOR: undefined, API_BASE_URL: undefined, SMTP_URL: undefined, OUTBOX_DIR: undefined, ...env });
  running.push(server);
  const output = () => server.output().stdout + server.output().stderr;
  return { stop: () => void server.stop(), exit: server.ended.then((run) => run.status), output };
}

/** The URL the dev server prints once it listens. */
async function urlOf(run: Running): Promise<string> {
  return eventually(async () => {
    const url = /Dev server at (http:\/\/\S+) /.exec(run.output())?.[1];
    if (!url) throw new Error(`no URL yet: ${run.output()}`);
    return url;
  }, 45_000);
}

const positionLine = (p: { position: { file: string; line: number; column: number }; code: string; message: string }) => `${p.position.file}:${p.position.line}:${p.position.column}  ${p.code}  ${p.message}`;

describe('dev', () => {
  it('prints content problems as validate does, keeps serving, says when they are fixed, and stops on SIGINT (here its stand-in) with 0', { timeout: 90_000 }, async () => {
    const site = fixture();
    const run = cli(['dev', '--root', site.root, '--port', '0']);
    const url = await urlOf(run);
    expect((await fetch(`${url}/en`)).status).toBe(200);

    const good = site.read(EN);
    site.write(EN, good.replace('  menu: "Menu"', '  menu: "Menu'));
    const problems = site.load().problems;
    expect(problems.length).toBeGreaterThan(0);
    // The watcher reports the change by itself; no request is needed.
    await eventually(async () => {
      for (const p of problems) expect(run.output()).toContain(positionLine(p));
    });
    const page = await fetch(`${url}/en`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="dev-content-problems"');

    site.write(EN, good);
    await eventually(async () => expect(run.output()).toContain('✔ content problems fixed'));
    expect(await (await fetch(`${url}/en`)).text()).not.toContain('id="dev-content-problems"');

    // A renamed group: every key of it is missing in the other locales and extra there. The terminal gets
    // the summary and a screenful, and where to see every one.
    const printed = run.output().length;
    site.write(EN, good.replace(/^privacy:/m, 'privacyOld:'));
    const many = site.load().problems.length;
    await eventually(async () => expect(run.output().slice(printed)).toMatch(/ more problems not shown; run `npm run validate -- --all` to see every one\n/));
    const report = run.output().slice(printed);
    expect(report.startsWith('Problems by file and code:\n')).toBe(true);
    expect(report).toContain(`✖ ${many} problems in `);

    run.stop();
    expect(await run.exit).toBe(0);
  });

  it('starts with broken content: prints the problems and answers with the overlay until the file is fixed', { timeout: 90_000 }, async () => {
    const site = fixture();
    const good = site.read(EN);
    site.write(EN, good.replace('  menu: "Menu"', '  menu: "Menu'));
    const [problem] = site.load().problems;
    const run = cli(['dev', '--root', site.root, '--port', '0']);
    const url = await urlOf(run);
    expect(run.output()).toContain(positionLine(problem!));
    const broken = await fetch(`${url}/en`);
    expect(broken.status).toBe(500);
    expect(await broken.text()).toContain(`${problem!.position.file}:${problem!.position.line}:${problem!.position.column}`);
    site.write(EN, good);
    const fixed = await fetch(`${url}/en`);
    expect(fixed.status).toBe(200);
    expect(await fixed.text()).toContain('<html lang="en-US">');
  });

  it('refuses a port in use with E_SERVER_LISTEN and a bad port with a usage error, both exit 2', { timeout: 60_000 }, async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    try {
      const port = (blocker.address() as { port: number }).port;
      const inUse = cli(['dev', '--port', String(port)]);
      expect(await inUse.exit).toBe(2);
      expect(inUse.output()).toContain(`E_SERVER_LISTEN: Cannot listen on 127.0.0.1:${port}: another program uses the port.`);
    } finally {
      blocker.close();
    }
    const bad = cli(['dev', '--port', 'abc']);
    expect(await bad.exit).toBe(2);
    expect(bad.output()).toContain('Use a port number from 0 to 65535.');
  });

  it('runs the contact service on a temporary outbox: says so at start, prints each accepted message, removes the outbox on exit', { timeout: 90_000 }, async () => {
    const site = fixture();
    // Never the outbox `serve` uses: the dev server would take its lock, and remove it on exit.
    const run = cli(['dev', '--root', site.root, '--port', '0'], { OUTBOX_DIR: path.join(site.root, 'outbox') });
    const url = await urlOf(run);
    const [, postsTo, outbox] = /^Forms post to (\S+): messages are kept in (\S+)\/ \(no SMTP_URL\), a temporary outbox removed on exit$/m.exec(run.output()) ?? [];
    expect(postsTo).toBe(`${url}/mail/send`);
    expect(outbox!.startsWith(tmpdir())).toBe(true);
    expect(existsSync(path.join(outbox!, 'new'))).toBe(true);

    const challenge = await fetch(`${url}/mail/challenge`);
    expect(challenge.status).toBe(200);
    expect(((await challenge.json()) as { parameters: { algorithm: string } }).parameters.algorithm).toBe('PBKDF2/SHA-256');
    // The form as a browser without JavaScript posts it: no proof of work, the page's origin named.
    const form = new URLSearchParams({ name: 'Marko Marković', email: 'marko@example.me', phoneNumber: '+382 67 123 456', kind: 'contact', locale: 'en', page: '/en' });
    const sent = await fetch(`${url}/mail/send`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url }, body: form });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/en/answer.html#mail-sent');
    const file = /^mail: kept (\S+\.eml)$/m.exec(run.output())?.[1];
    expect(path.dirname(file!)).toBe(path.join(outbox!, 'new'));
    expect(readFileSync(file!, 'utf8')).toMatch(/^Reply-To: .*<marko@example.me>\r?$/m);
    expect(existsSync(path.join(site.root, 'outbox'))).toBe(false);

    run.stop();
    expect(await run.exit).toBe(0);
    expect(existsSync(outbox!)).toBe(false);
  });

  it('with API_BASE_URL, serves pages that post there and runs no contact service', { timeout: 90_000 }, async () => {
    const site = fixture();
    const run = cli(['dev', '--root', site.root, '--port', '0'], { API_BASE_URL: 'https://api.example.test' });
    const url = await urlOf(run);
    expect(run.output()).toContain('Forms post to https://api.example.test/mail/send (API_BASE_URL); no contact service runs here');
    expect(await (await fetch(`${url}/en`)).text()).toContain('action="https://api.example.test/mail/send"');
    expect((await fetch(`${url}/mail/challenge`)).status).toBe(404);
    expect((await fetch(`${url}/mail/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(405);
  });

  it('refuses a bad SMTP_URL before it listens, with E_CONFIG_SMTP_URL and exit 2', async () => {
    const run = cli(['dev', '--port', '0'], { SMTP_URL: 'mail.example.com' });
    expect(await run.exit).toBe(2);
    expect(run.output()).toContain('E_CONFIG_SMTP_URL: SMTP_URL="mail.example.com" is not an smtp:// or smtps:// URL with a host.');
    expect(run.output()).not.toContain('Dev server at');
  });

  it('documents in --help the flags docs/commands.md lists', async () => {
    const run = await runInProcess(['dev', '--help']);
    expect(run.status).toBe(0);
    const commandsDoc = readFileSync(path.join(PROJECT_ROOT, 'docs/commands.md'), 'utf8');
    const usage = /node bin\/fiskalis-site\.js dev (.*)/.exec(commandsDoc)![1]!;
    const flags = [...usage.matchAll(/--[a-z]+/g)].map((m) => m[0]);
    expect(flags.sort()).toEqual(['--host', '--open', '--port', '--root']);
    for (const flag of flags) expect(run.stdout).toMatch(new RegExp(`^ {2}${flag}\\b`, 'm'));
    expect(run.stdout).toContain('(default: PORT, else 5173)');
  });
});
