/**
 * What a build changes without a content or code change: its id (a hash of every input) and the hashed names
 * of assets that embed it. `diff` masks both, so a change that alters only them is no change.
 */

/** A hashed asset name: Vite's `name-[hash].ext` and the drawings' and sprite's `name.[hash].svg` (8 characters). */
const HASHED_ASSET = /(\/assets\/[\w/.-]*?[.-])([\w-]{8})(\.(?:svg|css|js|woff2|png|webp|avif|jpg))/g;

/** The text with the build id and every hashed asset name masked. */
export function maskBuild(text: string, buildId: string): string {
  const masked = text.replace(HASHED_ASSET, '$1[hash]$3');
  return buildId ? masked.replaceAll(buildId, '[build]') : masked;
}

/** An asset URL as its masked name and its hash ('' when it has none): the hash is what its content is. */
export function maskedAsset(src: string): { name: string; hash: string } {
  const match = new RegExp(HASHED_ASSET.source).exec(src);
  if (!match) return { name: src, hash: '' };
  return { name: src.replace(match[0], `${match[1]}[hash]${match[3]}`), hash: match[2]! };
}
