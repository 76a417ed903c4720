#!/usr/bin/env -S npx tsx
// Runs compiled (bin/fiskalis-site.js) or with tsx. Only what every command needs is imported here: each
// command loads its own modules on demand, so `--version` and `validate` never pay for React or Vite.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Command, InvalidArgumentError, Option } from 'commander';
import pc from 'picocolors';
import type { BuildResult } from './generator/build.js';
import { resolveConfig, type ResolvedConfig } from './generator/config.js';
import type { Content } from './generator/content/types.js';
import type { ContentSummary } from './generator/pipeline.js';
import { ConfigError, ContentProblems, OutputError, UsageError } from './generator/errors/problem.js';
import { FORMATS, type ReportFormat } from './generator/report/formats.js';
import type { MailPluginOptions } from './server/mail/types.js';
import type { ListenConfig } from './server/types.js';
// Imported rather than read beside this file: the compiled CLI runs from another folder.
import pkg from './package.json' with { type: 'json' };

const EXIT = { ok: 0, content: 1, usage: 2 } as const;

interface CommonOptions { root?: string; format: ReportFormat }
interface BuildOptions extends CommonOptions { out: string }
interface ServeOptions { root?: string; out: string; port?: number; host?: string }

/** Colour only on a terminal, never when NO_COLOR is set (no-color.org), always with FORCE_COLOR. */
function useColor(stream: NodeJS.WriteStream): boolean {
  if (process.env.NO_COLOR) return false;
  if (process.env.FORCE_COLOR && process.env.FORCE_COLOR !== '0') return true;
  return Boolean(stream.isTTY);
}

const green = (text: string) => pc.createColors(useColor(process.stdout)).green(text);

function configOf(options: { root?: string }): ResolvedConfig {
  return resolveConfig(options.root ? { root: options.root } : {});
}

/** Runs a content-consuming step; on content problems prints them in the chosen format and returns exit 1. */
async function reportingProblems(config: ResolvedConfig, format: ReportFormat, step: () => Promise<void> | void): Promise<number> {
  try {
    await step();
    return EXIT.ok;
  } catch (error) {
    if (!(error instanceof ContentProblems)) throw error;
    const { renderProblems } = await import('./generator/report/index.js');
    const sources = new Map<string, string>();
    for (const p of error.problems) {
      if (sources.has(p.position.file)) continue;
      // A file that cannot be read (E_FILE_MISSING, E_FILE_READ) gets no code frame.
      const source = readSource(path.join(config.root, p.position.file));
      if (source !== undefined) sources.set(p.position.file, source);
    }
    process.stdout.write(`${renderProblems(error.problems, format, { color: useColor(process.stdout), sources })}\n`);
    return EXIT.content;
  }
}

async function showValidate(options: CommonOptions): Promise<number> {
  const started = performance.now();
  const config = configOf(options);
  const show = (summary: ContentSummary) => {
    if (options.format === 'json') process.stdout.write('[]\n');
    else if (options.format === 'text') {
      const ms = Math.round(performance.now() - started);
      process.stdout.write(`${green(`✔ content valid: ${summary.files} files, ${summary.locales} locales, ${summary.messages} messages, ${summary.sections} sections, ${summary.packages} packages (${ms} ms)`)}\n`);
    }
  };
  // Content seen valid before, byte for byte, with the same code: that run's answer (problems are never kept).
  const { readValidated, recordValidated, validatedKey } = await import('./generator/validate/result-cache.js');
  const key = validatedKey(config);
  const known = key === undefined ? undefined : readValidated(config, key);
  if (known) return (show(known), EXIT.ok);
  const { loadContent, summarize } = await import('./generator/pipeline.js');
  return reportingProblems(config, options.format, () => {
    const summary = summarize(loadContent(config));
    // Kept only when no input changed while it was checked.
    if (key !== undefined && validatedKey(config) === key) recordValidated(config, key, summary);
    show(summary);
  });
}

async function showBuild(options: BuildOptions): Promise<number> {
  const started = performance.now();
  const config = configOf(options);
  let result: BuildResult | undefined;
  let code: number;
  try {
    code = await reportingProblems(config, options.format, async () => {
      // Loaded on demand: React, Vite and the page tree cost seconds that `validate` should not pay. React
      // picks its build when first loaded; the production one renders three to five times faster.
      process.env.NODE_ENV ??= 'production';
      const { buildSite } = await import('./generator/build.js');
      result = await buildSite(config, { outDir: options.out, ...apiBaseOverride() });
    });
  } catch (error) {
    // A full disk: one line, and the build did not happen (exit 1); the previous site is untouched.
    if (!(error instanceof OutputError)) throw error;
    process.stderr.write(`${error.code}: ${error.message} ${error.hint}\n`);
    return EXIT.content;
  }
  if (result && options.format === 'text') {
    const pages = result.pages.length;
    const ms = Math.round(performance.now() - started);
    const where = path.relative(process.cwd(), result.outDir) || '.';
    process.stdout.write(`${green(`✔ built ${pages} pages, ${result.fileCount} files into ${where}/ (${result.written.written} written, ${result.written.unchanged} unchanged${result.written.removed ? `, ${result.written.removed} removed` : ''}; build ${result.build.id}, ${ms} ms)`)}\n`);
  }
  return code;
}

/** HOST, PORT and TRUST_PROXY with the flags; a bad value is a ConfigError, before anything is built. */
async function listenConfigOf(options: ServeOptions): Promise<ListenConfig> {
  const { resolveListenConfig } = await import('./server/config.js');
  return resolveListenConfig(options, process.env);
}

/** Serves the built site until SIGINT/SIGTERM; returns an exit code only when it cannot start. */
async function serve(options: ServeOptions, listen: ListenConfig): Promise<number | undefined> {
  const config = configOf(options);
  let content: Content | undefined;
  const { loadContent } = await import('./generator/pipeline.js');
  const code = await reportingProblems(config, 'text', () => {
    content = loadContent(config);
  });
  if (!content) return code;
  const mail = await mailOptionsFor(config.root, content);
  const { createServer, serverOptionsFor } = await import('./server/app.js');
  const { listenOn } = await import('./server/listen.js');
  const app = await createServer({
    ...serverOptionsFor(content, path.resolve(config.root, options.out)),
    trustProxy: listen.trustProxy,
    // The preview: a `build` in another terminal is served as soon as it has replaced the output folder.
    watch: true,
    // Failures the server survives (a request that failed, a build it cannot load) as JSON lines on stdout.
    logger: { level: 'warn' },
    mail,
  });
  const address = await listenOn(app, listen);
  // Before anything is printed: a SIGTERM as soon as the URL shows closes the service (and frees its outbox).
  const stop = () => void app.close().then(() => process.exit(EXIT.ok));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const { trustProxyWarning } = await import('./server/config.js');
  const warning = trustProxyWarning(listen.trustProxy);
  if (warning) process.stderr.write(`${warning}\n`);
  process.stdout.write(`Serving ${options.out}/ at ${address} (Ctrl+C stops)\n`);
  await showMailDestination(mail);
  return undefined;
}

/** API_BASE_URL: the origin of POST /mail/send for this build, instead of content/site.yaml's api.baseUrl. */
function apiBaseOverride(): { apiBaseUrl?: string } {
  const value = process.env.API_BASE_URL;
  if (value === undefined) return {};
  if (!/^(https?:\/\/[^/?#@\s]+)?$/.test(value)) throw new UsageError(`API_BASE_URL="${value}" is not an origin; use one like https://api.fiskalis.me (no path, no trailing slash), or an empty value for the site's own.`);
  return { apiBaseUrl: value };
}

/** The contact service's environment (SMTP_URL, OUTBOX_DIR, MAIL_*), checked before anything is built. */
async function checkMailEnvironment(options: { root?: string }): Promise<void> {
  const { readMailEnvironment } = await import('./server/mail/config.js');
  readMailEnvironment(process.env, configOf(options).root);
}

/** The contact routes' options: the environment over site.yaml; delivery events are printed as they happen. */
async function mailOptionsFor(root: string, content: Content): Promise<MailPluginOptions> {
  const [{ resolveMailConfig }, { renderDeliveryEvent }] = await Promise.all([import('./server/mail/config.js'), import('./server/mail/outbox-report.js')]);
  return {
    content,
    config: resolveMailConfig({ env: process.env, content, root }),
    onEvent: (event) => (event.type === 'delivered' ? process.stdout : process.stderr).write(`${renderDeliveryEvent(event)}\n`),
  };
}

async function showMailDestination(mail: MailPluginOptions): Promise<void> {
  const { describeDestination } = await import('./server/mail/config.js');
  process.stdout.write(`Contact form messages are ${describeDestination(mail.config)}\n`);
}

interface OutboxOptions { root?: string }

/** The outbox `serve` writes into: OUTBOX_DIR relative to the project root, or outbox/. */
async function outboxDirFor(options: OutboxOptions): Promise<string> {
  const { outboxDirOf } = await import('./server/mail/config.js');
  return outboxDirOf(process.env, path.resolve(options.root ?? '.'));
}

/** A folder as a person would type it here: relative inside the current folder, absolute elsewhere. */
function shownPath(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative === '' ? '.' : relative.startsWith('..') ? dir : relative;
}

async function showOutboxList(options: OutboxOptions & { folder?: string }): Promise<void> {
  const [{ listOutbox, MESSAGE_FOLDERS }, { renderOutboxList }] = await Promise.all([import('./server/mail/inspect.js'), import('./server/mail/outbox-report.js')]);
  const folders = options.folder === undefined ? MESSAGE_FOLDERS : MESSAGE_FOLDERS.filter((f) => f === options.folder);
  if (folders.length === 0) throw new UsageError(`--folder ${options.folder} is not a folder of the outbox; use one of: ${MESSAGE_FOLDERS.join(', ')}.`);
  const dir = await outboxDirFor(options);
  process.stdout.write(`${renderOutboxList(shownPath(dir), await listOutbox(dir, folders))}\n`);
}

async function showOutboxMessage(name: string, options: OutboxOptions & { raw?: boolean }): Promise<void> {
  const [{ showMessage }, { renderMessage, renderRawForTerminal }] = await Promise.all([import('./server/mail/inspect.js'), import('./server/mail/outbox-report.js')]);
  const dir = await outboxDirFor(options);
  const shown = await showMessage(dir, name);
  // The bytes as written when piped or redirected; on a terminal, no control character gets through.
  if (options.raw) process.stdout.write(process.stdout.isTTY ? renderRawForTerminal(shown.raw) : shown.raw);
  else process.stdout.write(`${renderMessage(shownPath(dir), shown)}\n`);
}

async function showRequeue(names: string[], options: OutboxOptions): Promise<void> {
  const [{ requeueMessages }, { renderRequeued }] = await Promise.all([import('./server/mail/inspect.js'), import('./server/mail/outbox-report.js')]);
  process.stdout.write(`${renderRequeued(await requeueMessages(await outboxDirFor(options), names))}\n`);
}

function readSource(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function parseFormat(value: string): ReportFormat {
  if (!(FORMATS as readonly string[]).includes(value)) throw new InvalidArgumentError(`Use one of: ${FORMATS.join(', ')}.`);
  return value as ReportFormat;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('Use a port number from 0 to 65535.');
  return port;
}

const rootOption = () => new Option('--root <dir>', 'project folder holding content/ and schema/');
const formatOption = () => new Option('--format <format>', `problem output: ${FORMATS.join(', ')}`).default('text').argParser(parseFormat);
const outOption = () => new Option('--out <dir>', 'output folder, relative to the project root').default('dist');
const portOption = () => new Option('--port <port>', 'port to listen on (default: PORT, else 3000)').argParser(parsePort);
const hostOption = () => new Option('--host <host>', 'address to listen on (default: HOST, else 127.0.0.1)');

const program = new Command().name('fiskalis-site').description(pkg.description).version(pkg.version).showHelpAfterError().exitOverride();

program
  .command('validate')
  .description('check all content (YAML syntax, schemas, cross-file rules, ICU messages) and report every problem')
  .addOption(rootOption())
  .addOption(formatOption())
  .action(async (options: CommonOptions) => {
    process.exitCode = await showValidate(options);
  });

program
  .command('build')
  .description('validate, then render every page and write the site into the output folder atomically')
  .addOption(rootOption())
  .addOption(formatOption())
  .addOption(outOption())
  .action(async (options: BuildOptions) => {
    process.exitCode = await showBuild(options);
  });

program
  .command('serve')
  .description('serve a built site for preview (clean URLs, localized 404 pages, root redirect, _headers)')
  .addOption(rootOption())
  .addOption(outOption())
  .addOption(portOption())
  .addOption(hostOption())
  .action(async (options: ServeOptions) => {
    const code = await serve(options, await listenConfigOf(options));
    if (code !== undefined) process.exit(code);
  });

program
  .command('start')
  .description('build, then serve the result')
  .addOption(rootOption())
  .addOption(formatOption())
  .addOption(outOption())
  .addOption(portOption())
  .addOption(hostOption())
  .action(async (options: BuildOptions & ServeOptions) => {
    const listen = await listenConfigOf(options);
    await checkMailEnvironment(options);
    const built = await showBuild(options);
    if (built !== EXIT.ok) process.exit(built);
    const code = await serve(options, listen);
    if (code !== undefined) process.exit(code);
  });

program
  .command('check-links')
  .description('check the links of the built site: pages, assets and #fragments (offline; --external also checks outside links)')
  .addOption(rootOption())
  .addOption(formatOption())
  .addOption(outOption())
  .option('--external', 'also request links that leave the site (needs the network)')
  .action(async (options: BuildOptions & { external?: boolean }) => {
    const { showCheckLinks } = await import('./generator/links/show-links.js');
    const run = await showCheckLinks({ root: configOf(options).root, out: options.out, external: Boolean(options.external), format: options.format, color: useColor(process.stdout) });
    process.stdout.write(run.output);
    process.exitCode = run.code;
  });

const i18n = program
  .command('i18n')
  .description('report the translations per locale (keys, missing, extra, argument mismatches, untranslated, same as the reference, island bytes); exit 1 on problems')
  .addOption(rootOption())
  .addOption(formatOption())
  .addOption(new Option('--out <dir>', 'built site whose payloads give the island bytes, relative to the project root').default('dist'))
  .action(async (options: BuildOptions) => {
    const { showTranslations } = await import('./generator/i18n/show-i18n.js');
    const run = showTranslations({ config: configOf(options), out: options.out, format: options.format, color: useColor(process.stdout) });
    process.stdout.write(run.output);
    process.exitCode = run.code;
  });

i18n
  .command('add')
  .description('scaffold a new locale: its message file (every message marked untranslated), its site.yaml entry and its code; prints the steps left')
  .argument('<code>', 'the locale code: two or three lowercase letters (de, hr)')
  .addOption(rootOption())
  .option('--label <text>', "name in the language switcher (default: the language's own name)")
  .option('--lang <tag>', 'BCP 47 tag for <html lang>, dates and plurals (default: the code)')
  .option('--hreflang <tag>', 'hreflang of the alternates (default: language-COUNTRY)')
  .option('--og-locale <tag>', 'og:locale (default: language_COUNTRY)')
  .option('--prefix <prefix>', 'URL prefix (default: /<code>)')
  .option('--market <id>', "pricing market of content/packages.yaml (default: the default locale's)")
  .option('--country <CC>', "country whose phone numbers the forms take without a country code (default: the tag's region)")
  .action(async (code: string, _options: unknown, command: Command) => {
    const { showAddLocale } = await import('./generator/i18n/show-add-locale.js');
    // commander gives --root to `i18n`, which has the same option, wherever it is written.
    const { root, format: _format, out: _out, ...request } = command.optsWithGlobals<{ root?: string; format?: string; out?: string; label?: string; lang?: string; hreflang?: string; ogLocale?: string; prefix?: string; market?: string; country?: string }>();
    process.stdout.write(showAddLocale(configOf({ root }), { code, ...request }, useColor(process.stdout)));
  });

interface DevOptions { root?: string; port?: number; host?: string; open?: boolean }

/** The dev server until SIGINT/SIGTERM: content problems are printed as `validate` prints them, and it keeps serving. */
async function showDev(options: DevOptions): Promise<void> {
  const config = configOf(options);
  // Its own default port (Vite's), so the dev server and `serve` can run side by side.
  const { resolveListenConfig } = await import('./server/config.js');
  const listen = resolveListenConfig({ host: options.host, port: options.port ?? (process.env.PORT ? undefined : 5173) }, process.env);
  const dev = await import('./dev/index.js');
  let previous: import('./dev/index.js').ContentSnapshot | undefined;
  const server = await dev.startDevServer({
    config, host: listen.host, port: listen.port, ...apiBaseOverride(),
    onContent: (snapshot) => {
      const text = dev.renderContentEvent(snapshot, previous, config.root, useColor(process.stdout));
      previous = snapshot;
      if (text) process.stdout.write(`${text}\n`);
    },
    onError: (error) => process.stderr.write(`${error.stack ?? error.message}\n`),
  });
  process.stdout.write(`${dev.renderStarted(server.url, shownPath(config.root))}\n`);
  if (options.open) dev.openInBrowser(server.url);
  const stop = () => void server.close().then(() => process.exit(EXIT.ok));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

program
  .command('dev')
  .description('dev server: renders each page from the current content and components when asked; saving content, a schema, a component or a stylesheet updates the open pages; content problems show over the page')
  .addOption(rootOption())
  .addOption(new Option('--port <port>', 'port to listen on (default: PORT, else 5173)').argParser(parsePort))
  .addOption(hostOption())
  .option('--open', 'open the site in the default browser')
  .action(showDev);

const outbox = program
  .command('outbox')
  .description("the contact service's outbox (OUTBOX_DIR, default outbox/): list, show and re-queue messages");
outbox
  .command('list')
  .description('list the messages of new/ (waiting, or kept: no SMTP_URL), cur/ (delivered), failed/ and spam/')
  .addOption(rootOption())
  .addOption(new Option('--folder <folder>', 'only this folder').choices(['new', 'cur', 'failed', 'spam']))
  .action(showOutboxList);
outbox
  .command('show')
  .description('show one message: its headers and text (--raw: the file as written, RFC 5322)')
  .argument('<name>', 'the file name, or its start (the date part) or its id')
  .addOption(rootOption())
  .option('--raw', 'print the .eml file as it is')
  .action(showOutboxMessage);
outbox
  .command('requeue')
  .description('move failed messages (or the named ones, also from spam/) back into new/ for delivery')
  .argument('[names...]', 'messages to re-queue; all of failed/ when none is named')
  .addOption(rootOption())
  .action(showRequeue);

// Not awaited at the top level: in the compiled CLI, a chunk loaded on demand may import code bundled with
// this module, and would wait forever for a module that is itself waiting for it.
program.parseAsync(process.argv).catch(exitOnError);

function exitOnError(error: unknown): void {
  const { code, exitCode } = error as { code?: string; exitCode?: number };
  // commander.help with a non-zero exit code is the help shown for a missing command: a usage error.
  if (code === 'commander.helpDisplayed' || code === 'commander.version' || (code === 'commander.help' && exitCode === 0)) process.exit(EXIT.ok);
  if (code?.startsWith('commander.')) process.exit(EXIT.usage);
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.code}: ${error.message} ${error.hint}\n`);
    process.exit(EXIT.usage);
  }
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(EXIT.usage);
  }
  throw error;
}
