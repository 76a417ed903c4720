import { chromium, type Browser } from 'playwright-core';
import { ensureChromium } from './chromium.js';

/** The flags this machine needs (root, no network, no GPU); bench/runtime.ts passes the same to Lighthouse's Chromium. */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/**
 * The flags for `executablePath`: the headless shell's default font hinting differs from Chromium's on Linux
 * and changes text widths by fractions of a pixel, enough to move a line break when the web font swaps in;
 * without hinting it lays text out as `chromium` does (test/browser/fonts.test.ts).
 */
export function chromiumFlags(executablePath: string): string[] {
  return executablePath.endsWith('headless-shell') ? [...CHROMIUM_FLAGS, '--font-render-hinting=none'] : CHROMIUM_FLAGS;
}

/**
 * Headless Debian Chromium (test/helpers/chromium.ts finds or installs it). Inside a test run whose project
 * has test/setup/chromium.ts, a connection to the run's one Chromium: `close()` closes the contexts this
 * connection opened and disconnects. Elsewhere (benchmarks, scripts) a Chromium of its own (`chromium`, what
 * visitors run, not the tests' headless shell), with a fresh profile.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = await sharedEndpoint();
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: ensureChromium(), headless: true, args: CHROMIUM_FLAGS });
}

/** The endpoint test/setup/chromium.ts provides, when running inside vitest with that setup. */
async function sharedEndpoint(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  try {
    return inject('chromiumEndpoint');
  } catch {
    return undefined;
  }
}
