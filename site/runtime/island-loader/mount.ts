/**
 * Mounts one island: its code and the page's payload load together, then the island's `mount` hydrates the
 * server markup with the props the build recorded. Any failure logs `Error while mounting app:` and leaves
 * the server markup as it is (it works without JavaScript). A chunk that cannot be loaded is most often a
 * deploy that replaced the hashed files the page names: then the page reloads, through the reload guard.
 */
import type { IslandName, MountIsland } from '../../islands/types.js';
import type { AppConfig } from '../../../shared/app-config.js';
import { loadPayload } from '../data/payload.js';
import { isOtherBuildLive } from '../update/latest-build.js';
import { reloadOnce } from '../reload-guard.js';
import { islandLoaders } from './registry.js';

export async function mountIsland(container: HTMLElement, config: AppConfig): Promise<void> {
  const name = container.dataset.island as IslandName;
  const id = container.dataset.islandId ?? '';
  try {
    const loader = islandLoaders[name];
    if (!loader) throw new Error(`No island named "${name}"`);
    const [module, payload] = await Promise.all([loadChunk(loader, config), loadPayload(config)]);
    // No payload: not a prerendered path, or its fetch failed and was warned about. The markup stays.
    if (!payload) return;
    const island = payload.islands?.[id];
    if (!island || island.name !== name) throw new Error(`The page data has no island "${id}" (${name})`);
    (module.mount as MountIsland<IslandName>)(container, island.props);
  } catch (error) {
    console.error('Error while mounting app:', error);
  }
}

async function loadChunk<M>(loader: () => Promise<M>, config: AppConfig): Promise<M> {
  try {
    return await loader();
  } catch (error) {
    // Offline, or the live build is still this page's: reloading would not help (or would lose the page).
    if (navigator.onLine !== false && (await isOtherBuildLive(config)) !== false && reloadOnce()) return new Promise<never>(() => {});
    throw error;
  }
}
