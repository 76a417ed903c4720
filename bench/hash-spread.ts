/**
 * How much a page's brotli size moves with nothing but its hashes: the build id and the content hashes in
 * asset names change with every source change, and brotli at quality 11 answers a changed 8- or 12-character
 * string with other block splits and context models, ±25 bytes on a home page (2026-11-26). A budget test
 * therefore needs that much slack to stay green across unrelated commits; this prints it.
 */
import { weightOf } from '../test/helpers/page-weight.js';

// The build id in the app configuration, and the hash in `assets/<name>-<hash>.<ext>`, `<id>.<hash>.svg` and the sprite's `icons.<hash>.svg#name`.
const HASHES = /("buildId":")([0-9a-f]{12})(")|([-.])([A-Za-z0-9_-]{8})(\.(?:js|css|svg|woff2)["#])/g;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Brotli sizes of `html` with its hashes redrawn `draws` times (a fixed seed, so the figures repeat): min, median, max. */
export function hashSpread(html: string, draws = 100): { min: number; median: number; max: number } {
  let seed = 0x9e3779b9;
  const next = () => ((seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32);
  const draw = (length: number, alphabet: string) => Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
  const sizes: number[] = [];
  for (let i = 0; i < draws; i++) {
    const redrawn = new Map<string, string>();
    const again = (hash: string, alphabet: string) => redrawn.get(hash) ?? redrawn.set(hash, draw(hash.length, alphabet)).get(hash)!;
    const variant = html.replace(HASHES, (...m: string[]) =>
      m[2] ? `${m[1]}${again(m[2], '0123456789abcdef')}${m[3]}` : `${m[4]}${again(m[5]!, ALPHABET)}${m[6]}`);
    sizes.push(weightOf(variant).brotli);
  }
  sizes.sort((a, b) => a - b);
  return { min: sizes[0]!, median: sizes[sizes.length >> 1]!, max: sizes[sizes.length - 1]! };
}
