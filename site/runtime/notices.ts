/**
 * The runtime's notices (update, language suggestion), built here when one is shown: most visitors never
 * see either, so no page carries their markup. Their texts come from the app config (the update's in the
 * page's language, the suggestion's in the suggested locale's), their icons from the site's sprite, their
 * look from their own stylesheet, loaded with the first notice (`.notice`, notice-styles.ts). Showing one puts it into its slot, a polite live region that has
 * been in the page since it loaded (site/components/RuntimeNotices.tsx), so screen readers announce it. The
 * slots are fixed to the viewport: a notice never moves the page's content.
 */
import { NOTICE_CONTROLS, NOTICE_IDS, type NoticeName } from '../../shared/notices.js';

const { dismiss, reload, link } = NOTICE_CONTROLS;
/** A decorative icon of the sprite; its href is filled in with the sprite's URL. */
const icon = (name: string, attributes = '') => `<svg${attributes} width="20" height="20" aria-hidden="true"><use data-icon="${name}"/></svg>`;

/** Each notice's markup, without its texts: static strings, never a text of the content. */
const MARKUP: Record<NoticeName, string> = {
  update: `<div class="notice notice--update"><p class="notice__text"></p><div class="notice__actions"><button type="button" class="btn btn--primary notice__button" ${reload}></button><button type="button" class="btn btn--secondary notice__button" ${dismiss}></button></div></div>`,
  suggestion: `<div class="notice notice--suggestion">${icon('globe', ' class="notice__icon"')}<a class="notice__link" ${link}></a><button type="button" class="notice__close" ${dismiss}>${icon('close')}</button></div>`,
};

/**
 * Shows notice `name` (replacing one already shown) and gives its element for the caller to put its texts
 * in; undefined if the page has no slot for it. Its close button removes it and calls `onDismiss`. The
 * notices' stylesheet is loaded first (notice-styles.ts), so a notice never shows unstyled.
 */
export async function showNotice(name: NoticeName, iconSprite: string, onDismiss?: () => void): Promise<HTMLElement | undefined> {
  if (!document.getElementById(NOTICE_IDS[name].slot)) return undefined;
  await import('./notice-styles.js');
  const slot = document.getElementById(NOTICE_IDS[name].slot);
  if (!slot) return undefined;
  const template = document.createElement('template');
  template.innerHTML = MARKUP[name];
  const notice = template.content.firstElementChild as HTMLElement;
  for (const use of notice.querySelectorAll('use')) use.setAttribute('href', `${iconSprite}#${use.dataset.icon}`);
  control(notice, 'dismiss')?.addEventListener('click', () => {
    notice.remove();
    onDismiss?.();
  });
  slot.replaceChildren(notice);
  return notice;
}

/** The control `name` of a notice (NOTICE_CONTROLS). */
export function control(notice: HTMLElement, name: keyof typeof NOTICE_CONTROLS): HTMLElement | null {
  return notice.querySelector(`[${NOTICE_CONTROLS[name]}]`);
}

export function hideNotice(name: NoticeName): void {
  document.getElementById(NOTICE_IDS[name].slot)?.replaceChildren();
}
