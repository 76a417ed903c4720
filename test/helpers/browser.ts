import { chromium, type Browser } from 'playwright-core';
import { ensureChromium } from './chromium.js';

/** The flags this machine needs (root, no network, no GPU); bench/runtime.ts passes the same to Lighthouse's Chromium. */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/** Headless Debian Chromium (test/helpers/chromium.ts finds or installs it); Playwright gives it a fresh profile. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: ensureChromium(), headless: true, args: CHROMIUM_FLAGS });
}
