import type { Content } from '../core/content/types.js';

/**
 * The content as the build publishes it: without the locales in progress (no pages, no alternates, no
 * sitemap entries, no switcher item, not in the app config the root redirect and the language suggestion
 * read). The dev server keeps them, to show how far their translation is.
 */
export function publishedContent(content: Content): Content {
  if (content.locales.every((l) => l.status === 'published')) return content;
  const published = content.locales.filter((l) => l.status === 'published');
  const codes = new Set(published.map((l) => l.code));
  return Object.freeze({
    ...content,
    locales: Object.freeze(published),
    messages: Object.freeze(Object.fromEntries(Object.entries(content.messages).filter(([code]) => codes.has(code)))),
  });
}
