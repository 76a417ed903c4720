import { renderToStaticMarkup } from 'react-dom/server';
import { iconSprite } from '../../src/components/Icon.js';
import { logoSymbol } from '../../src/components/Logo.js';
import { DRAWINGS } from '../../src/drawings/index.js';
import type { Drawing, SiteArt } from '../../src/drawings/types.js';
import type { Content } from '../content/types.js';
import { contentHash, renderDrawingFiles } from './drawing-files.js';

/** The image files pages refer to instead of carrying their markup, and the URLs pages are given. */
export interface RenderedArt {
  /** Path under dist/ → bytes: the drawings and the icon sprite, all content-hashed under assets/. */
  readonly files: ReadonlyMap<string, Uint8Array>;
  readonly art: SiteArt;
}

/**
 * Drawings and icons leave the pages: each drawing becomes its own hashed .svg file (drawing-files.ts) and
 * the icons and the logo one sprite, `assets/icons.<hash>.svg`. Pure: the files join the build's others and the write
 * stage writes them with the pages. `drawings` is the registry (src/drawings/index.ts) unless a test says.
 */
export function renderSiteArt(content: Content, drawings: readonly Drawing[] = DRAWINGS): RenderedArt {
  const rendered = renderDrawingFiles(content, drawings);
  const sprite = new TextEncoder().encode(renderToStaticMarkup(iconSprite(logoSymbol(content.site.brand.name))));
  const spriteFile = `assets/icons.${contentHash(sprite)}.svg`;
  const files = new Map(rendered.files);
  files.set(spriteFile, sprite);
  return { files, art: { drawings: rendered.byId, iconSprite: `/${spriteFile}` } };
}
