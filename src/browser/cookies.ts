/** Cookies of the page, read and written as the browser stores them (document.cookie). */

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
