/**
 * The id of every layout's <main>: the skip link's target, and the element the document's
 * `<link rel="expect" blocking="render">` waits for, so the first frame never shows a header cut off
 * mid-parse (site/Document.tsx).
 */
export const MAIN_ID = 'main';
