import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, serializeCookie, watchCookie, writeCookie } from '../../site/runtime/cookies.js';
import { MAX_TIMER_MS, setLongTimeout } from '../../site/runtime/long-timeout.js';

describe('serializeCookie', () => {
  it('writes Path=/, SameSite and the lifetime, Secure only on https', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    try {
      const year = 365 * 86_400;
      expect(serializeCookie('i18n_redirected', 'sr', { maxAge: year }, false)).toBe('i18n_redirected=sr; Path=/; SameSite=Lax; Max-Age=31536000; Expires=Fri, 01 Jan 2027 00:00:00 GMT');
      expect(serializeCookie('i18n_redirected', 'sr', { maxAge: year, sameSite: 'strict' }, true)).toMatch(/; SameSite=Strict; .*; Secure$/);
      expect(serializeCookie('a', 'x y;z', {}, false)).toBe('a=x%20y%3Bz; Path=/; SameSite=Lax');
      expect(serializeCookie('a', '', { maxAge: 0, secure: false }, true)).toMatch(/Max-Age=0; Expires=.*GMT$/);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('readCookie', () => {
  it('finds a cookie by exact name and decodes it', () => {
    expect(readCookie('a', 'ab=1; a=x%20y; b=2')).toBe('x y');
    expect(readCookie('a', 'a=%E0%A4%A')).toBe('%E0%A4%A');
    expect(readCookie('c', 'a=1')).toBeUndefined();
  });
});

describe('setLongTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never arms a timer longer than 2147483647 ms, and re-arms until the whole delay has passed', () => {
    // The delays armed, noted by a wrapper of the fake setTimeout put back by hand: vitest restores a vi.spyOn
    // after the file, when the real timers are back, and so put the fake back (test/setup/real-timers.ts).
    const fake = globalThis.setTimeout;
    const delays: number[] = [];
    globalThis.setTimeout = ((handler: () => void, delay?: number) => (delays.push(delay ?? 0), fake(handler, delay))) as typeof setTimeout;
    try {
      const fired = vi.fn();
      const year = 365 * 86_400_000;
      setLongTimeout(fired, year);
      expect(Math.max(...delays)).toBe(MAX_TIMER_MS);
      vi.advanceTimersByTime(year - 1);
      expect(fired).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(fired).toHaveBeenCalledTimes(1);
      expect(delays.every((delay) => delay <= MAX_TIMER_MS)).toBe(true);
    } finally {
      globalThis.setTimeout = fake;
    }
  });

  it('can be cancelled, also after re-arming', () => {
    const fired = vi.fn();
    const cancel = setLongTimeout(fired, MAX_TIMER_MS * 2);
    vi.advanceTimersByTime(MAX_TIMER_MS + 5);
    cancel();
    vi.advanceTimersByTime(MAX_TIMER_MS * 2);
    expect(fired).not.toHaveBeenCalled();
  });
});

describe('watchCookie', () => {
  /** document.cookie as a browser keeps it: writes set or expire one cookie, reads list them all. */
  function stubDocument() {
    const jar = new Map<string, { value: string; expires: number }>();
    vi.stubGlobal('location', { protocol: 'http:' });
    vi.stubGlobal('document', {
      get cookie() {
        return [...jar].filter(([, c]) => c.expires > Date.now()).map(([name, c]) => `${name}=${c.value}`).join('; ');
      },
      set cookie(text: string) {
        const [pair = '', ...attributes] = text.split('; ');
        const maxAge = attributes.find((a) => a.startsWith('Max-Age='));
        const name = pair.slice(0, pair.indexOf('='));
        jar.set(name, { value: pair.slice(pair.indexOf('=') + 1), expires: maxAge ? Date.now() + Number(maxAge.slice(8)) * 1000 : Infinity });
      },
    });
  }

  beforeEach(() => {
    vi.useFakeTimers();
    stubDocument();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('tells every listener of the page each new value once, and when the cookie expires', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stop = watchCookie('choice', first);
    watchCookie('choice', second);
    writeCookie('choice', 'en', { maxAge: 60 });
    writeCookie('choice', 'en', { maxAge: 60 });
    expect(first.mock.calls).toEqual([['en']]);
    expect(second.mock.calls).toEqual([['en']]);
    stop();
    writeCookie('choice', 'sr', { maxAge: 30 * 86_400 });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenLastCalledWith('sr');
    // 30 days outlive one timer (24.8 days): the expiry is still noticed, on time.
    vi.advanceTimersByTime(30 * 86_400_000 - 1);
    expect(second).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(second).toHaveBeenLastCalledWith(undefined);
    writeCookie('choice', 'me');
    removeCookie('choice');
    expect(second.mock.calls.slice(-2)).toEqual([['me'], [undefined]]);
  });

  it('announces writes to other tabs on the BroadcastChannel "cookies"', async () => {
    const other = new BroadcastChannel('cookies');
    const heard = new Promise((resolve) => (other.onmessage = (event) => resolve(event.data)));
    writeCookie('theme', 'dark');
    vi.useRealTimers();
    await expect(heard).resolves.toBe('theme');
    other.close();
  });
});
