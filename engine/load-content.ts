import type { ResolvedConfig } from '../core/config.js';
import type { Content } from '../core/content/types.js';
import { loadContent, type LoadOptions } from '../pipeline/load-content.js';
import { cachedValidators } from './cache/compiled-schemas.js';

/**
 * The pipeline's load → validate → i18n with the validators' code kept in the cache folder: compiling the
 * schemas is most of a fresh process's `validate`. What the commands, the build and the dev server load.
 */
export function loadContentCached(config: ResolvedConfig, options: LoadOptions = {}): Content {
  return loadContent(config, { compileValidators: cachedValidators(config.cacheDir), ...options });
}
