import { unwatchFile, watchFile, type Stats } from 'node:fs';
import path from 'node:path';
import { loadSite } from './load-site.js';
import type { Site } from './types.js';

/** The site being served; a new build replaces it whole, so a request sees one build, never a mix. */
export interface LiveSite {
  readonly current: Site;
  /** Stops watching for builds. */
  close(): void;
}

export interface LiveSiteOptions {
  readonly distDir: string;
  /** URL prefixes of the locales, '' for the unprefixed one: whose error views to load. */
  readonly prefixes: readonly string[];
  /** Reload when a build replaces dist/ (the preview beside `npm run build`). */
  readonly watch: boolean;
  /** A build that cannot be loaded leaves the previous one served; this hears why. */
  readonly onReloadError: (error: unknown) => void;
}

/**
 * Loads the site, and with `watch` loads it again whenever builds/latest.json changes: every build that
 * changes anything writes a new build id there, and the write stage swaps dist/ in by rename, so the new
 * folder is complete by then. Polled (fs.watchFile) rather than fs.watch, which loses a path renamed away.
 */
export function openLiveSite(options: LiveSiteOptions): LiveSite {
  let current = loadSite(options.distDir, options.prefixes);
  const marker = path.join(options.distDir, 'builds', 'latest.json');
  const reload = (now: Stats, before: Stats) => {
    if (now.mtimeMs === before.mtimeMs && now.ino === before.ino) return;
    try {
      current = loadSite(options.distDir, options.prefixes);
    } catch (error) {
      options.onReloadError(error);
    }
  };
  if (options.watch) watchFile(marker, { interval: 500, persistent: false }, reload);
  return {
    get current() {
      return current;
    },
    close: () => {
      if (options.watch) unwatchFile(marker, reload);
    },
  };
}
