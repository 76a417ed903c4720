import type { ViteDevServer } from 'vite';
import type { Content } from '../core/content/types.js';
import { BOOT_ENTRY, rootScriptEntry } from '../engine/assets/entries.js';
import { styleModulesOf } from '../pipeline/render/page-styles.js';
import type { RenderedPage } from '../pipeline/render/render-page.js';
import type { LazyArt } from '../pipeline/render/site-art.js';
import type { PageSpec } from '../core/page-spec.js';
import type { PageAssets } from '../site/page-context.js';

type RenderModule = typeof import('../pipeline/render/render-page.js');

const RENDER_MODULE = '/pipeline/render/render-page.ts';

/**
 * The build's assets as Vite's dev server serves them: the sources themselves, unbundled, so an edit is
 * served at once and a stylesheet can be swapped in place. A page links the same stylesheet modules its
 * bundle is made of in the build, one by one. The root page's redirect is the same module, imported by its
 * inline script instead of inlined: the configured mode's entry.
 */
function devAssetsOf(page: PageSpec, content: Content): PageAssets {
  return {
    css: styleModulesOf(page, content).map((module) => `/${module}`),
    boot: `/${BOOT_ENTRY}`,
    // Document.tsx inlines it only when the mode redirects.
    rootScript: content.site.rootRedirect === 'off' ? '' : `import(${JSON.stringify(`/${rootScriptEntry(content.site.rootRedirect)}`)})`,
  };
}

export interface PageInput {
  readonly content: Content;
  readonly page: PageSpec;
  readonly buildId: string;
  readonly buildYear: number;
  readonly apiBase: string;
}

export interface DevRenderer {
  /** The page rendered by the render stage of the build; kept until `forget`. */
  render(input: PageInput): Promise<RenderedPage>;
  /** The drawing files and icon sprite of that version of the site, each drawn when asked for; kept until `forget`. */
  art(input: Pick<PageInput, 'content' | 'buildId'>): Promise<LazyArt>;
  /** Drops every rendered page: the content changed. */
  forget(): void;
  /** Renders through Vite's SSR loader from now on (it loads the modules in the background first). */
  attach(vite: ViteDevServer): void;
  /** A module the pages render from changed: renders wait for Vite's fresh modules. */
  codeChanged(): void;
  /** Starts importing the render stage now, so the loader works on it while the content loads. */
  prepare(): void;
  /** Settles once Vite's first load of the modules has (so Vite can be closed without cutting it off). */
  settled(): Promise<void>;
}

/**
 * Renders pages with the build's own render stage (pipeline/render/render-page.ts). Components run as Vite
 * SSR modules (`ssrLoadModule`), so an edited component is used by the next render without a restart. Until
 * Vite has started and loaded them once, and while nothing has changed, the same modules imported by Node
 * render the same markup: the first page is served without waiting for Vite. A page is rendered once per
 * change and kept, because its payload (the island props) is asked for right after it.
 */
export function createDevRenderer(): DevRenderer {
  const rendered = new Map<string, Promise<RenderedPage>>();
  // One version of the site at a time (its build id names content and components).
  let art: { readonly buildId: string; readonly files: Promise<LazyArt> } | undefined;
  let native: Promise<RenderModule> | undefined;
  let vite: ViteDevServer | undefined;
  let viteWarm = false;
  let changed = false;
  let warming: Promise<void> = Promise.resolve();
  // Vite's module runner lets a load join the loads in flight, and one that asked before a change may be told
  // the modules it holds are still good: a load after a change waits until those are done, or the page it
  // renders, kept until the next change, would show the components before the edit.
  const loads = new Set<Promise<unknown>>();
  let afterChange: Promise<unknown> = Promise.resolve();
  const loadThroughVite = (server: ViteDevServer): Promise<RenderModule> => {
    const load = afterChange.then(() => server.ssrLoadModule(RENDER_MODULE) as Promise<RenderModule>);
    loads.add(load);
    const done = () => loads.delete(load);
    load.then(done, done);
    return load;
  };
  const importNative = () => (native ??= import('../pipeline/render/render-page.js'));
  const moduleFor = (): Promise<RenderModule> => (vite && (viteWarm || changed) ? loadThroughVite(vite) : importNative());
  const artOf = ({ content, buildId }: Pick<PageInput, 'content' | 'buildId'>): Promise<LazyArt> => {
    if (art?.buildId !== buildId) {
      const files = moduleFor().then((module) => module.planSiteArt(content, buildId));
      art = { buildId, files };
      files.catch(() => {
        if (art?.files === files) art = undefined;
      });
    }
    return art.files;
  };
  return {
    art: artOf,
    render(input) {
      const key = `${input.buildId}\0${input.page.kind}\0${input.page.path}`;
      let page = rendered.get(key);
      if (!page) {
        const { content, page: spec, buildId, buildYear, apiBase } = input;
        page = Promise.all([moduleFor(), artOf(input)]).then(([module, { art }]) => module.renderPage({ content, page: spec, assets: devAssetsOf(spec, content), art, buildYear, buildId, apiBase }));
        rendered.set(key, page);
        // A failed render is not kept: the next request tries again (after the fix).
        page.catch(() => rendered.get(key) === page && rendered.delete(key));
      }
      return page;
    },
    forget() {
      rendered.clear();
      art = undefined;
    },
    attach(server) {
      vite = server;
      const warm = () => {
        viteWarm = true;
        // Pages rendered before may predate an edit made while Vite was starting.
        rendered.clear();
        art = undefined;
      };
      warming = loadThroughVite(server).then(warm, warm);
    },
    codeChanged() {
      changed = true;
      afterChange = Promise.allSettled([...loads]);
      rendered.clear();
      art = undefined;
    },
    prepare: () => void importNative().catch(() => undefined),
    settled: () => warming,
  };
}
