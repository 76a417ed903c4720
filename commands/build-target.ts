import { catalogue } from '../core/errors/catalogue.js';
import { isStaticHost, type BuildTarget } from '../core/hosts.js';

/**
 * The target of a `build` without `--target`: Netlify's build sets NETLIFY=true, so the Netlify recipe needs no
 * flag; anywhere else a static host (core/hosts.ts).
 */
export function detectTarget(env: NodeJS.ProcessEnv): BuildTarget {
  return env.NETLIFY === 'true' ? 'netlify' : 'static';
}

export interface FormsOrigin {
  readonly target: BuildTarget;
  /** The pages with a form (BuildResult.formPages). */
  readonly formPages: readonly string[];
  /** Where they post: '' for the site's own origin. */
  readonly apiBase: string;
  /** site.yaml's baseUrl. */
  readonly siteBaseUrl: string;
  /** Whether API_BASE_URL was set, even empty: a choice made for this build, not site.yaml's default. */
  readonly apiBaseChosen: boolean;
}

/**
 * W_FORMS_SAME_ORIGIN, one line, when a build for a static host has forms that post to the site's own origin:
 * the host answers the challenge and POST /mail/send with 404, and the visitor sees the proof of work fail. Nothing when the
 * build is for the site's own server, or API_BASE_URL said where the forms post.
 */
export function warnOfSameOriginForms({ target, formPages, apiBase, siteBaseUrl, apiBaseChosen }: FormsOrigin): string | undefined {
  if (!isStaticHost(target) || formPages.length === 0 || apiBaseChosen) return undefined;
  if (apiBase !== '' && apiBase !== siteBaseUrl) return undefined;
  const origin = apiBase === '' ? 'api.baseUrl of content/site.yaml is empty' : `api.baseUrl of content/site.yaml is the site's own, ${apiBase}`;
  const pages = formPages.length === 1 ? `The form of ${formPages[0]} calls` : `The forms of ${formPages.length} pages call`;
  const message = `${pages} /mail/challenge and /mail/send on the site's own origin (${origin}), which the static host this build is for (--target ${target}) answers with 404.`;
  return `W_FORMS_SAME_ORIGIN: ${message} ${catalogue.W_FORMS_SAME_ORIGIN.hint}`;
}
