/**
 * The contract between the notices' slots in the server markup (site/components/RuntimeNotices.tsx) and the
 * runtime that builds and shows the notices in them (site/runtime/notices.ts): element ids and the data
 * attributes of the notices' controls.
 */
export const NOTICE_IDS = {
  update: { slot: 'update-slot' },
  suggestion: { slot: 'suggestion-slot' },
} as const;

export type NoticeName = keyof typeof NOTICE_IDS;

/** Attributes of the controls inside a notice: the close button, the update's reload button, the suggestion's link. */
export const NOTICE_CONTROLS = { dismiss: 'data-notice-dismiss', reload: 'data-notice-reload', link: 'data-notice-link' } as const;

/** On a link, the locale code it switches to: following it stores that choice (site/runtime/locale/switch-links.ts). */
export const LOCALE_LINK_ATTRIBUTE = 'data-locale';
