/**
 * vitest setup file of the `fast` project, whose test files share their worker (`isolate: false`) and some of
 * which fake timers: before and after each file, a timer or clock still faked is put back and the file that
 * left it named on stderr. A run hung for 120 s in test/unit/contact-form-send.test.ts on a 20 ms timeout:
 * test/unit/cookies.test.ts had spied on the fake `setTimeout` (`vi.spyOn`), and after each file, once its
 * hooks have run, vitest restores every spy (`vi.restoreAllMocks()` in its runner), which put the fake back
 * for the worker's next file (seen with the inspector attached to the hung worker). That test now wraps the
 * fake by hand; this names such a leak at once instead of a hang.
 */
import { afterAll, beforeAll, expect, vi } from 'vitest';

const NAMES = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'Date', 'performance'] as const;

/** Kept for the worker: the real timers and clock, and its last test file (a fake put back after a file's hooks shows only before the next). */
interface WorkerTimers { readonly real: Record<(typeof NAMES)[number], unknown>; lastFile?: string }

// The first file of a worker loads this before any test ran: what it sees are the real ones.
const KEY = Symbol.for('fiskalis-site.test.real-timers');
const registry = globalThis as unknown as Record<symbol, WorkerTimers | undefined>;
const worker = (registry[KEY] ??= { real: Object.fromEntries(NAMES.map((name) => [name, globalThis[name]])) as WorkerTimers['real'] });

/** Puts back what is not the real timer or clock, and names the file that left it on stderr. */
function putBack(): void {
  vi.useRealTimers();
  const left = NAMES.filter((name) => globalThis[name] !== worker.real[name]);
  if (left.length === 0) return;
  for (const name of left) (globalThis as unknown as Record<string, unknown>)[name] = worker.real[name];
  process.stderr.write(`${left.join(', ')} still faked after ${worker.lastFile ?? 'a test file'}; put back.\n`);
}

beforeAll(putBack);
afterAll(() => {
  worker.lastFile = expect.getState().testPath;
  putBack();
});
