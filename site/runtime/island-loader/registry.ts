import type { IslandName, IslandPropsByName } from '../../islands/types.js';

/** Mounts an island into its server-rendered container: hydrateRoot with the props it was rendered with. */
export type MountIsland<N extends IslandName> = (container: Element, props: IslandPropsByName[N]) => void;

/** Each island's browser code, loaded only when a page needs it; the same names as site/islands/components.ts. */
export const islandLoaders: { readonly [N in IslandName]: () => Promise<{ mount: MountIsland<N> }> } = {
  contactForm: () => import('../../islands/contact-form/browser/contact-form.js'),
};
