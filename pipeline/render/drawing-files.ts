import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { stripFallbackMarks } from '../../core/messages.js';
import { DRAWINGS_DIR } from '../../core/page-files.js';
import type { Drawing, DrawingFile } from '../../site/drawings/types.js';
import type { Content, Locale } from '../../core/content/types.js';
import { embedDrawingFont, type DrawingFontStyle } from './drawing-font.js';
import { catalogueOf } from '../../core/content/catalogue-of.js';

/** The drawings of a build as files: path under dist/ → bytes, and each drawing's file per locale. */
export interface DrawingFiles {
  readonly files: ReadonlyMap<string, Uint8Array>;
  /** drawing id → locale code → its file. */
  readonly byId: ReadonlyMap<string, ReadonlyMap<string, DrawingFile>>;
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Renders every drawing into a standalone SVG file named by its content: `assets/drawings/<id>.<hash>.svg`.
 * A drawing that is the same in every locale is drawn once, in the default locale, and all locales share its
 * file; locales whose drawing comes out byte for byte the same (the same texts and currency) share one file
 * too, so a site with many locales writes each distinct drawing once. Pure: the same drawings and content
 * give the same files, so an unchanged drawing keeps its URL and the browser's cached copy across builds.
 */
export function renderDrawingFiles(content: Content, drawings: readonly Drawing[], fontStyle?: DrawingFontStyle): DrawingFiles {
  const files = new Map<string, Uint8Array>();
  const byId = new Map<string, ReadonlyMap<string, DrawingFile>>();
  for (const drawing of drawings) {
    if (!ID.test(drawing.id)) throw new Error(`Drawing id "${drawing.id}" must be lowercase words joined by "-"`);
    if (byId.has(drawing.id)) throw new Error(`Two drawings have the id "${drawing.id}"`);
    // A file shared by all locales is drawn once.
    const byStem = new Map<string, DrawingFile>();
    const perLocale = new Map<string, DrawingFile>();
    for (const [code, { stem, locale }] of fileStemsOf(content, drawing)) {
      if (!byStem.has(stem)) byStem.set(stem, drawFile(drawing, content, locale, files, fontStyle));
      perLocale.set(code, byStem.get(stem)!);
    }
    byId.set(drawing.id, perLocale);
  }
  return { files, byId };
}

/**
 * The file of `drawing` each locale points at, before it is drawn: a stem that tells the files apart (`hero.en`,
 * or `about` for a drawing that is the same in every locale) and the locale it is drawn in (the default one
 * when shared). The dev server names its files by stem and the content's version (site-art.ts); the build
 * names them by id and what they hold (drawFile).
 */
export function fileStemsOf(content: Content, drawing: Drawing): ReadonlyMap<string, { readonly stem: string; readonly locale: Locale }> {
  const defaultLocale = content.locales.find((l) => l.code === content.site.defaultLocale) ?? content.locales[0]!;
  return new Map(content.locales.map((locale) => [locale.code, drawing.perLocale ? { stem: `${drawing.id}.${locale.code}`, locale } : { stem: drawing.id, locale: defaultLocale }]));
}

function drawFile(drawing: Drawing, content: Content, locale: Locale, files: Map<string, Uint8Array>, fontStyle?: DrawingFontStyle): DrawingFile {
  const bytes = drawSvg(drawing, content, locale, fontStyle);
  const file = `${DRAWINGS_DIR}${drawing.id}.${contentHash(bytes)}.svg`;
  files.set(file, bytes);
  return { url: `/${file}`, width: drawing.width, height: drawing.height };
}

/** One drawing in one locale as the bytes of a standalone SVG file. */
export function drawSvg(drawing: Drawing, content: Content, locale: Locale, fontStyle?: DrawingFontStyle): Uint8Array {
  // A locale in progress (only in the dev server) marks its untranslated messages; a drawing's text cannot show the mark.
  const catalogue = catalogueOf(content, locale.code);
  const markup = renderToStaticMarkup(drawing.draw({ content, locale, t: (key, values) => stripFallbackMarks(catalogue.format(key, values)) }));
  if (!markup.startsWith('<svg') || !markup.includes('xmlns="http://www.w3.org/2000/svg"')) {
    throw new Error(`Drawing "${drawing.id}" must draw an <svg> element with xmlns="http://www.w3.org/2000/svg"`);
  }
  // The text set in Inter gets its subset of Inter inside the file (drawing-font.ts).
  return new TextEncoder().encode(embedDrawingFont(markup, fontStyle));
}

/** Eight URL-safe characters of the SHA-256 of the bytes, as in the names of Vite's assets. */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 8);
}
