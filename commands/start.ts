import { build, type BuildOptions } from './build.js';
import { EXIT, type CommandIo } from './io.js';
import { checkMailEnvironment, listenConfigOf, serveWith, type ServeOptions, type UntilStopped } from './serve.js';

export type StartOptions = BuildOptions & ServeOptions;

/** `start`: builds, then serves the result until stopped; the build's exit code when it fails. */
export async function start(options: StartOptions, io: CommandIo, untilStopped: UntilStopped): Promise<number> {
  const listen = await listenConfigOf(options, io);
  await checkMailEnvironment(options, io);
  // Built for the server that serves it, which answers the forms too: no host files, no warning about them.
  const built = await build({ ...options, target: 'server' }, io);
  if (built !== EXIT.ok) return built;
  return serveWith(options, listen, io, untilStopped);
}
