import type { Catalogue } from '../messages.js';
import type { Content } from './types.js';

/**
 * The messages of a locale of the content. Locale codes are data (site.yaml), so the type cannot promise a
 * code has a catalogue; every locale of a loaded content has one, and asking for another is a bug.
 */
export function catalogueOf(content: Pick<Content, 'messages'>, code: string): Catalogue {
  const catalogue = content.messages[code];
  if (!catalogue) throw new Error(`No messages for locale "${code}": it is not a locale of this content.`);
  return catalogue;
}
