/** Hydration strategy `visible`: wakes an island when it comes within 200 px of the viewport. */
let observer: IntersectionObserver | undefined;
const waiting = new Map<Element, () => void>();

export function whenVisible(container: Element, wake: () => void): void {
  // Without IntersectionObserver there is no cheap way to know: wake at once.
  if (typeof IntersectionObserver !== 'function') return wake();
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer!.unobserve(entry.target);
      const callback = waiting.get(entry.target);
      waiting.delete(entry.target);
      callback?.();
    }
  }, { rootMargin: '200px' });
  waiting.set(container, wake);
  observer.observe(container);
}
