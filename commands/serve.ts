import path from 'node:path';
import type { Content } from '../core/content/types.js';
import type { MailPluginOptions } from '../server/mail/types.js';
import type { ListenConfig } from '../server/types.js';
import { configOf, EXIT, type CommandIo } from './io.js';
import { reportingProblems } from './report-problems.js';
import { screenOf, SEE_ALL } from './screen.js';

export interface ServeOptions { root?: string; out: string; port?: number; host?: string }

/** Resolves when the command should stop (cli.ts: at SIGINT or SIGTERM); asked for once it serves. */
export type UntilStopped = () => Promise<unknown>;

/** HOST, PORT and TRUST_PROXY with the flags; a bad value is a ConfigError, before anything is built. */
export async function listenConfigOf(options: ServeOptions, io: CommandIo): Promise<ListenConfig> {
  const { resolveListenConfig } = await import('../server/config.js');
  return resolveListenConfig(options, io.env);
}

/** `serve`: serves the built site until stopped, then 0; 1 when the content does not load. */
export async function serve(options: ServeOptions, io: CommandIo, untilStopped: UntilStopped): Promise<number> {
  return serveWith(options, await listenConfigOf(options, io), io, untilStopped);
}

/** `serve` with its listen settings already checked (`start` checks them before it builds). */
export async function serveWith(options: ServeOptions, listen: ListenConfig, io: CommandIo, untilStopped: UntilStopped): Promise<number> {
  const config = configOf(options, io);
  let content: Content | undefined;
  const [{ loadContentCached }, { publishedContent }] = await Promise.all([import('../engine/load-content.js'), import('../pipeline/published.js')]);
  const code = await reportingProblems(config, 'text', io, screenOf(io, false, SEE_ALL.validate), () => {
    // What the build published: a locale in progress has no pages to serve or answer from.
    content = publishedContent(loadContentCached(config));
  });
  if (!content) return code;
  const mail = await mailOptionsFor(config.root, content, io);
  const { createServer, serverOptionsFor } = await import('../server/app.js');
  const { listenOn } = await import('../server/listen.js');
  const app = await createServer({
    ...serverOptionsFor(content, path.resolve(config.root, options.out)),
    trustProxy: listen.trustProxy,
    // The preview: a `build` in another terminal is served as soon as it has replaced the output folder.
    watch: true,
    // Failures the server survives (a request that failed, a build it cannot load) as JSON lines on stdout.
    logger: { level: 'warn' },
    mail,
  });
  let address: string;
  try {
    address = await listenOn(app, listen);
  } catch (error) {
    // The service holds its outbox from the start: a server that cannot listen lets it go.
    await app.close();
    throw error;
  }
  // Asked before anything is printed: a SIGTERM as soon as the URL shows closes the service (and frees its outbox).
  const stopped = untilStopped();
  const [{ trustProxyWarning }, { describeDestination }] = await Promise.all([import('../server/config.js'), import('../server/mail/config.js')]);
  const warning = trustProxyWarning(listen.trustProxy);
  if (warning) io.stderr.write(`${warning}\n`);
  io.stdout.write(`Serving ${options.out}/ at ${address} (Ctrl+C stops)\n`);
  io.stdout.write(`Contact form messages are ${describeDestination(mail.config)}\n`);
  await stopped;
  await app.close();
  return EXIT.ok;
}

/** The contact service's environment (SMTP_URL, OUTBOX_DIR, MAIL_*), checked before anything is built. */
export async function checkMailEnvironment(options: { root?: string }, io: CommandIo): Promise<void> {
  const { readMailEnvironment } = await import('../server/mail/config.js');
  readMailEnvironment(io.env, configOf(options, io).root);
}

/** The contact routes' options: the environment over site.yaml; delivery events are printed as they happen. */
async function mailOptionsFor(root: string, content: Content, io: CommandIo): Promise<MailPluginOptions> {
  const [{ resolveMailConfig }, { renderDeliveryEvent }] = await Promise.all([import('../server/mail/config.js'), import('../server/mail/outbox-report.js')]);
  return {
    content,
    config: resolveMailConfig({ env: io.env, content, root }),
    onEvent: (event) => (event.type === 'delivered' ? io.stdout : io.stderr).write(`${renderDeliveryEvent(event)}\n`),
  };
}
