import type { LocaleSuggestion, UpdateTexts } from '../shared/app-config.js';
import type { PageIslands } from '../site/islands/types.js';

/**
 * The JSON files a build writes next to the pages, for the visitor runtime. Documented here because the
 * browser reads them: `builds/latest.json` hourly to notice a new build, `builds/meta/{id}.json` to learn
 * which paths are prerendered, `{path}/_payload.json?{id}` for a prerendered route's data.
 */

/** builds/latest.json */
export interface LatestBuild {
  /** Build id; a different id than the page's means a newer build is live. */
  readonly id: string;
  /** Build time in ms since the epoch (SOURCE_DATE_EPOCH when set). */
  readonly timestamp: number;
}

/** Route rules of one path; only `prerender` is used by this site. */
export interface RouteRules {
  readonly prerender?: boolean;
}

/** builds/meta/{id}.json */
export interface BuildMeta extends LatestBuild {
  /** Route rules by pattern, in the shape of a radix route matcher export. */
  readonly matcher: {
    /** Exact paths → rules. Every prerendered page is here with `prerender: true`. */
    readonly static: Readonly<Record<string, RouteRules>>;
    /** Prefix patterns (`/docs/**`) → rules; none on this site. */
    readonly wildcard: Readonly<Record<string, RouteRules>>;
    /** Parameter patterns (`/blog/:slug`) → rules; none, no route has a parameter. */
    readonly dynamic: Readonly<Record<string, RouteRules>>;
  };
  /** Every prerendered public path, sorted. */
  readonly prerendered: readonly string[];
}

/** {path}/_payload.json: the data of one prerendered page. */
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
