/**
 * Islands: the interactive parts of a page. Each is a React component rendered at build time into the page
 * and hydrated in the browser (hydrateRoot) with the same props, which the build writes into the route's
 * `_payload.json`. Everything an island shows must come from its props: they are all it gets in the browser.
 */
import type { ContactFormProps } from './contact-form/types.js';

/** Props of each island, by name. Adding an island starts here. */
export interface IslandPropsByName {
  readonly contactForm: ContactFormProps;
}
export type IslandName = keyof IslandPropsByName;

/** Mounts an island into its server-rendered container: hydrateRoot with the props it was rendered with. */
export type MountIsland<N extends IslandName> = (container: Element, props: IslandPropsByName[N]) => void;

/** When the browser loads an island: when it nears the viewport, or at the first pointer, focus or key on it. */
export type HydrationStrategy = 'visible' | 'interaction';

/** One island of a page as its payload holds it. */
export interface IslandData<N extends IslandName = IslandName> {
  readonly name: N;
  readonly props: IslandPropsByName[N];
}

/** The islands of a page by their id (`data-island-id`), as `{path}/_payload.json` holds them. */
export type PageIslands = Readonly<Record<string, IslandData>>;
