/**
 * The brotli budgets of pages (docs/performance.md, "Budgets"): `test/build/budgets.test.ts` holds the build
 * to them and `diff` shows a changed page's size against its own.
 */

/** A locale's home page's HTML, brotli (issue 9): the twin the server sends, in every locale. */
export const HOME_HTML_BROTLI = 8 * 1024;

/** A page's HTML budget in brotli bytes; undefined for a page without one (only the home pages have one). */
export function pageBudgetOf(page: { readonly home: boolean }): number | undefined {
  return page.home ? HOME_HTML_BROTLI : undefined;
}
