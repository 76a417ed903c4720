import { renderToStaticMarkup } from 'react-dom/server';
import { iconSprite } from '../../site/components/Icon.js';
import { logoSymbol } from '../../site/components/Logo.js';
import { DRAWINGS } from '../../site/drawings/index.js';
import type { Drawing, DrawingFile, SiteArt } from '../../site/drawings/types.js';
import type { Content } from '../../core/content/types.js';
import { DRAWINGS_DIR } from '../../core/page-files.js';
import { contentHash, drawSvg, fileStemsOf, renderDrawingFiles } from './drawing-files.js';
import type { DrawingFontStyle } from './drawing-font.js';

/** The image files pages refer to instead of carrying their markup, and the URLs pages are given. */
export interface RenderedArt {
  /** Path under dist/ → bytes: the drawings and the icon sprite, all content-hashed under assets/. */
  readonly files: ReadonlyMap<string, Uint8Array>;
  readonly art: SiteArt;
}

/**
 * Drawings and icons leave the pages: each drawing becomes its own hashed .svg file (drawing-files.ts) and
 * the icons and the logo one sprite, `assets/icons.<hash>.svg`. Pure: the files join the build's others and the write
 * stage writes them with the pages. `drawings` is the registry (site/drawings/index.ts) unless a test says;
 * `fontStyle` makes the Inter subsets the drawings carry (the engine passes one that keeps them).
 */
export function renderSiteArt(content: Content, drawings: readonly Drawing[] = DRAWINGS, fontStyle?: DrawingFontStyle): RenderedArt {
  const rendered = renderDrawingFiles(content, drawings, fontStyle);
  const sprite = renderSprite(content);
  const spriteFile = `assets/icons.${contentHash(sprite)}.svg`;
  const files = new Map(rendered.files);
  files.set(spriteFile, sprite);
  return { files, art: { drawings: rendered.byId, iconSprite: `/${spriteFile}` } };
}

/** The site's art for the dev server: the URLs pages need now, each file drawn when it is asked for. */
export interface LazyArt {
  readonly art: SiteArt;
  /** The bytes of the file at `path` under dist/ (`assets/drawings/hero.en.<version>.svg`); undefined if none. */
  file(path: string): Uint8Array | undefined;
}

/**
 * The dev server's art: the same drawings and sprite as renderSiteArt, named by `version` (the dev build
 * id) instead of their content, so a page can be rendered without drawing them first. Every content
 * edit is a new version, and drawing all of them before each page was most of the time from a save to the
 * updated page (React's development build draws slowly). A file is drawn once per version, when first asked for.
 */
export function planSiteArt(content: Content, version: string, drawings: readonly Drawing[] = DRAWINGS): LazyArt {
  const draw = new Map<string, () => Uint8Array>();
  const byId = new Map<string, ReadonlyMap<string, DrawingFile>>();
  for (const drawing of drawings) {
    const perLocale = new Map<string, DrawingFile>();
    for (const [code, { stem, locale }] of fileStemsOf(content, drawing)) {
      const file = `${DRAWINGS_DIR}${stem}.${version}.svg`;
      draw.set(file, () => drawSvg(drawing, content, locale));
      perLocale.set(code, { url: `/${file}`, width: drawing.width, height: drawing.height });
    }
    byId.set(drawing.id, perLocale);
  }
  const spriteFile = `assets/icons.${version}.svg`;
  draw.set(spriteFile, () => renderSprite(content));
  const drawn = new Map<string, Uint8Array>();
  return {
    art: { drawings: byId, iconSprite: `/${spriteFile}` },
    file(path) {
      const cached = drawn.get(path);
      if (cached) return cached;
      const bytes = draw.get(path)?.();
      if (bytes) drawn.set(path, bytes);
      return bytes;
    },
  };
}

/** The icon sprite: every icon and the logo with the site's brand name. */
function renderSprite(content: Content): Uint8Array {
  return new TextEncoder().encode(renderToStaticMarkup(iconSprite(logoSymbol(content.site.brand.name))));
}
