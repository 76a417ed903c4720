/**
 * Hydrates the islands of a page when each is needed: `visible` when it comes within 200 px of the viewport,
 * `interaction` at the first pointer, focus or touch on it (a `visible` island also wakes on those). Then its
 * code and the page's payload load together and it mounts with the props it was rendered with. Any failure
 * leaves the server markup as it is, which works without JavaScript.
 */
import type { IslandName } from '../../islands/types.js';
import type { AppConfig } from '../../shared/app-config.js';
import { loadPayload } from '../site-meta.js';
import { islandLoaders } from './registry.js';

const WAKE_EVENTS = ['pointerenter', 'focusin', 'touchstart'] as const;

export function hydrateIslands(doc: Document, config: AppConfig): void {
  const containers = [...doc.querySelectorAll<HTMLElement>('[data-island]')];
  if (containers.length === 0) return;
  const observer = 'IntersectionObserver' in window
    ? new IntersectionObserver((entries) => {
        for (const entry of entries) if (entry.isIntersecting) wake(entry.target as HTMLElement);
      }, { rootMargin: '200px' })
    : undefined;
  const woken = new WeakSet<HTMLElement>();
  const wake = (container: HTMLElement) => {
    if (woken.has(container)) return;
    woken.add(container);
    observer?.unobserve(container);
    void mountIsland(container, config);
  };
  for (const container of containers) {
    for (const type of WAKE_EVENTS) container.addEventListener(type, () => wake(container), { once: true, passive: true });
    if (container.dataset.hydrate !== 'interaction') {
      if (observer) observer.observe(container);
      else wake(container);
    }
  }
}

async function mountIsland(container: HTMLElement, config: AppConfig): Promise<void> {
  const name = container.dataset.island as IslandName;
  const id = container.dataset.islandId ?? '';
  const loader = islandLoaders[name];
  try {
    if (!loader) throw new Error(`No island named "${name}"`);
    const [module, payload] = await Promise.all([loader(), loadPayload(config)]);
    const island = payload?.islands?.[id];
    // No payload (its fetch failed, already warned; or the path is not prerendered): keep the server markup.
    if (!island) return;
    module.mount(container, island.props as never);
  } catch (error) {
    console.error('Error while mounting app:', error);
  }
}
