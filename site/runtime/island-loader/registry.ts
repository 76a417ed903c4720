import type { IslandName, MountIsland } from '../../islands/types.js';

/** Each island's browser code, loaded only when a page needs it; the same names as site/islands/components.ts. */
export const islandLoaders: { readonly [N in IslandName]: () => Promise<{ mount: MountIsland<N> }> } = {
  contactForm: () => import('../../islands/contact-form/browser/contact-form.js'),
};
