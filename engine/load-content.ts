import type { ResolvedConfig } from '../core/config.js';
import type { Content } from '../core/content/types.js';
import { loadContent, type LoadOptions } from '../pipeline/load-content.js';
import { loadContentByLocale, type ContentByLocale } from '../pipeline/load-by-locale.js';
import { cachedValidators } from './cache/compiled-schemas.js';
import { createParseCache } from './cache/parse-cache.js';

/**
 * The pipeline's load → validate → i18n with its two costliest steps kept in the cache folder: the YAML
 * parses of the files an edit left alone (parsing is most of a `validate` after an edit) and the validators'
 * code (compiling the schemas is most of a fresh process's `validate`). What the commands, the build and
 * the dev server load (the dev server passes its own in-memory `parse`).
 */
export function loadContentCached(config: ResolvedConfig, options: LoadOptions = {}): Content {
  return loadContent(config, cachedOptions(config, options));
}

/** `loadContentByLocale` with the same caches: the dev server's load, where a locale's problems stay its own. */
export function loadContentByLocaleCached(config: ResolvedConfig, options: LoadOptions = {}): ContentByLocale {
  return loadContentByLocale(config, cachedOptions(config, options));
}

function cachedOptions(config: ResolvedConfig, options: LoadOptions): LoadOptions {
  return { parse: createParseCache(config.root, config.cacheDir), compileValidators: cachedValidators(config.cacheDir), ...options };
}
