import { FALLBACK_END, FALLBACK_START, stripFallbackMarks } from '../core/messages.js';

/** The class of the element around a message a locale in progress shows in the reference locale's words. */
export const UNTRANSLATED_CLASS = 'dev-untranslated';

/** Styled inline (dev answers carry no CSP), so it shows whatever the site's stylesheet is; dashed, so it reads as a note. */
const MARK_STYLE = 'background:#fff1a6;color:#3d2b00;outline:2px dashed #c27c0e;outline-offset:1px;border-radius:2px';

/** Whole elements whose text is no markup (an element inside would show as text) or no text at all, and tags. */
const CHUNKS = /<(script|style|title|textarea)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->|<[^>]*>|[^<]+/gi;

/**
 * A page of a locale in progress as the dev server shows it: each message not translated yet (the catalogue
 * put the reference locale's text between FALLBACK_START and FALLBACK_END) in marked elements whose title
 * says so, one per text of the message (a policy's paragraphs are several elements, each gets its own). In an
 * attribute, a title or a script the marks are only removed: they cannot hold an element.
 */
export function markUntranslated(html: string, locale: string, reference: string): string {
  if (!html.includes(FALLBACK_START)) return html;
  const title = `Not translated yet: the text of ${reference}, the reference locale. Translate it in content/messages/${locale}.yaml.`;
  const open = `<mark class="${UNTRANSLATED_CLASS}" title="${title}" style="${MARK_STYLE}">`;
  let inside = false;
  return html.replace(CHUNKS, (chunk) => {
    if (chunk.startsWith('<')) return stripFallbackMarks(chunk);
    return chunk.split(MARKS).map((part) => {
      if (part === FALLBACK_START || part === FALLBACK_END) {
        inside = part === FALLBACK_START;
        return '';
      }
      return inside && part.trim() ? `${open}${part}</mark>` : part;
    }).join('');
  });
}

const MARKS = new RegExp(`(${FALLBACK_START}|${FALLBACK_END})`);
