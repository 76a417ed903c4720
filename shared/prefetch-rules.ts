/**
 * The speculation rules: prefetch the links the runtime marks with `data-prefetch` (site/runtime/prefetch.ts
 * marks a link to a prerendered page when the visitor hovers over or focuses it, and adds these rules to the
 * page the first time, so no page carries them in its HTML). The text never changes, so its hash can sit in
 * the CSP: Chromium ignores 'inline-speculation-rules' in a script-src that lists hashes, as ours does for
 * the root page's script.
 */
export const PREFETCH_ATTRIBUTE = 'data-prefetch';

export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ source: 'document', where: { selector_matches: `a[${PREFETCH_ATTRIBUTE}]` }, eagerness: 'immediate' }],
});
