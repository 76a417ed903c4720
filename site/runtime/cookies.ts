/**
 * The page's cookies: read, write, remove and watch. Watching tells every listener when a cookie's value
 * changes, whoever changed it: another island on this page (synchronously), another tab of the site (a
 * BroadcastChannel message, and cookieStore change events where the browser has them, which also see
 * server Set-Cookie headers), or the expiry of a cookie this page wrote (a timer, capped and re-armed by
 * setLongTimeout). Listeners hear each distinct value once, however many of those paths report it.
 */
import { setLongTimeout } from './long-timeout.js';

export interface CookieOptions {
  /** Lifetime in seconds; omitted: a session cookie. */
  readonly maxAge?: number;
  /** Default '/', so every page of the site sees the cookie. */
  readonly path?: string;
  readonly sameSite?: 'lax' | 'strict' | 'none';
  /** Default: on https pages only (a Secure cookie written on http is dropped by the browser). */
  readonly secure?: boolean;
}

type Listener = (value: string | undefined) => void;

/** The value of cookie `name`, decoded, or undefined. A value that is not valid percent-encoding reads as written. */
export function readCookie(name: string, source: string = document.cookie): string | undefined {
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The `document.cookie` string that sets a cookie with these options. */
export function serializeCookie(name: string, value: string, options: CookieOptions, https: boolean): string {
  const { maxAge, path = '/', sameSite = 'lax', secure = https } = options;
  let cookie = `${name}=${encodeURIComponent(value)}; Path=${path}; SameSite=${sameSite[0]!.toUpperCase()}${sameSite.slice(1)}`;
  // Expires as well as Max-Age: the same lifetime for the rare browser that knows only the older attribute.
  if (maxAge !== undefined) cookie += `; Max-Age=${Math.round(maxAge)}; Expires=${new Date(Date.now() + maxAge * 1000).toUTCString()}`;
  return secure ? `${cookie}; Secure` : cookie;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  document.cookie = serializeCookie(name, value, options, location.protocol === 'https:');
  expiries.get(name)?.();
  expiries.delete(name);
  if (options.maxAge !== undefined && options.maxAge > 0) expiries.set(name, setLongTimeout(() => noticeChange(name), options.maxAge * 1000));
  announce(name);
}

export function removeCookie(name: string, options: Omit<CookieOptions, 'maxAge'> = {}): void {
  writeCookie(name, '', { ...options, maxAge: 0 });
}

/** Calls `listener` with the new value (undefined: gone) whenever cookie `name` changes; returns an unwatch function. */
export function watchCookie(name: string, listener: Listener): () => void {
  listenChannels();
  if (!listeners.has(name)) lastSeen.set(name, readCookie(name));
  const set = listeners.get(name) ?? new Set<Listener>();
  listeners.set(name, set.add(listener));
  return () => void set.delete(listener);
}

const listeners = new Map<string, Set<Listener>>();
const lastSeen = new Map<string, string | undefined>();
const expiries = new Map<string, () => void>();
let channel: BroadcastChannel | undefined;

/** Tells this page's listeners (now) and other tabs (by message) that a cookie may have changed. */
function announce(name: string): void {
  noticeChange(name);
  openChannel()?.postMessage(name);
}

/** Re-reads the cookie and calls its listeners if the value differs from the one they last heard. */
function noticeChange(name: string): void {
  const set = listeners.get(name);
  if (!set) return;
  const value = readCookie(name);
  if (lastSeen.get(name) === value) return;
  lastSeen.set(name, value);
  for (const listener of [...set]) listener(value);
}

function openChannel(): BroadcastChannel | undefined {
  if (!channel && typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel('cookies');
    channel.onmessage = (event: MessageEvent) => typeof event.data === 'string' && noticeChange(event.data);
  }
  return channel;
}

let listening = false;

function listenChannels(): void {
  if (listening) return;
  listening = true;
  openChannel();
  const store = (globalThis as { cookieStore?: EventTarget }).cookieStore;
  store?.addEventListener('change', (event) => {
    const { changed = [], deleted = [] } = event as Event & { changed?: { name: string }[]; deleted?: { name: string }[] };
    for (const cookie of [...changed, ...deleted]) noticeChange(cookie.name);
  });
}
