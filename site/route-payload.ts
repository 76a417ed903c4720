import type { LocaleSuggestion, UpdateTexts } from '../shared/app-config.js';
import type { PageIslands } from './islands/types.js';

/** {path}/_payload.json: the data of one prerendered page (the other build files: core/build-files.ts). */
export interface RoutePayload {
  readonly buildId: string;
  readonly path: string;
  readonly locale: string;
  readonly route: { readonly id: string; readonly layout: string };
  readonly title: string;
  readonly description: string;
  /** The same route in every locale: locale code → public path. */
  readonly alternates: Readonly<Record<string, string>>;
  /** Route-specific data: on the home page its section order and the locale's pricing market. */
  readonly data: Readonly<Record<string, unknown>>;
  /** The page's islands by id (`data-island-id`): the name of each and the props it hydrates with. */
  readonly islands: PageIslands;
  /** The language suggestion of the page's locale, which a page in another locale offers (shared/app-config.ts). */
  readonly suggestion: LocaleSuggestion;
  /** The update notice's texts in the page's language, which the runtime shows when a new build is out. */
  readonly update: UpdateTexts;
}
