/**
 * Hydration strategy `interaction`: wakes an island at the first pointer, touch or focus on it. Every island
 * also wakes this way, so a visitor who tabs into a form before it scrolls near gets it hydrated.
 */
const EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

export function whenUsed(container: Element, wake: () => void): void {
  const handler = () => {
    for (const type of EVENTS) container.removeEventListener(type, handler);
    wake();
  };
  for (const type of EVENTS) container.addEventListener(type, handler, { passive: true });
}
