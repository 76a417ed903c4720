/** Values for a message's ICU arguments. */
export type MessageValues = Record<string, string | number | Date>;

/** A locale's compiled messages. Keys are known to exist in every locale once validation passed. */
export interface Catalogue {
  readonly lang: string;
  readonly keys: readonly string[];
  has(key: string): boolean;
  /** The ICU source, for stages that compile messages into client code. */
  source(key: string): string;
  format(key: string, values?: MessageValues): string;
  /** A locale in progress: the keys it shows in the reference locale's words (missing, or marked untranslated). */
  readonly gaps?: ReadonlySet<string>;
}

/**
 * Around a message a locale in progress shows in the reference locale's words (not translated yet, or
 * missing): private-use characters no text contains. Only the dev server ever sees them, since the build
 * leaves such locales out; it turns them into a marked element in the page (dev/untranslated-marks.ts).
 */
export const FALLBACK_START = '\uE000';
export const FALLBACK_END = '\uE001';

/** A text without the fallback marks, for places that cannot hold an element (an attribute, a drawing). */
export function stripFallbackMarks(text: string): string {
  return text.replace(/[\uE000\uE001]/g, '');
}
