/**
 * A link to a radio button selects it: the hero's "Explore hospitality" points at the pricing switch's
 * Hospitality radio (`#offer-segment-hospitality`), so it opens the pricing section on that segment, its
 * section scrolled into view. A page opened with such a fragment, or whose fragment changes to one (a typed
 * URL, the back button), does the same. Without JavaScript the link still lands on the switch.
 */
export function selectRadiosFromLinks(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
    if (link instanceof HTMLAnchorElement && selectRadio(link.hash)) {
      event.preventDefault();
      history.pushState(null, '', link.hash);
    }
  });
  addEventListener('hashchange', () => selectRadio(location.hash));
  selectRadio(location.hash);
}

function selectRadio(hash: string): boolean {
  const radio = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (!(radio instanceof HTMLInputElement) || radio.type !== 'radio') return false;
  radio.checked = true;
  (radio.closest('section') ?? radio).scrollIntoView();
  return true;
}
