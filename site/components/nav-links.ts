import type { NavItem } from '../../core/content/types.js';
import { localizePath } from '../../core/urls.js';
import { usePage } from '../page-context.js';

/** Where a navigation item of content/site.yaml points from the current page. */
export interface NavTarget {
  readonly href: string;
  /** An outside link (content.site.links). */
  readonly external: boolean;
  /** The item is the page being rendered (route items only). */
  readonly current: boolean;
}

/**
 * Resolves navigation items: a section becomes '#id' on the home page and '<home>#id' elsewhere (document
 * pages, 404 pages); a route becomes its localized path; a link its URL from content.site.links.
 */
export function useNavTarget(): (item: NavItem) => NavTarget {
  const { content, page, locale } = usePage();
  const onHome = page.kind === 'route' && page.route.path === '/';
  const home = localizePath(locale, '/');
  return (item) => {
    if ('section' in item) return { href: onHome ? `#${item.section}` : `${home}#${item.section}`, external: false, current: false };
    if ('route' in item) {
      const route = content.routes.find((r) => r.id === item.route);
      if (!route) throw new Error(`Navigation names unknown route "${item.route}"; validation should have caught this`);
      return { href: localizePath(locale, route.path), external: false, current: page.kind === 'route' && page.route.id === route.id };
    }
    return { href: content.site.links[item.link], external: true, current: false };
  };
}

/** The locale's home path: '/', '/en', '/sr'. */
export function useHomePath(): string {
  return localizePath(usePage().locale, '/');
}
