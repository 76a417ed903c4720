/**
 * Finds the islands of the page (`[data-island]`, rendered by site/islands/Island.tsx) and mounts each when
 * its strategy says: `visible` near the viewport, `interaction` at first use. Until then the page has
 * loaded no React at all.
 */
import type { AppConfig } from '../../../shared/app-config.js';
import { whenUsed } from './interaction.js';
import { mountIsland } from './mount.js';
import { whenVisible } from './visible.js';

export function hydrateIslands(doc: Document, config: AppConfig): void {
  for (const container of doc.querySelectorAll<HTMLElement>('[data-island]')) {
    let woken = false;
    const wake = () => {
      if (woken) return;
      woken = true;
      void mountIsland(container, config);
    };
    whenUsed(container, wake);
    if (container.dataset.hydrate !== 'interaction') whenVisible(container, wake);
  }
}
