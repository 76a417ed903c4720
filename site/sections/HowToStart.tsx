import { Icon, type IconName } from '../components/Icon.js';
import { useMessageKeys, usePage, useGroupT } from '../page-context.js';
import { iconFor, SectionIntro, useSectionHref } from './parts.js';
import { howToStartContract } from './contracts.js';
import type { SectionProps } from './types.js';

const icons: Record<string, IconName> = { download: 'download', install: 'settings', contactSupport: 'headset' };

/** How to start: the setup time in front, then the numbered steps and a call to get in touch. */
export function HowToStart({ section }: SectionProps) {
  const t = useGroupT(howToStartContract, section.messages);
  const { content } = usePage();
  const sectionHref = useSectionHref();
  const keysOf = useMessageKeys();
  const g = section.messages;
  return (
    <section id={section.id} className="section how">
      <div className="container">
        <SectionIntro group={g}>
          {section.setupMinutes !== undefined && (
            <p className="how__time">
              <Icon name="clock" size={18} />
              {t('setupTime', { minutes: section.setupMinutes })}
            </p>
          )}
        </SectionIntro>
        <ol className="how__steps">
          {keysOf(`${g}.steps`).map((id, i) => (
            <li key={id} className="how__step">
              <Icon name={iconFor(icons, id)} size={26} className="how__icon" />
              <p className="how__label">{t('stepLabel', { number: i + 1 })}</p>
              <h3 className="card__title">{t(`steps.${id}.title`)}</h3>
              <p className="card__text">{t(`steps.${id}.text`)}</p>
            </li>
          ))}
        </ol>
        <div className="btn-row how__cta">
          <a className="btn btn--primary" href={sectionHref('contact') ?? content.site.links.selfServicePortal}>
            {t('cta')}
            <Icon name="arrowRight" size={18} />
          </a>
        </div>
      </div>
    </section>
  );
}
