/**
 * The types of `diff`: what it reads of a built site (a side), and the report it makes of two sides. The
 * report is the command's `--format json` output, a documented shape (docs/diff.md): fields are added, never
 * renamed or removed, without a new `version`.
 */
import type { RenderRecord } from '../../core/build-files.js';

/** What a reviewer sees of one built page, with the build id and hashed asset names masked. */
export interface PageFacts {
  /** Its file in the output (`en/privacy.html`): unique, where the error views share their home's path. */
  readonly file: string;
  readonly path: string;
  /** The locale code of its app configuration ('' when the page has none). */
  readonly locale: string;
  /** Whether it is a locale's home page (the home pages have a brotli budget, core/budgets.ts). */
  readonly home: boolean;
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  /** hreflang → URL. */
  readonly alternates: Readonly<Record<string, string>>;
  /** The visible text by section, in page order: `header`, each `<section id>`, `main` outside them, `footer`. */
  readonly sections: readonly SectionText[];
  readonly links: readonly PageLink[];
  readonly images: readonly PageImage[];
  /** The page's HTML with the build id and asset hashes masked: equal means no change at all. */
  readonly markup: string;
  /** Its brotli size in bytes (the `.br` twin the server sends). */
  readonly brotliBytes: number;
}

interface SectionText {
  readonly id: string;
  /** The text of its first heading, '' when it has none. */
  readonly heading: string;
  readonly words: readonly string[];
}

export interface PageLink { readonly section: string; readonly text: string; readonly href: string }

export interface PageImage {
  readonly section: string;
  /** The file name with its hash masked (`/assets/drawings/hero.[hash].svg`). */
  readonly name: string;
  /** The content hash in its name: a different hash is a different picture. */
  readonly hash: string;
  readonly alt: string;
}

/** One built site as `diff` reads it. */
export interface BuiltSide {
  /** Pages by file. */
  readonly pages: ReadonlyMap<string, PageFacts>;
  /** Absent for a side built before builds wrote one: its reach is then unknown. */
  readonly record?: RenderRecord;
}

/** A value before and after; absent on the side that does not have it. */
export interface Change<T> { readonly before?: T; readonly after?: T }

/** A word-level change in a section: the words taken out and put in, between the unchanged words around them. */
export interface WordChange {
  readonly context: string;
  readonly removed: string;
  readonly added: string;
  readonly followedBy: string;
}

export interface SectionChange {
  readonly id: string;
  readonly heading: string;
  readonly status: 'added' | 'removed' | 'changed';
  readonly words: readonly WordChange[];
}

export interface LinkChange { readonly section: string; readonly text: string; readonly before?: string; readonly after?: string }

export interface ImageChange { readonly section: string; readonly name: string; readonly alt: string; readonly before?: string; readonly after?: string }

export interface PageChange {
  readonly file: string;
  readonly path: string;
  readonly locale: string;
  readonly status: 'added' | 'removed' | 'changed';
  readonly title?: Change<string>;
  readonly description?: Change<string>;
  readonly canonical?: Change<string>;
  readonly alternates: readonly (Change<string> & { readonly hreflang: string })[];
  readonly sections: readonly SectionChange[];
  /** The order of the sections both sides have, when it changed. */
  readonly order?: { readonly before: readonly string[]; readonly after: readonly string[] };
  readonly links: readonly LinkChange[];
  readonly images: readonly ImageChange[];
  /** Brotli bytes before and after, and the page's budget when it has one. */
  readonly size: Change<number> & { readonly budget?: number };
}

/** Where a changed message or data value is written, for annotations on the lines responsible. */
export interface SourcePosition { readonly file: string; readonly line?: number; readonly column?: number }

/** A message of one locale or a data value that changed, and the pages that show it on either side. */
export interface ContentChange extends Change<string | number | boolean> {
  readonly kind: 'message' | 'data';
  /** The message key (`footer.tagline`) or data path (`markets.me.packages.business/start.price`). */
  readonly key: string;
  /** The message's locale; absent for data. */
  readonly locale?: string;
  readonly source: SourcePosition;
  /** The files of the pages that render it, sorted. */
  readonly pages: readonly string[];
}

export type TranslationChange =
  | { readonly kind: 'missing'; readonly key: string; readonly locales: readonly string[] }
  | { readonly kind: 'sameAsReference'; readonly key: string; readonly locale: string; readonly text: string }
  | { readonly kind: 'arguments'; readonly key: string; readonly locale: string; readonly before: readonly string[]; readonly after: readonly string[] };

/** What changed between two built sides: the pure comparison's answer (pipeline/diff/compare.ts). */
export interface SiteComparison {
  readonly summary: {
    /** Pages of the head. */
    readonly pages: number;
    readonly added: number;
    readonly removed: number;
    /** Pages with a visible change. */
    readonly changed: number;
    /** Pages whose markup changed with nothing visible (a component's markup, a stylesheet's hash). */
    readonly markupOnly: number;
    /** Pages exactly as they were, apart from the build id and asset hashes. */
    readonly unchanged: number;
  };
  /** The pages added, removed or visibly changed, by locale then path. */
  readonly pages: readonly PageChange[];
  /** Changed messages and data values with their reach; absent when a side has no render record. */
  readonly content?: readonly ContentChange[];
  /** New gaps in the translations; absent when a side has no render record. */
  readonly translations?: readonly TranslationChange[];
}

/** One changed section at one width. */
export interface Shot {
  /** The page's file and the section (`offer`, `footer`). */
  readonly page: string;
  readonly section: string;
  readonly width: number;
  /** Files under the screenshot folder; a side without the section has none. */
  readonly before?: string;
  readonly after?: string;
  /** The changed pixels marked in red over the faded after-image; with both sides only. */
  readonly marks?: string;
  readonly changedPixels?: number;
}

/** What `--screenshots` pictured, and what it left out. */
export interface Screenshots {
  /** The folder the files are in, as the command was given it. */
  readonly dir: string;
  readonly shots: readonly Shot[];
  /** `en.html#offer` of each changed section over the bound. */
  readonly omitted: readonly string[];
}

/** One side as the report names it. */
export interface SideInfo {
  /** The git ref asked for, or `working tree`. */
  readonly ref: string;
  /** The commit it is (the working tree's HEAD for the working tree). */
  readonly commit: string;
  /** The working tree with uncommitted changes: the report says so. */
  readonly dirty: boolean;
}

/** `diff --format json`: docs/diff.md. */
export interface DiffReport extends SiteComparison {
  readonly version: 1;
  readonly base: SideInfo;
  readonly head: SideInfo;
  /** With `--screenshots <dir>` only. */
  readonly screenshots?: Screenshots;
}
