import { Icon } from '../components/Icon.js';
import { DrawingImage } from '../drawings/DrawingImage.js';
import { softwareDrawingId } from '../illustrations/SoftwareScreens.js';
import { useMessageKeys, usePage, useGroupT } from '../page-context.js';
import { headingId, SectionIntro } from './parts.js';
import { softwareContract } from './contracts.js';
import type { SectionProps } from './types.js';

/** Get to know the software: a tour of the main screens, each card with a drawn screen mock. */
export function Software({ section }: SectionProps) {
  const t = useGroupT(softwareContract, section.messages);
  const keysOf = useMessageKeys();
  const { content } = usePage();
  const g = section.messages;
  return (
    <section id={section.id} className="section section--alt software" aria-labelledby={headingId(section.id)}>
      <div className="container">
        <SectionIntro group={g} sectionId={section.id} />
        <ul className="software__grid">
          {keysOf(`${g}.screens`).map((id) => (
            <li key={id} className="card software__card">
              <div className="software__frame">
                <DrawingImage id={softwareDrawingId(id)} alt={t(`screens.${id}.imageAlt`)} className="software__screen" />
              </div>
              <h3 className="card__title">{t(`screens.${id}.title`)}</h3>
              <p className="card__text">{t(`screens.${id}.text`)}</p>
            </li>
          ))}
        </ul>
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
