/**
 * axe-core on a page of the site, cheap enough to run at several widths of the same loaded page. axe runs in
 * the page itself (AxeBuilder's legacy mode, `axe.run`): the default mode runs each frame apart and then
 * merges the results in a blank page of the context, which only pages with frames need, and the site's
 * pages have none. axe reports the violations alone (`resultTypes`), which is all the tests read, rather
 * than every node of every rule that passed. And axe-core, once in a document, stays there: a later run on
 * the same document (the page resized) calls it again rather than injecting it anew.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type AxeOptions = Parameters<AxeBuilder['options']>[0];
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** axe-core's violations of the rules tagged `tags` on the page as it is now, one line each, named by `label`. */
export async function axeViolationsOf(page: Page, tags: readonly string[], label: string): Promise<string[]> {
  const options: AxeOptions = { runOnly: { type: 'tag', values: [...tags] }, resultTypes: ['violations'] };
  const injected = await page.evaluate(() => 'axe' in window);
  const results = injected
    ? await page.evaluate((options) => (window as unknown as { axe: { run(context: Document, options: unknown): Promise<AxeResults> } }).axe.run(document, options), options)
    : await new AxeBuilder({ page }).options(options).setLegacyMode().analyze();
  return results.violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}
