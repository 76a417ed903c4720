/**
 * Finds the Chromium the browser tests, the screenshots and bench/runtime.ts drive (Debian's packages, no
 * browser download; CHROMIUM_PATH overrides). The tests ask for Debian's `chromium-headless-shell` (the same
 * Chromium built as the headless shell Playwright itself runs headless tests on; about a third less CPU per
 * test file than `chromium`, see docs/decisions/0022-tests-on-the-headless-shell.md) and take `chromium` when
 * the shell is not installed; the screenshots and Lighthouse take `chromium`, what visitors run. When neither
 * is there it installs both the way `playwright install --with-deps` installs system packages: as root,
 * `apt-get update` then `apt-get install -y chromium chromium-headless-shell`. Where that cannot work (not
 * root, no apt-get, an explicit CHROMIUM_PATH) it stops with one line that names the command to run.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const PACKAGES = ['chromium', 'chromium-headless-shell'];
export const INSTALL_COMMAND = `sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}`;

export interface ChromiumHost {
  readonly env: NodeJS.ProcessEnv;
  isExecutable(file: string): boolean;
  readonly isRoot: boolean;
  readonly hasApt: boolean;
  /** Runs a command to completion; its output is returned, not printed. */
  run(command: string, args: readonly string[]): { ok: boolean; output: string };
  log(line: string): void;
}

/** An error whose message is the whole report: one line, no stack. */
export class ChromiumMissing extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChromiumMissing';
    this.stack = message;
  }
}

/**
 * The path of a runnable Chromium, installing Debian's packages first if needed and possible; with
 * `headlessShell`, the headless shell when it is installed.
 */
export function ensureChromium(host: ChromiumHost = systemHost(), { headlessShell = false } = {}): string {
  const explicit = host.env.CHROMIUM_PATH;
  if (!explicit && headlessShell && host.isExecutable(HEADLESS_SHELL)) return HEADLESS_SHELL;
  const file = explicit || DEFAULT_CHROMIUM;
  if (host.isExecutable(file)) return file;
  if (explicit) throw new ChromiumMissing(`CHROMIUM_PATH=${explicit} is not an executable file: point it at Chromium, or unset it and run \`${INSTALL_COMMAND}\``);
  if (!host.isRoot || !host.hasApt) throw new ChromiumMissing(`Chromium is missing (${DEFAULT_CHROMIUM}): run \`${INSTALL_COMMAND}\`, or set CHROMIUM_PATH to a Chromium binary`);
  host.log(`Chromium is missing: installing Debian's ${PACKAGES.join(' and ')} (apt-get update && apt-get install -y ${PACKAGES.join(' ')})…`);
  for (const args of [['update'], ['install', '-y', ...PACKAGES]]) {
    const result = host.run('apt-get', args);
    if (!result.ok) throw new ChromiumMissing(`apt-get ${args.join(' ')} failed (${lastLine(result.output)}): run \`${INSTALL_COMMAND}\``);
  }
  if (!host.isExecutable(file)) throw new ChromiumMissing(`apt-get installed chromium but ${file} is missing: set CHROMIUM_PATH to the Chromium binary`);
  return headlessShell && host.isExecutable(HEADLESS_SHELL) ? HEADLESS_SHELL : file;
}

function systemHost(): ChromiumHost {
  return {
    env: process.env,
    isExecutable: (file) => {
      try {
        accessSync(file, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    },
    isRoot: process.getuid?.() === 0,
    hasApt: spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0,
    run: (command, args) => {
      const result = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
      return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}` };
    },
    log: (line) => console.log(line),
  };
}

function lastLine(output: string): string {
  return output.trim().split('\n').at(-1)?.trim() || 'no output';
}
