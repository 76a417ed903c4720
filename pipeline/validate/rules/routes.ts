import type { Problem } from '../../../core/errors/problem.js';
import { localizePath } from '../../../core/urls.js';
import { problemAt, type RuleContext } from './context.js';

/** Top-level folders the build writes itself; an unprefixed route there would share them. */
const BUILD_FOLDERS = ['assets', 'builds'] as const;
/**
 * Names of the pages the build writes beside each locale's pages (index.html, the error views, the answer
 * page): a page is written as `<path>.html` (core/urls.ts), so a route of one of these names would overwrite one.
 */
const BUILD_PAGE_NAMES = ['index', '404', '500', 'answer'] as const;

/**
 * Every page has its own URL: no route starts with a locale's prefix or a folder of the build, and no two
 * (locale, route) pairs localize to the same path, which would write one page over another.
 */
export function checkRouteCollisions({ site }: RuleContext): Problem[] {
  if (!site) return [];
  const { file, data } = site;
  const problems: Problem[] = [];
  const prefixes = data.locales.filter((l) => l.prefix).map((l) => ({ code: l.code, prefix: l.prefix }));
  const unprefixed = data.locales.some((l) => !l.prefix);
  data.routes.forEach((route, i) => {
    const first = `/${route.path.split('/')[1] ?? ''}`;
    const locale = prefixes.find((p) => p.prefix === first);
    if (locale) {
      problems.push(problemAt('E_ROUTE_COLLISION', `Route "${route.id}" has the path ${route.path}, which starts with the prefix ${locale.prefix} of locale "${locale.code}"; its pages would sit among that locale's`, file, ['routes', i, 'path']));
    } else if (unprefixed && (BUILD_FOLDERS as readonly string[]).includes(first.slice(1))) {
      problems.push(problemAt('E_ROUTE_COLLISION', `Route "${route.id}" has the path ${route.path}, a folder the build writes itself (${BUILD_FOLDERS.map((f) => `/${f}`).join(', ')})`, file, ['routes', i, 'path']));
    } else if ((BUILD_PAGE_NAMES as readonly string[]).includes(first.slice(1))) {
      problems.push(problemAt('E_ROUTE_COLLISION', `Route "${route.id}" has the path ${route.path}, whose file ${first.slice(1)}.html the build writes itself (${BUILD_PAGE_NAMES.map((n) => `${n}.html`).join(', ')})`, file, ['routes', i, 'path']));
    }
  });
  const owners = new Map<string, { route: string; locale: string; routePath: string }>();
  data.routes.forEach((route, i) => {
    for (const locale of data.locales) {
      const path = localizePath(locale, route.path);
      const owner = owners.get(path);
      // The same route path twice is a duplicate (E_DUPLICATE_ID), reported once there.
      if (owner && owner.routePath !== route.path) {
        problems.push(problemAt('E_ROUTE_COLLISION', `Route "${route.id}" in locale "${locale.code}" is at ${path}, where route "${owner.route}" in locale "${owner.locale}" already is`, file, ['routes', i, 'path']));
        break;
      }
      if (!owner) owners.set(path, { route: route.id, locale: locale.code, routePath: route.path });
    }
  });
  return onePerPlace(problems);
}

/** A route that starts with a prefix also collides page by page; say it once, by the clearer reason. */
function onePerPlace(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const place = `${p.position.line}:${p.position.column}`;
    return seen.has(place) ? false : (seen.add(place), true);
  });
}
