import type { ReactNode } from 'react';
import type { IconName } from '../components/Icon.js';
import type { SectionType } from '../../core/content/types.js';
import { useGroupT, useMessageKeys, usePage } from '../page-context.js';
import { introContract } from './contracts.js';
import { topicAnchor } from '../../shared/contact-protocol.js';
import type { ContactTopic } from '../../shared/contact-rules.js';

/** The id of a section's h2, for the parts of a section that it names (aria-labelledby). */
export const headingId = (sectionId: string): string => `${sectionId}-title`;

/**
 * Eyebrow, the section's one h2 and its lead, from `${group}.eyebrow|title|lead`. The h2 gets an id only when
 * something refers to it (`titleId`), and so does the whole (`id`). Sections are not named regions: fifteen landmarks on one page would bury
 * the page's own (header, navigation, main, footer), and the headings already give each section its place.
 */
export function SectionIntro({ group, id, titleId, align = 'center', className, children }: { group: string; id?: string; titleId?: string; align?: 'center' | 'start'; className?: string; children?: ReactNode }) {
  const t = useGroupT(introContract, group);
  const has = useHas();
  const classes = ['section-head', align === 'start' && 'section-head--start', className].filter(Boolean).join(' ');
  return (
    <div id={id} className={classes}>
      {has(group, 'eyebrow') && <p className="eyebrow">{t('eyebrow')}</p>}
      <h2 id={titleId} className="h2">{t('title')}</h2>
      {has(group, 'lead') && <p className="lead">{t('lead')}</p>}
      {children}
    </div>
  );
}

/** A `|-` block message as paragraphs: blank lines separate them. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((text, i) => (
        <p key={i} className={className}>{text.replace(/\s*\n\s*/g, ' ')}</p>
      ))}
    </>
  );
}

/** Whether a group has a given child key, so optional messages render only when present. */
function useHas(): (group: string, key: string) => boolean {
  const keysOf = useMessageKeys();
  return (group, key) => keysOf(group).includes(key);
}

/** An icon per card id; an id without a drawing gets the fallback, so new cards still render. */
export function iconFor(map: Readonly<Record<string, IconName>>, id: string, fallback: IconName = 'check'): IconName {
  return map[id] ?? fallback;
}

/** `#id` of the home section of a type (content decides the id), or undefined when the page has none. */
/** A section's fragment; for the contact section, a topic's anchor (the form opens on that topic). */
export function useSectionHref(): (type: SectionType, topic?: ContactTopic) => string | undefined {
  const { content } = usePage();
  return (type, topic) => {
    const section = content.sections.find((s) => s.type === type);
    return section ? `#${topic ? topicAnchor(section.id, topic) : section.id}` : undefined;
  };
}
