import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS, reloadOnce } from '../../site/runtime/reload-guard.js';

/** sessionStorage and location.reload as a browser tab has them, in memory. */
function stubTab(storage: Pick<Storage, 'getItem' | 'setItem'> = mapStorage()) {
  const reload = vi.fn();
  vi.stubGlobal('sessionStorage', storage);
  vi.stubGlobal('location', { pathname: '/en', reload });
  return reload;
}

function mapStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const map = new Map<string, string>();
  return { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) };
}

beforeEach(() => vi.useFakeTimers({ now: 1_700_000_000_000 }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('reloadOnce', () => {
  it('reloads a path at most once per 10 s, and another path at once', () => {
    const reload = stubTab();
    expect(reloadOnce()).toBe(true);
    expect(reloadOnce()).toBe(false);
    vi.advanceTimersByTime(RELOAD_GUARD_MS - 1);
    expect(reloadOnce()).toBe(false);
    expect(reloadOnce('/sr')).toBe(true);
    expect(reloadOnce('/en')).toBe(true);
    vi.advanceTimersByTime(RELOAD_GUARD_MS);
    expect(reloadOnce('/en')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(4);
  });

  it('never reloads when sessionStorage throws, reading or writing', () => {
    const throwing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    for (const storage of [{ getItem: throwing, setItem: throwing }, { getItem: () => null, setItem: throwing }]) {
      const reload = stubTab(storage);
      expect(reloadOnce()).toBe(false);
      expect(reload).not.toHaveBeenCalled();
    }
  });

  it('treats a broken stored entry as none', () => {
    const storage = mapStorage();
    storage.setItem('reload-guard', '{not json');
    const reload = stubTab(storage);
    expect(reloadOnce()).toBe(false);
    storage.setItem('reload-guard', JSON.stringify({ path: '/en', expires: 'soon' }));
    expect(reloadOnce()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
