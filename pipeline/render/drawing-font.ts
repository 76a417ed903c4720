import { createHash } from 'node:crypto';
import * as faces from './drawing-fonts.data.js';
import { subsetFont } from './font-subset.js';

/**
 * The brand typeface inside the drawings' files. An SVG shown by `<img>` loads nothing from outside (no page
 * font, no same-origin URL), but it does use an `@font-face` whose source is a `data:` URL in its own `<style>`.
 * So each drawing file carries a subset of Inter with only the characters and weights its text in Inter uses
 * (docs/decisions/0014-drawings-typeface.md): a few kilobytes per file instead of nothing on the page.
 */

/** The family name the drawings write first in their font stack (site/drawings/product/kit.tsx FONT). */
const DRAWING_FONT_FAMILY = 'Inter';
/** The weights the sources keep (the drawings use 400, 600 and 700); a heavier weight is drawn at 700. */
export const DRAWING_FONT_WEIGHTS = { min: 400, max: 700 } as const;
/** Layout tables left out: kerning is much of a subset's size, and the drawings place text by estimate. */
export const DRAWING_FONT_TABLES_DROPPED = ['GSUB', 'GPOS', 'GDEF', 'STAT'] as const;

/** The `<style>` that carries a drawing's Inter: drawingFontStyle, or the engine's, which keeps its answers. */
export type DrawingFontStyle = (text: InterText) => string;

/** What decides a subset besides the text: the source faces and the subsetting settings (for a cache key). */
export const DRAWING_FONT_RECIPE = createHash('sha256')
  .update(JSON.stringify({ weights: DRAWING_FONT_WEIGHTS, dropped: DRAWING_FONT_TABLES_DROPPED }))
  .update(faces.latin)
  .update(faces.bcms)
  .digest('hex');

/** What a drawing's markup sets in Inter: the characters and the weights. */
export interface InterText {
  readonly codePoints: ReadonlySet<number>;
  readonly weights: ReadonlySet<number>;
}

const TOKEN = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"]*")*)\s*(\/?)>|([^<]+)/g;
const ATTRIBUTE = /([\w:.-]+)="([^"]*)"/g;
const unescape = (text: string) =>
  text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi, (_, hex: string, dec: string, name: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[name.toLowerCase()]!);
const weightOf = (value: string) => (value === 'bold' ? 700 : value === 'normal' ? 400 : Number(value) || 400);
const isInter = (family: string) => unescape(family).replace(/['"]/g, '').split(',')[0]!.trim() === DRAWING_FONT_FAMILY;

/**
 * The text of an SVG's markup (as renderToStaticMarkup writes it: quoted attributes, escaped text) that is set
 * in Inter, following the inherited `font-family` and `font-weight` attributes.
 */
export function interTextOf(markup: string): InterText {
  const codePoints = new Set<number>();
  const weights = new Set<number>();
  const stack: { family: string; weight: number }[] = [{ family: '', weight: 400 }];
  for (const [, closing, , attributes, selfClosing, text] of markup.matchAll(TOKEN)) {
    const top = stack[stack.length - 1]!;
    if (text !== undefined) {
      if (!isInter(top.family) || !text.trim()) continue;
      for (const char of unescape(text)) codePoints.add(char.codePointAt(0)!);
      weights.add(top.weight);
    } else if (closing) stack.pop();
    else {
      const own = Object.fromEntries([...(attributes ?? '').matchAll(ATTRIBUTE)].map(([, name, value]) => [name, value]));
      const element = { family: own['font-family'] ?? top.family, weight: own['font-weight'] ? weightOf(own['font-weight']) : top.weight };
      if (!selfClosing) stack.push(element);
    }
  }
  return { codePoints, weights };
}

const sources = new Map<keyof typeof faces, Uint8Array>();
/** A source face's TrueType bytes, decoded once. */
const sourceOf = (name: keyof typeof faces) => sources.get(name) ?? sources.set(name, Buffer.from(faces[name], 'base64')).get(name)!;

/** `U+10C, U+161`: a unicode-range of single characters. */
const rangeOf = (codePoints: Iterable<number>) => [...codePoints].sort((a, b) => a - b).map((c) => `U+${c.toString(16).toUpperCase()}`).join(',');

/**
 * The `<style>` with the `@font-face` rules that set a drawing's Inter text in Inter: the Latin face and, when
 * the text has č ć đ š ž (site/fonts/inter-bcms-wght-normal.woff2), the small face of those letters, declared
 * last so it is tried first for them. Empty when no text is set in Inter.
 */
export function drawingFontStyle({ codePoints, weights }: InterText): string {
  if (codePoints.size === 0) return '';
  const clamp = (w: number) => Math.min(DRAWING_FONT_WEIGHTS.max, Math.max(DRAWING_FONT_WEIGHTS.min, w));
  const used = [...weights].map(clamp);
  const weight = { min: Math.min(...used), max: Math.max(...used) };
  const rules: string[] = [];
  for (const name of ['latin', 'bcms'] as const) {
    const kept = [...codePoints].filter((c) => name === 'latin' || BCMS.has(c));
    if (name === 'bcms' && kept.length === 0) continue;
    const subset = subsetFont(sourceOf(name), { codePoints, weight });
    const range = name === 'bcms' ? `;unicode-range:${rangeOf(kept)}` : '';
    const weights = weight.min === weight.max ? `${weight.min}` : `${weight.min} ${weight.max}`;
    rules.push(`@font-face{font-family:${DRAWING_FONT_FAMILY};font-weight:${weights};src:url(data:font/ttf;base64,${Buffer.from(subset).toString('base64')})${range}}`);
  }
  return `<style>${rules.join('')}</style>`;
}

/** Ć ć Č č Đ đ Ś ś Š š Ź ź Ž ž: the letters of the small face (site/styles/fonts.css). */
const BCMS = new Set([0x106, 0x107, 0x10c, 0x10d, 0x110, 0x111, 0x15a, 0x15b, 0x160, 0x161, 0x179, 0x17a, 0x17d, 0x17e]);

/** The drawing's markup with its Inter subset as the root element's first child (unchanged if it has no Inter text). */
export function embedDrawingFont(markup: string, fontStyle: DrawingFontStyle = drawingFontStyle): string {
  const style = fontStyle(interTextOf(markup));
  if (!style) return markup;
  const end = markup.indexOf('>') + 1;
  return `${markup.slice(0, end)}${style}${markup.slice(end)}`;
}
