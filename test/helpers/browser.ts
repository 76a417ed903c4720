import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { ensureChromium } from './chromium.js';

/** The flags this machine needs (root, no network, no GPU); bench/runtime.ts passes the same to Lighthouse's Chromium. */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/**
 * The flags for `executablePath`: the headless shell's default font hinting differs from Chromium's on Linux
 * and changes text widths by fractions of a pixel, enough to move a line break when the web font swaps in;
 * without hinting it lays text out as `chromium` does (test/browser/fonts.test.ts).
 */
function chromiumFlags(executablePath: string): string[] {
  return executablePath.endsWith('headless-shell') ? [...CHROMIUM_FLAGS, '--font-render-hinting=none'] : CHROMIUM_FLAGS;
}

/**
 * Headless Debian Chromium (test/helpers/chromium.ts finds or installs it). Inside a test run whose project
 * has test/setup/chromium.ts: the worker's one Chromium, the headless shell the setup found, started at the
 * first call and stopped with the worker; what this gives is that browser, except that `close()` closes only
 * the contexts opened through it, so the worker's next test file starts with none. Elsewhere (benchmarks,
 * scripts) a Chromium of its own (`chromium`, what visitors run, not the tests' headless shell), with a
 * fresh profile.
 *
 * One Chromium per worker rather than one per run: a browser shared through Playwright's server relayed
 * every test's protocol through vitest's main process (bench/results/2026-11-27-test-suite-4.md).
 */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = await setupChromium();
  if (!executablePath) return chromium.launch({ executablePath: ensureChromium(), headless: true, args: CHROMIUM_FLAGS });
  workerBrowser ??= chromium.launch({ executablePath, headless: true, args: chromiumFlags(executablePath) });
  return lease(await workerBrowser);
}

let workerBrowser: Promise<Browser> | undefined;

/** The worker's browser as a test file's own: the contexts (and pages) it opens are closed by its `close()`. */
function lease(browser: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const newContext: Browser['newContext'] = async (options) => {
    const context = await browser.newContext(options);
    opened.add(context);
    return context;
  };
  const own: Partial<Browser> = {
    newContext,
    newPage: async (options) => (await newContext(options)).newPage(),
    close: async () => {
      await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
      opened.clear();
    },
  };
  return new Proxy(browser, {
    get(target, property, receiver) {
      if (property in own) return own[property as keyof Browser];
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The Chromium test/setup/chromium.ts found, when running inside vitest with that setup. */
async function setupChromium(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  try {
    return inject('chromiumPath');
  } catch {
    return undefined;
  }
}
