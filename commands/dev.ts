import { configOf, EXIT, shownPath, useColor, type CommandIo } from './io.js';
import { screenOf, SEE_ALL } from './screen.js';
import type { UntilStopped } from './serve.js';

export interface DevOptions { root?: string; port?: number; host?: string; open?: boolean }

/** `dev`: the dev server until stopped; content problems are printed as `validate` prints them, and it keeps serving. */
export async function dev(options: DevOptions, io: CommandIo, untilStopped: UntilStopped): Promise<number> {
  const config = configOf(options, io);
  // Its own default port (Vite's), so the dev server and `serve` can run side by side.
  const { resolveListenConfig } = await import('../server/config.js');
  const listen = resolveListenConfig({ host: options.host, port: options.port ?? (io.env.PORT ? undefined : 5173) }, io.env);
  const { prepareDevForms } = await import('./dev-forms.js');
  const forms = prepareDevForms(config.root, io);
  try {
    const devServer = await import('../dev/index.js');
    let previous: import('../dev/index.js').ContentSnapshot | undefined;
    const server = await devServer.startDevServer({
      config, host: listen.host, port: listen.port, ...forms.server,
      onContent: (snapshot) => {
        const text = devServer.renderContentEvent(snapshot, previous, config.root, useColor(io), screenOf(io, false, SEE_ALL.validate));
        previous = snapshot;
        if (text) io.stdout.write(`${text}\n`);
      },
      onError: (error) => io.stderr.write(`${error.stack ?? error.message}\n`),
    });
    io.stdout.write(`${devServer.renderStarted(server.url, shownPath(io, config.root))}\n`);
    io.stdout.write(`${forms.describe(server.url)}\n`);
    if (options.open) devServer.openInBrowser(server.url);
    await untilStopped();
    await server.close();
    return EXIT.ok;
  } finally {
    forms.dispose();
  }
}
