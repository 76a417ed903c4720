import type { Content } from '../../core/content/types.js';
import type { PageSpec } from '../../core/page-spec.js';
import type { PageId } from '../../site/pages/ids.js';
import { BASE_STYLES, LAYOUT_STYLES, PAGE_STYLES, SECTION_STYLES, STYLE_MODULES, type StyleModule } from '../../site/styles/modules.js';

/** One stylesheet the build makes: a name (its file is `assets/<name>-<hash>.css`) and its modules in cascade order. */
export interface StyleBundle {
  readonly name: string;
  readonly modules: readonly StyleModule[];
}

/** The pages' stylesheets: the bundles to build, and which bundle each page links. */
export interface StylePlan {
  readonly bundles: readonly StyleBundle[];
  bundleOf(page: PageSpec): string;
}

/**
 * The stylesheet modules a page uses, in cascade order (site/styles/modules.ts): the base, its layout's, its
 * page's, and for the home page those of every section it shows. An error view is framed by the default layout.
 */
export function styleModulesOf(page: PageSpec, content: Content): StyleModule[] {
  const used = new Set<StyleModule>(BASE_STYLES);
  const add = (modules: readonly StyleModule[]) => modules.forEach((m) => used.add(m));
  if (page.kind === 'route') {
    add(LAYOUT_STYLES[page.route.layout]);
    add(PAGE_STYLES[page.route.id as PageId] ?? []);
    if (page.route.id === 'home') for (const section of content.sections) add(SECTION_STYLES[section.type]);
  } else {
    add(LAYOUT_STYLES.default);
    add(PAGE_STYLES.error);
  }
  return STYLE_MODULES.filter((m) => used.has(m));
}

/**
 * Groups the pages by the modules they use: pages with the same set link the same bundle (every locale's home
 * page, the 404 and 500 pages). A bundle is named after the first page that uses it (route id, or `error`).
 */
export function planStyles(pages: readonly PageSpec[], content: Content): StylePlan {
  const byModules = new Map<string, StyleBundle>();
  const byPage = new Map<PageSpec, string>();
  const names = new Set<string>();
  for (const page of pages) {
    const modules = styleModulesOf(page, content);
    const key = modules.join('\n');
    let bundle = byModules.get(key);
    if (!bundle) {
      const base = page.kind === 'route' ? page.route.id : 'error';
      let name = base;
      for (let n = 2; names.has(name); n++) name = `${base}${n}`;
      names.add(name);
      byModules.set(key, (bundle = { name, modules }));
    }
    byPage.set(page, bundle.name);
  }
  return {
    bundles: [...byModules.values()],
    bundleOf(page) {
      const name = byPage.get(page);
      if (!name) throw new Error(`No stylesheet planned for ${page.path} (${page.kind})`);
      return name;
    },
  };
}
