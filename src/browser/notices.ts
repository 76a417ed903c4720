/**
 * The runtime's notices (update, language suggestion) are server-rendered `<template>`s in the page's
 * markup (src/components/RuntimeNotices.tsx), so they are styled and localized at build time and cost no
 * layout until shown. Showing one clones its template into its slot, a polite live region that has been in
 * the page since it loaded, so screen readers announce it. The slots are fixed to the viewport: a notice
 * never moves the page's content.
 */
import { NOTICE_CONTROLS, NOTICE_IDS, type NoticeName } from '../shared/notices.js';

/** Shows notice `name` (replacing one already shown) and returns its element; undefined if the page has no such template. */
export function showNotice(name: NoticeName, onDismiss?: () => void): HTMLElement | undefined {
  const slot = document.getElementById(NOTICE_IDS[name].slot);
  const template = document.getElementById(NOTICE_IDS[name].template);
  const notice = template instanceof HTMLTemplateElement ? template.content.firstElementChild?.cloneNode(true) : undefined;
  if (!slot || !(notice instanceof HTMLElement)) return undefined;
  notice.querySelector(`[${NOTICE_CONTROLS.dismiss}]`)?.addEventListener('click', () => {
    notice.remove();
    onDismiss?.();
  });
  slot.replaceChildren(notice);
  return notice;
}

export function hideNotice(name: NoticeName): void {
  document.getElementById(NOTICE_IDS[name].slot)?.replaceChildren();
}
