import { describe, expect, it } from 'vitest';
import { ChromiumMissing, DEFAULT_CHROMIUM, ensureChromium, HEADLESS_SHELL, INSTALL_COMMAND, type ChromiumHost } from '../helpers/chromium.js';

/** A machine where `installed` files exist and apt-get, when run, installs Chromium (or fails). */
function machine(options: { installed?: string[]; env?: NodeJS.ProcessEnv; isRoot?: boolean; hasApt?: boolean; aptFails?: boolean } = {}) {
  const files = new Set(options.installed ?? []);
  const ran: string[] = [];
  const logged: string[] = [];
  const host: ChromiumHost = {
    env: options.env ?? {},
    isExecutable: (file) => files.has(file),
    isRoot: options.isRoot ?? true,
    hasApt: options.hasApt ?? true,
    run: (command, args) => {
      ran.push([command, ...args].join(' '));
      if (options.aptFails) return { ok: false, output: 'E: Unable to locate package chromium\n' };
      if (args[0] === 'install') for (const file of [DEFAULT_CHROMIUM, HEADLESS_SHELL]) files.add(file);
      return { ok: true, output: '' };
    },
    log: (line) => logged.push(line),
  };
  return { host, ran, logged };
}

/** The report a failed setup shows: the error's whole text. */
function failure(host: ChromiumHost, options: { headlessShell?: boolean } = {}): string {
  try {
    ensureChromium(host, options);
  } catch (error) {
    expect(error).toBeInstanceOf(ChromiumMissing);
    return (error as Error).stack!;
  }
  throw new Error('expected ensureChromium to fail');
}

describe('ensureChromium', () => {
  it('uses the Chromium that is there and runs nothing', () => {
    const { host, ran } = machine({ installed: [DEFAULT_CHROMIUM] });
    expect(ensureChromium(host)).toBe(DEFAULT_CHROMIUM);
    expect(ran).toEqual([]);
  });

  it('as root with apt, installs Debian\'s chromium and its headless shell as playwright install --with-deps would', () => {
    const { host, ran, logged } = machine();
    expect(ensureChromium(host)).toBe(DEFAULT_CHROMIUM);
    expect(ran).toEqual(['apt-get update', 'apt-get install -y chromium chromium-headless-shell']);
    expect(logged).toHaveLength(1);
    const tests = machine();
    expect(ensureChromium(tests.host, { headlessShell: true })).toBe(HEADLESS_SHELL);
    expect(tests.ran).toEqual(['apt-get update', 'apt-get install -y chromium chromium-headless-shell']);
  });

  it('gives the tests the headless shell when it is installed, and chromium when only that is', () => {
    const both = machine({ installed: [DEFAULT_CHROMIUM, HEADLESS_SHELL] });
    expect(ensureChromium(both.host, { headlessShell: true })).toBe(HEADLESS_SHELL);
    expect(ensureChromium(both.host)).toBe(DEFAULT_CHROMIUM);
    const full = machine({ installed: [DEFAULT_CHROMIUM] });
    expect(ensureChromium(full.host, { headlessShell: true })).toBe(DEFAULT_CHROMIUM);
    expect([...both.ran, ...full.ran]).toEqual([]);
    // CHROMIUM_PATH wins over the shell.
    expect(ensureChromium(machine({ installed: [HEADLESS_SHELL, '/opt/chrome'], env: { CHROMIUM_PATH: '/opt/chrome' } }).host, { headlessShell: true })).toBe('/opt/chrome');
  });

  it.each([
    ['not root', { isRoot: false }],
    ['without apt-get', { hasApt: false }],
  ])('%s: stops with one line that names the command', (_name, options) => {
    const { host, ran } = machine(options);
    const report = failure(host);
    expect(report.split('\n')).toHaveLength(1);
    expect(report).toContain(INSTALL_COMMAND);
    expect(ran).toEqual([]);
  });

  it('reports a failed apt-get in one line', () => {
    const report = failure(machine({ aptFails: true }).host);
    expect(report).toBe(`apt-get update failed (E: Unable to locate package chromium): run \`${INSTALL_COMMAND}\``);
  });

  it('honours CHROMIUM_PATH and never installs over it', () => {
    expect(ensureChromium(machine({ installed: ['/opt/chrome'], env: { CHROMIUM_PATH: '/opt/chrome' } }).host)).toBe('/opt/chrome');
    const { host, ran } = machine({ env: { CHROMIUM_PATH: '/opt/missing' } });
    expect(failure(host)).toMatch(/^CHROMIUM_PATH=\/opt\/missing is not an executable file/);
    expect(ran).toEqual([]);
  });
});
