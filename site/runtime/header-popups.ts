/**
 * The header's drop-downs are no-JS <details> (the mobile menu and the language list, one open at a time by
 * their shared `name`). With JavaScript they also close as a visitor expects: the menu when one of its links
 * is followed (an anchor on the same page scrolls under it otherwise), either on Escape, with focus back on
 * its toggle, and either on a click or tap outside it.
 */
const POPUPS = 'details[name="header-popup"]';

export function closeHeaderPopupsAsExpected(): void {
  const open = () => document.querySelectorAll<HTMLDetailsElement>(`${POPUPS}[open]`);
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    for (const popup of open()) {
      const inside = target instanceof Node && popup.contains(target);
      // A click on the toggle itself is the <details>' own business; a followed link or one outside closes.
      if (!inside || (target.closest('a[href]') && !target.closest('summary'))) popup.open = false;
    }
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const popup of open()) {
      popup.open = false;
      popup.querySelector('summary')?.focus();
    }
  });
}
