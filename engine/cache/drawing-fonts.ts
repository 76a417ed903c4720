import { createHash } from 'node:crypto';
import path from 'node:path';
import { readCacheFile, writeCacheFile } from './cache-files.js';
import { DRAWING_FONT_RECIPE, drawingFontStyle, type DrawingFontStyle } from '../../pipeline/render/drawing-font.js';

/**
 * drawingFontStyle with its answers kept in `cacheDir`: subsetting Inter for every drawing file would be
 * most of a build with warm caches, and a drawing's text rarely changes. Keyed by the characters and weights and by the source faces and settings (DRAWING_FONT_RECIPE),
 * so an entry is never for another subset. Without a cache folder every subset is made again.
 */
export function cachedDrawingFontStyle(cacheDir: string | undefined): DrawingFontStyle {
  if (!cacheDir) return drawingFontStyle;
  return (text) => {
    const key = createHash('sha256')
      .update(`${DRAWING_FONT_RECIPE}\0${[...text.codePoints].sort((a, b) => a - b).join(',')}\0${[...text.weights].sort((a, b) => a - b).join(',')}`)
      .digest('hex')
      .slice(0, 32);
    const file = path.join(cacheDir, `${key}.css`);
    const kept = readCacheFile(file);
    if (kept) return kept.toString('utf8');
    const style = drawingFontStyle(text);
    writeCacheFile(file, style);
    return style;
  };
}
