import type { ResolvedConfig } from '../../core/config.js';
import type { DrawingFile } from '../../site/drawings/types.js';
import type { RenderedArt } from '../../pipeline/render/site-art.js';
import { readKeyedEntry, writeKeyedEntry } from './cache-files.js';
import { codeIdentityOf, type CodeIdentity } from './code-identity.js';
import { validatedKey } from './validate-result.js';

/**
 * The site's drawings and icon sprite (pipeline/render/site-art.ts), kept between builds. Drawing them with
 * React was the largest part of a build with warm caches, and they change only with the content or the code.
 * The key is `validate`'s (validate-result.ts): every content and schema file, the compiled CLI's fingerprint
 * (every source file it was made of, the drawings' among them), the installed packages (React, the typeface)
 * and Node's version. So, like `validate`'s answer, nothing is kept for the TypeScript sources run by tsx.
 */
export function cachedSiteArt(config: ResolvedConfig, draw: () => RenderedArt, code: CodeIdentity | undefined = codeIdentityOf(import.meta.url)): RenderedArt {
  const key = validatedKey(config, code);
  if (!key || !config.cacheDir) return draw();
  const kept = readKeyedEntry<KeptArt>(config.cacheDir, FOLDER, config.root, `${RECIPE}\0${key}`);
  if (kept && isKeptArt(kept)) return fromKept(kept);
  const art = draw();
  writeKeyedEntry(config.cacheDir, FOLDER, config.root, `${RECIPE}\0${key}`, JSON.stringify(toKept(art)));
  return art;
}

/** Bump when the entry's shape changes. */
const RECIPE = 'art-1';
const FOLDER = 'art';

/** The art as JSON: the files as text (SVG), the maps as entries. */
interface KeptArt {
  readonly files: [string, string][];
  readonly drawings: [string, [string, DrawingFile][]][];
  readonly iconSprite: string;
}

function toKept(art: RenderedArt): KeptArt {
  const decoder = new TextDecoder();
  return {
    files: [...art.files].map(([file, bytes]) => [file, decoder.decode(bytes)]),
    drawings: [...art.art.drawings].map(([id, perLocale]) => [id, [...perLocale]]),
    iconSprite: art.art.iconSprite,
  };
}

function fromKept(kept: KeptArt): RenderedArt {
  const encoder = new TextEncoder();
  return {
    files: new Map(kept.files.map(([file, text]) => [file, encoder.encode(text)])),
    art: { drawings: new Map(kept.drawings.map(([id, perLocale]) => [id, new Map(perLocale)])), iconSprite: kept.iconSprite },
  };
}

function isKeptArt(value: unknown): value is KeptArt {
  const kept = value as Partial<KeptArt> | null;
  return typeof kept === 'object' && kept !== null && Array.isArray(kept.files) && Array.isArray(kept.drawings) && typeof kept.iconSprite === 'string';
}
