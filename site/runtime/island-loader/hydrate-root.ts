/**
 * hydrateRoot for an island's `mount`, with the runtime's failure rule: a render error during or after
 * hydration logs `Error while mounting app:` and puts the server markup back (React removes a root's
 * content on an uncaught error), so the island keeps working as plain HTML.
 */
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

export function hydrateIsland(container: Element, element: ReactNode): Root {
  const markup = container.innerHTML;
  return hydrateRoot(container, element, {
    onUncaughtError(error) {
      console.error('Error while mounting app:', error);
      // After React has finished tearing the root down.
      setTimeout(() => {
        if (!container.firstChild) container.innerHTML = markup;
      });
    },
  });
}
