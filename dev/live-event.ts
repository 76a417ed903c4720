/** What the dev server sends the open pages when the content changed: dev/browser/live-content.ts shows it. */
export const CONTENT_EVENT = 'fiskalis:content';
