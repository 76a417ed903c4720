import type { ComponentType } from 'react';
import { usePage } from '../page-context.js';
import { islandComponents } from './components.js';
import type { HydrationStrategy, IslandName, IslandPropsByName } from './types.js';

/**
 * Renders an island at build time inside the container the browser hydrates (`data-island`), and records
 * its props for the route's payload, so the browser hydrates with exactly what the server rendered.
 */
export function Island<N extends IslandName>({ id, name, props, hydrate = 'visible' }: { id: string; name: N; props: IslandPropsByName[N]; hydrate?: HydrationStrategy }) {
  const { islands } = usePage();
  if (islands.has(id) && islands.get(id)!.props !== props) throw new Error(`Two islands share the id "${id}" on one page`);
  islands.set(id, { name, props });
  const Component = islandComponents[name] as ComponentType<IslandPropsByName[N]>;
  return (
    <div className="island" data-island={name} data-island-id={id} data-hydrate={hydrate}>
      <Component {...props} />
    </div>
  );
}
