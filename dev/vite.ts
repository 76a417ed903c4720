import { realpathSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import type { ResolvedConfig } from '../generator/config.js';
import { BOOT_ENTRY } from '../generator/render/entries.js';

export interface SourceHandlers {
  /** A file below content/ or schema/ was added, changed or removed. */
  onContentChange(): void;
  /** A module the pages are rendered from changed; Vite has been told to run it and its importers again. */
  onCodeChange(): void;
}

/**
 * Vite in middleware mode on the dev server's own HTTP server (its hot-update websocket shares the port):
 * it serves the browser code and the stylesheet from the sources, swaps an edited stylesheet in place and
 * reloads pages for edited browser code. Its file watcher also reports content/ and schema/ (watched too
 * when they are outside the app) and the SSR modules pages render from.
 */
export async function startVite(appRoot: string, http: Server, config: ResolvedConfig, handlers: SourceHandlers): Promise<ViteDevServer> {
  const { createServer, searchForWorkspaceRoot } = await import('vite');
  const vite = await createServer({
    configFile: false,
    root: appRoot,
    appType: 'custom',
    logLevel: 'warn',
    clearScreen: false,
    publicDir: path.join(appRoot, 'public'),
    // Stylesheets use files of packages (the typeface). A project copy (tests, benchmarks) links its packages
    // from another install, and Vite serves a file by its real path: that install must be allowed too.
    server: { middlewareMode: true, hmr: { server: http }, fs: { allow: [searchForWorkspaceRoot(appRoot), packagesFolderOf(appRoot)] } },
    // Beside the build's compressed-twin cache rather than Vite's default node_modules/.vite.
    cacheDir: path.join(appRoot, 'node_modules', '.cache', 'fiskalis-site', 'vite'),
    // Bundled up front, so the first island does not make Vite discover React and reload the page.
    optimizeDeps: { entries: [BOOT_ENTRY], include: ['react', 'react/jsx-runtime', 'react-dom/client'] },
  });
  const contentDirs = [config.contentDir, config.schemaDir];
  vite.watcher.add(contentDirs);
  const components = path.join(appRoot, 'src') + path.sep;
  vite.watcher.on('all', (event, file) => {
    if (event !== 'add' && event !== 'change' && event !== 'unlink') return;
    if (contentDirs.some((dir) => file.startsWith(`${dir}${path.sep}`))) return handlers.onContentChange();
    const graph = vite.environments.ssr!.moduleGraph;
    const modules = graph.getModulesByFile(file);
    // A stylesheet is Vite's to swap in place. Any other file of src/ counts even before Vite has loaded it
    // for a render (the first renders do not wait for Vite).
    if (!modules?.size && (file.endsWith('.css') || !file.startsWith(components))) return;
    // Now, not when Vite gets to it after its plugins' hooks: the reload that follows must render the edit.
    // Vite walks up the importers, so the page modules that use the changed one run again too.
    const seen = new Set<NonNullable<typeof modules> extends Set<infer M> ? M : never>();
    for (const module of modules ?? []) graph.invalidateModule(module, seen, Date.now(), true);
    handlers.onCodeChange();
  });
  return vite;
}

/** The real folder the app's packages are installed in (node_modules, or the install a copy links to). */
function packagesFolderOf(appRoot: string): string {
  const react = createRequire(path.join(appRoot, 'package.json')).resolve('react/package.json');
  return path.dirname(path.dirname(realpathSync(react)));
}
