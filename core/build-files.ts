/**
 * The JSON files a build writes next to the pages, for the visitor runtime. Documented here because the
 * browser reads them: `builds/latest.json` hourly to notice a new build, `builds/meta/{id}.json` to learn
 * which paths are prerendered, `{path}/_payload.json?{id}` for a prerendered route's data (its shape: site/route-payload.ts, since it holds
 * the islands' props).
 */

/** builds/latest.json */
export interface LatestBuild {
  /** Build id; a different id than the page's means a newer build is live. */
  readonly id: string;
  /** Build time in ms since the epoch (SOURCE_DATE_EPOCH when set). */
  readonly timestamp: number;
}

/** Route rules of one path; only `prerender` is used by this site. */
interface RouteRules {
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

/** A rule of `_headers`: the headers of the paths a pattern matches. */
export interface HeaderRule {
  /** A path, or a prefix ending in `/*`, as static hosts (Netlify, Cloudflare Pages) match them. */
  readonly pattern: string;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * The render record: what every page rendered of the content, for `diff` (docs/diff.md), which reads it from
 * both sides to say which pages a changed message or data value reaches. Not part of the site: `build`
 * writes it only when asked (`--render-record <file>`, BuildOptions.renderRecord), to a file outside the
 * output folder, since noting the reads costs every page a render through views of the content.
 */
export interface RenderRecord {
  readonly version: 1;
  /** The locale the others translate (site.yaml's defaultLocale): what "the same as the reference" compares with. */
  readonly referenceLocale: string;
  /** Every page by its file in the output (`en/privacy.html`). */
  readonly pages: Readonly<Record<string, RenderedPageRecord>>;
  /**
   * Every message of every locale, key → ICU source, in file order; the locales in progress too, with only
   * the messages they have translated (a gap, missing or marked untranslated, is absent).
   */
  readonly messages: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Every data value some page read, by path (`markets.me.packages.business/start.price`), sorted. */
  readonly data: Readonly<Record<string, string | number | boolean>>;
}

interface RenderedPageRecord {
  /** Public path; an error view has its locale's home, an answer page its page's. */
  readonly path: string;
  readonly locale: string;
  readonly kind: 'route' | 'notFound' | 'serverError' | 'formAnswer';
  /** The message keys the page formatted or handed to client code, sorted. */
  readonly messages: readonly string[];
  /** The data paths it read, sorted. */
  readonly data: readonly string[];
}
