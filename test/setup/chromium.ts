/**
 * vitest globalSetup of the projects that drive a browser: makes sure Chromium is there (installed once, not
 * by each test file in parallel; see test/helpers/chromium.ts), then starts one Chromium for the whole run
 * and hands its endpoint to the test files (`inject('chromiumEndpoint')`). test/helpers/browser.ts
 * `launchBrowser()` connects to it; each test file opens its own contexts. Without Chromium the run stops
 * with the one line that says what to do, rather than a failure per test.
 */
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumFlags } from '../helpers/browser.js';
import { ChromiumMissing, ensureChromium } from '../helpers/chromium.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket endpoint of the run's one Chromium (playwright's `chromium.connect`). */
    chromiumEndpoint: string;
  }
}

interface Shared { server: Promise<BrowserServer>; users: number }
const KEY = Symbol.for('fiskalis-site.test.chromium');
const registry = globalThis as unknown as Record<symbol, Shared | undefined>;

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  let executablePath: string;
  try {
    executablePath = ensureChromium(undefined, { headlessShell: true });
  } catch (error) {
    if (!(error instanceof ChromiumMissing)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const shared = (registry[KEY] ??= { server: chromium.launchServer({ executablePath, headless: true, args: chromiumFlags(executablePath) }), users: 0 });
  shared.users++;
  const server = await shared.server;
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return async () => {
    if (--shared.users > 0) return;
    registry[KEY] = undefined;
    await server.close();
  };
}
