import { build, type BuildOptions } from './build.js';
import { EXIT, type CommandIo } from './io.js';
import { checkMailEnvironment, listenConfigOf, serveWith, type ServeOptions, type UntilStopped } from './serve.js';

export type StartOptions = BuildOptions & ServeOptions;

/** `start`: builds, then serves the result until stopped; the build's exit code when it fails. */
export async function start(options: StartOptions, io: CommandIo, untilStopped: UntilStopped): Promise<number> {
  const listen = await listenConfigOf(options, io);
  await checkMailEnvironment(options, io);
  const built = await build(options, io);
  if (built !== EXIT.ok) return built;
  return serveWith(options, listen, io, untilStopped);
}
