import { Icon } from '../components/Icon.js';
import { useDataT } from '../page-context.js';
import { Avatar } from './people/Avatar.js';
import type { SectionProps } from './types.js';
import { headingId, SectionIntro } from './parts.js';

/**
 * Customer quotes: a grid of figures on wide screens, a row that scrolls sideways with snap points on a
 * phone (CSS only, no JavaScript). The list is focusable so a keyboard can scroll it too.
 */
export function Testimonials({ section }: SectionProps) {
  const tData = useDataT();
  const group = section.messages;
  const titleId = headingId(section.id);
  return (
    <section id={section.id} className="section section--alt testimonials">
      <div className="container">
        <SectionIntro group={group} titleId={titleId} />
        <ul className="testimonials__grid" tabIndex={0} aria-labelledby={titleId}>
          {(section.quotes ?? []).map((quote, i) => (
            <li key={quote.id}>
              <figure className="testimonials__card">
                <Icon name="quote" size={32} className="testimonials__mark" />
                <blockquote className="testimonials__quote">
                  <p>{tData(`${quote.messages}.quote`)}</p>
                </blockquote>
                <figcaption className="testimonials__author">
                  <Avatar name={quote.name} tone={i} />
                  <span className="testimonials__name">{quote.name}</span>
                  <span className="testimonials__role">{tData(`${quote.messages}.role`)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
