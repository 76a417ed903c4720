import type { ReactElement } from 'react';
import type { Content, Locale } from '../../core/content/types.js';
import type { MessageValues } from '../../core/messages.js';

/**
 * What a drawing is drawn from. Drawings leave the HTML: each is rendered once per locale (or once for all
 * locales) into a content-hashed `.svg` file that pages reference with `<img>`. An SVG loaded by `<img>`
 * cannot use the page's CSS, fonts or `currentColor`, so a drawing carries its own colors as presentation
 * attributes; text set in Inter gets a subset of Inter embedded in the file by the build
 * (pipeline/render/drawing-font.ts).
 */
export interface DrawingContext {
  readonly content: Content;
  readonly locale: Locale;
  /** The locale's messages: t('productUi.hero.items.espresso'). Keys are checked by `validate` via contracts. */
  readonly t: (key: string, values?: MessageValues) => string;
}

export interface Drawing {
  /** Stable name, part of the file name: `hero` → /assets/drawings/hero.<locale>.<hash>.svg */
  readonly id: string;
  /** Intrinsic size in CSS pixels; the <img> gets these as width and height (no layout shift). */
  readonly width: number;
  readonly height: number;
  /** True when the drawing shows localized text or prices: one file per locale; false: one file for all. */
  readonly perLocale: boolean;
  /** The whole <svg> element, with xmlns and viewBox="0 0 width height". Pure: same context, same bytes. */
  draw(context: DrawingContext): ReactElement;
}

/** A drawing's file as a page references it: its URL under /assets/drawings/ and its intrinsic size. */
export interface DrawingFile {
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/**
 * The hashed image files of a build that pages point at instead of carrying markup: every drawing's file per
 * locale (one file shared by all locales when the drawing is not `perLocale`), and the icon sprite.
 */
export interface SiteArt {
  /** drawing id → locale code → its file. */
  readonly drawings: ReadonlyMap<string, ReadonlyMap<string, DrawingFile>>;
  /** Root-relative URL of the icon sprite; an icon is `<use href="{iconSprite}#{name}">`. */
  readonly iconSprite: string;
}
