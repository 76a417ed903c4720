import { Fragment } from 'react';
import { Icon } from '../components/Icon.js';
import { DrawingImage } from '../drawings/DrawingImage.js';
import { softwareDrawingId } from '../drawings/product/software.js';
import { useMessageKeys, usePage, useGroupT } from '../page-context.js';
import { headingId, SectionIntro } from './parts.js';
import { softwareContract } from './contracts.js';
import type { SectionProps } from './types.js';

/**
 * Get to know the software: one showcase of the main screens. A radio group (plain HTML, no script) picks
 * the screen shown; browsers without :has() show every screen one under the other, each with its caption.
 */
export function Software({ section }: SectionProps) {
  const t = useGroupT(softwareContract, section.messages);
  const keysOf = useMessageKeys();
  const { content } = usePage();
  const g = section.messages;
  const screens = keysOf(`${g}.screens`);
  const radioId = (id: string) => `${section.id}-screen-${id}`;
  return (
    <section id={section.id} className="section section--alt software">
      <div className="container">
        <SectionIntro group={g} titleId={headingId(section.id)} />
        <div className="tour">
          <div className="tour__tabs" role="radiogroup" aria-labelledby={headingId(section.id)}>
            {screens.map((id, i) => (
              <Fragment key={id}>
                <input className="tour__radio" type="radio" name={`${section.id}-screen`} id={radioId(id)} value={id} defaultChecked={i === 0} />
                <label className="tour__tab" htmlFor={radioId(id)}>{t(`screens.${id}.title`)}</label>
              </Fragment>
            ))}
          </div>
          <div className="tour__panels">
            {screens.map((id) => (
              <div key={id} className="tour__panel">
                <DrawingImage id={softwareDrawingId(id)} alt={t(`screens.${id}.imageAlt`)} className="tour__screen" />
                <h3 className="tour__title">{t(`screens.${id}.title`)}</h3>
                <p className="tour__text">{t(`screens.${id}.text`)}</p>
              </div>
            ))}
          </div>
        </div>
        <div className="btn-row software__cta">
          <a className="btn btn--primary" href={content.site.links.freeTrial}>
            {t('cta')}
            <Icon name="arrowRight" size={18} />
          </a>
        </div>
      </div>
    </section>
  );
}
