import { readFileSync, realpathSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import type { ResolvedConfig } from '../core/config.js';
import { BOOT_ENTRY } from '../engine/assets/entries.js';
import { SITE_SOURCE_FOLDERS } from '../core/source-folders.js';

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
  const components = SITE_SOURCE_FOLDERS.map((folder) => path.join(appRoot, folder) + path.sep);
  const lookAgain = lookAgainAfterThrottle((file) => {
    // Replayed to Vite's own listeners too: the change was dropped for them as well.
    vite.watcher.emit('change', file);
    vite.watcher.emit('all', 'change', file);
  });
  vite.watcher.on('all', (event, file) => {
    if (event !== 'add' && event !== 'change' && event !== 'unlink') return;
    if (contentDirs.some((dir) => file.startsWith(`${dir}${path.sep}`))) return handlers.onContentChange();
    const graph = vite.environments.ssr!.moduleGraph;
    const modules = graph.getModulesByFile(file);
    if (modules?.size || components.some((dir) => file.startsWith(dir))) lookAgain(file);
    // A stylesheet is Vite's to swap in place. Any other file of site/, shared/ or core/ counts even before Vite has loaded it
    // for a render (the first renders do not wait for Vite).
    if (!modules?.size && (file.endsWith('.css') || !components.some((dir) => file.startsWith(dir)))) return;
    // Now, not when Vite gets to it after its plugins' hooks: the reload that follows must render the edit.
    // Vite walks up the importers, so the page modules that use the changed one run again too.
    const seen = new Set<NonNullable<typeof modules> extends Set<infer M> ? M : never>();
    for (const module of modules ?? []) graph.invalidateModule(module, seen, Date.now(), true);
    handlers.onCodeChange();
  });
  return vite;
}

/** How long the file watcher (chokidar) drops further changes of a file after reporting one, and a margin. */
const WATCHER_THROTTLE_MS = 50 + 30;

/**
 * The file watcher drops a change of a file that comes within 50 ms of the one it reported (its throttle), so
 * the second of two quick saves (an editor, then its formatter) would never reach the pages. The file is read
 * when its change is reported and again once that window has passed: if it differs and no change was
 * reported meanwhile, `replay` reports it. (A closed watcher has no listeners left to replay to.)
 */
function lookAgainAfterThrottle(replay: (file: string) => void): (file: string) => void {
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  return (file) => {
    clearTimeout(pending.get(file));
    const seen = readOrEmpty(file);
    const timer = setTimeout(() => {
      pending.delete(file);
      if (!readOrEmpty(file).equals(seen)) replay(file);
    }, WATCHER_THROTTLE_MS);
    timer.unref();
    pending.set(file, timer);
  };
}

function readOrEmpty(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch {
    return Buffer.alloc(0);
  }
}

/** The real folder the app's packages are installed in (node_modules, or the install a copy links to). */
function packagesFolderOf(appRoot: string): string {
  const react = createRequire(path.join(appRoot, 'package.json')).resolve('react/package.json');
  return path.dirname(path.dirname(realpathSync(react)));
}
