import path from 'node:path';
import type { Plugin } from 'vite';
import type { StyleBundle } from '../../pipeline/render/page-styles.js';

/** The id of a bundle's virtual entry: `virtual:fiskalis-styles/<name>.css`. */
export const STYLE_BUNDLE_PREFIX = 'virtual:fiskalis-styles/';

/**
 * Vite's entries for the stylesheet bundles: each is a virtual stylesheet that @imports its modules in cascade
 * order, which Vite inlines, minifies and writes as one hashed file. Nothing is written to disk; the
 * modules are the sources under site/, so a bundle changes exactly when one of its modules does.
 */
export function styleBundlesPlugin(root: string, bundles: readonly StyleBundle[]): Plugin {
  const byId = new Map(bundles.map((b) => [`${STYLE_BUNDLE_PREFIX}${b.name}.css`, b]));
  return {
    name: 'fiskalis-style-bundles',
    // `\0`: a virtual module, which no other plugin loads and the asset cache does not hash as a file.
    resolveId: (id) => (byId.has(id) ? `\0${id}` : undefined),
    load(id) {
      const bundle = id.startsWith('\0') ? byId.get(id.slice(1)) : undefined;
      return bundle?.modules.map((m) => `@import ${JSON.stringify(path.join(root, m))};`).join('\n');
    },
  };
}
