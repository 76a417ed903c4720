import { Icon, type IconName } from '../components/Icon.js';
import { DrawingImage } from '../drawings/DrawingImage.js';
import { useMessageKeys, usePage, useGroupT } from '../page-context.js';
import { iconFor, SectionIntro } from './parts.js';
import { administrationContract } from './contracts.js';
import type { SectionProps } from './types.js';

const icons: Record<string, IconName> = { articles: 'box', stock: 'layers', priceLists: 'receipt', users: 'users', reports: 'chart' };

/** Administration overview: the back-office dashboard beside the list of what it manages. */
export function Administration({ section }: SectionProps) {
  const t = useGroupT(administrationContract, section.messages);
  const keysOf = useMessageKeys();
  const { content } = usePage();
  const g = section.messages;
  return (
    <section id={section.id} className="section section--alt admin">
      <div className="container">
        <SectionIntro group={g} />
        <div className="split admin__split">
          <div className="admin__visual">
            <DrawingImage id="administration" alt={t('imageAlt')} className="illustration" />
          </div>
          <div className="stack stack--lg">
            <ul className="admin__features">
              {keysOf(`${g}.features`).map((id) => (
                <li key={id} className="admin__feature">
                  <Icon name={iconFor(icons, id)} className="icon-badge" />
                  <h3 className="admin__feature-title">{t(`features.${id}.title`)}</h3>
                  <p className="card__text">{t(`features.${id}.text`)}</p>
                </li>
              ))}
            </ul>
            <div className="btn-row">
              <a className="btn btn--primary" href={content.site.links.signIn}>
                <Icon name="login" size={18} />
                {t('cta')}
              </a>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
