import { chromium, type Browser } from 'playwright-core';
import { ensureChromium } from './chromium.js';

/** The flags this machine needs (root, no network, no GPU); bench/runtime.ts passes the same to Lighthouse's Chromium. */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/**
 * Headless Debian Chromium (test/helpers/chromium.ts finds or installs it). Inside a test run whose project
 * has test/setup/chromium.ts, a connection to the run's one Chromium: `close()` closes the contexts this
 * connection opened and disconnects. Elsewhere (benchmarks, scripts) a Chromium of its own, with a fresh profile.
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
