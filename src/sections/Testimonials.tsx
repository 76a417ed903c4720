import { Icon } from '../components/Icon.js';
import { useT } from '../page-context.js';
import { Avatar } from './people/Avatar.js';
import type { SectionProps } from './types.js';

/** Customer quotes as a responsive grid of figures (no carousel: the site ships no JavaScript here). */
export function Testimonials({ section }: SectionProps) {
  const t = useT();
  const group = section.messages;
  const headingId = `${section.id}-title`;
  return (
    <section id={section.id} className="section section--alt testimonials" aria-labelledby={headingId}>
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{t(`${group}.eyebrow`)}</p>
          <h2 id={headingId} className="h2">{t(`${group}.title`)}</h2>
          <p className="lead">{t(`${group}.lead`)}</p>
        </div>
        <ul className="testimonials__grid">
          {(section.quotes ?? []).map((quote, i) => (
            <li key={quote.id}>
              <figure className="testimonials__card">
                <Icon name="quote" size={32} className="testimonials__mark" />
                <blockquote className="testimonials__quote">
                  <p>{t(`${quote.messages}.quote`)}</p>
                </blockquote>
                <figcaption className="testimonials__author">
                  <Avatar name={quote.name} tone={i} />
                  <span className="testimonials__who">
                    <span className="testimonials__name">{quote.name}</span>
                    <span className="testimonials__role">{t(`${quote.messages}.role`)}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
