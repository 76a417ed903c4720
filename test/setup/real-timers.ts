/**
 * vitest setup file of the unit project, whose test files share their worker (`isolate: false`) and some of
 * which fake timers: before and after each file, a timer or clock still faked is put back and named on stderr
 * with the file. A run hung for 120 s in test/unit/contact-form-send.test.ts on a 20 ms timeout: after a
 * `vi.spyOn` of the fake `setTimeout` in test/unit/cookies.test.ts, the worker's next file started with the
 * fake one, although the file had restored the real timers (seen with the inspector attached to the worker;
 * that test now wraps the fake by hand). This would have named it at once.
 */
import { afterAll, beforeAll, expect, vi } from 'vitest';

const NAMES = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'Date', 'performance'] as const;
type Real = Record<(typeof NAMES)[number], unknown>;

// The first file of a worker loads this before any test ran: what it sees are the real ones.
const KEY = Symbol.for('fiskalis-site.test.real-timers');
const registry = globalThis as unknown as Record<symbol, Real | undefined>;
const real = (registry[KEY] ??= Object.fromEntries(NAMES.map((name) => [name, globalThis[name]])) as Real);

/** Puts back what is not the real timer or clock, and names it with `when` on stderr. */
function putBack(when: string): void {
  vi.useRealTimers();
  const left = NAMES.filter((name) => globalThis[name] !== real[name]);
  if (left.length === 0) return;
  for (const name of left) (globalThis as unknown as Record<string, unknown>)[name] = real[name];
  process.stderr.write(`${left.join(', ')} faked ${when} ${expect.getState().testPath ?? 'a test file'}; put back.\n`);
}

beforeAll(() => putBack('before'));
afterAll(() => putBack('after'));
