#!/usr/bin/env -S npx tsx
// The door: registers the commands of commands/ with commander and ends the process with their exit code.
// Runs compiled (bin/fiskalis-site.js) or with tsx. Each command loads its own modules on demand, so
// `--version` and `validate` never pay for React or Vite.
import { pathToFileURL } from 'node:url';
import { Command, Option } from 'commander';
import { build } from './commands/build.js';
import { checkLinks } from './commands/check-links.js';
import { dev } from './commands/dev.js';
import { DIFF_FORMATS } from './commands/diff/describe.js';
import { registerI18n } from './commands/i18n/register.js';
import { EXIT, exitCodeOf, processIo, type CommandIo } from './commands/io.js';
import { allOption, formatOption, hostOption, outOption, portOption, rootOption, targetOption } from './commands/options.js';
import { outboxList, outboxRequeue, outboxShow } from './commands/outbox.js';
import { serve, type UntilStopped } from './commands/serve.js';
import { start } from './commands/start.js';
import { validate } from './commands/validate.js';
// Imported rather than read beside this file: the compiled CLI runs from another folder.
import pkg from './package.json' with { type: 'json' };

/** The exit code, and whether the process ends at once (a server stopped, a usage error) or once its work is done. */
export interface CliRun { readonly code: number; readonly endNow: boolean }

/** Runs a command line (argv as process.argv: node, script, arguments) with `io` for its output and environment. */
export async function runCli(argv: readonly string[], io: CommandIo, untilStopped: UntilStopped): Promise<CliRun> {
  let code: number = EXIT.ok;
  let endNow = false;
  const server = (exit: number) => ((endNow = true), (code = exit));
  const program = new Command().name('fiskalis-site').description(pkg.description).version(pkg.version).showHelpAfterError().exitOverride();
  if (io.stdout !== process.stdout) program.configureOutput({ writeOut: (text) => io.stdout.write(text), writeErr: (text) => io.stderr.write(text) });

  program.command('validate').description('check all content (YAML syntax, schemas, cross-file rules, ICU messages) and report every problem')
    .addOption(rootOption()).addOption(formatOption()).addOption(allOption())
    .action(async (options) => { code = await validate(options, io); });
  program.command('build').description('validate, then render every page and write the site into the output folder atomically')
    .addOption(rootOption()).addOption(formatOption()).addOption(outOption()).addOption(targetOption())
    .option('--render-record <file>', 'also write what every page rendered of the content (for diff) to this file, relative to the project root, outside the output folder; without it the build notes nothing')
    .action(async (options) => { code = await build(options, io); });
  program.command('serve').description('serve a built site for preview (clean URLs, localized 404 pages, root redirect, _headers)')
    .addOption(rootOption()).addOption(outOption()).addOption(portOption()).addOption(hostOption())
    .action(async (options) => { server(await serve(options, io, untilStopped)); });
  program.command('start').description('build, then serve the result')
    .addOption(rootOption()).addOption(formatOption()).addOption(outOption()).addOption(portOption()).addOption(hostOption())
    .action(async (options) => { server(await start(options, io, untilStopped)); });
  program.command('check-links').description('check the links of the built site: pages, assets and #fragments (offline; --external also checks outside links)')
    .addOption(rootOption()).addOption(formatOption()).addOption(outOption())
    .option('--external', 'also request links that leave the site (needs the network)')
    .action(async (options) => { code = await checkLinks(options, io); });
  program.command('diff').description('build two versions of the site (each with its own code and content, never into dist/) and report what changed per page and locale, and which pages each changed message or value reaches')
    .addOption(rootOption())
    .option('--base <ref>', 'git ref of the version before (default: where HEAD left the default branch)')
    .option('--head <ref>', 'git ref of the version after (default: the working tree, uncommitted changes included)')
    .addOption(new Option('--format <format>', 'report format').choices(DIFF_FORMATS).default('text'))
    .option('--screenshots <dir>', 'also picture each changed section before and after at 390 and 1440 px, with its changed pixels marked, into this folder (Chromium)')
    // Loaded when run: the comparison's modules (an HTML parser, a text diff) are not every command's start-up.
    .action(async (options) => { code = await (await import('./commands/diff.js')).diff(options, io); });
  registerI18n(program, io, (exit) => (code = exit));
  program.command('dev').description('dev server: renders each page from the current content and components when asked; saving content, a schema, a component or a stylesheet updates the open pages; content problems show over the page')
    .addOption(rootOption()).addOption(portOption(5173)).addOption(hostOption())
    .option('--open', 'open the site in the default browser')
    .action(async (options) => { server(await dev(options, io, untilStopped)); });
  const outbox = program.command('outbox').description("the contact service's outbox (OUTBOX_DIR, default outbox/): list, show and re-queue messages");
  outbox.command('list').description('list the messages of new/ (waiting, or kept: no SMTP_URL), cur/ (delivered), failed/ and spam/')
    .addOption(rootOption()).addOption(new Option('--folder <folder>', 'only this folder').choices(['new', 'cur', 'failed', 'spam']))
    .action(async (options) => { code = await outboxList(options, io); });
  outbox.command('show').description('show one message: its headers and text (--raw: the file as written, RFC 5322)')
    .argument('<name>', 'the file name, or its start (the date part) or its id').addOption(rootOption()).option('--raw', 'print the .eml file as it is')
    .action(async (name: string, options) => { code = await outboxShow(name, options, io); });
  outbox.command('requeue').description('move failed messages (or the named ones, also from spam/) back into new/ for delivery')
    .argument('[names...]', 'messages to re-queue; all of failed/ when none is named').addOption(rootOption())
    .action(async (names: string[], options) => { code = await outboxRequeue(names, options, io); });
  try {
    await program.parseAsync(argv);
    return { code, endNow };
  } catch (error) {
    const exit = exitCodeOf(error, io);
    if (exit === undefined) throw error;
    return { code: exit, endNow: true };
  }
}

/**
 * The CLI: tsx cli.ts runs it, the compiled bundle is started by bin/fiskalis-site.js; a test imports runCli. Not
 * awaited at the top level: in the compiled CLI, a chunk loaded on demand may import code bundled with this
 * module, and would wait forever for a module that is itself waiting for it.
 */
export function main(): void {
  const untilStopped = () => new Promise((resolve) => ['SIGINT', 'SIGTERM'].forEach((signal) => process.once(signal, resolve)));
  void runCli(process.argv, processIo(), untilStopped).then(({ code, endNow }) => (endNow ? process.exit(code) : (process.exitCode = code)));
}
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
