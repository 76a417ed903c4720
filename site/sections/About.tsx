import { Icon } from '../components/Icon.js';
import { DrawingImage } from '../drawings/DrawingImage.js';
import { useGroupT } from '../page-context.js';
import { Paragraphs, SectionIntro } from './parts.js';
import { aboutContract } from './contracts.js';
import type { SectionProps } from './types.js';

/** About and commitment: the company story beside the support illustration, and the promise as a callout. */
export function About({ section }: SectionProps) {
  const t = useGroupT(aboutContract, section.messages);
  const g = section.messages;
  return (
    <section id={section.id} className="section section--alt about">
      <div className="container">
        <div className="split split--reverse">
          <div className="stack stack--lg">
            <SectionIntro group={g} align="start" />
            <div className="stack">
              <Paragraphs text={t('body')} className="muted" />
            </div>
            <aside className="about__promise" aria-labelledby={`${section.id}-promise`}>
              <Icon name="shield" className="icon-badge icon-badge--accent" />
              <div>
                <h3 id={`${section.id}-promise`} className="card__title">{t('commitment.title')}</h3>
                <p className="about__promise-text">{t('commitment.text')}</p>
              </div>
            </aside>
          </div>
          <DrawingImage id="about" alt={t('imageAlt')} className="illustration" />
        </div>
      </div>
    </section>
  );
}
