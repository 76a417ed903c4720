import { Icon, type IconName } from '../components/Icon.js';
import { DrawingImage } from '../drawings/DrawingImage.js';
import { usePage, useGroupT } from '../page-context.js';
import { HERO_ENTRIES, HERO_HIGHLIGHTS, heroContract } from './contracts.js';
import type { SectionProps } from './types.js';
import { segmentRadioId } from './Offer.js';
import { useSectionHref } from './parts.js';

/** The highlight chips under the lead; the self-service one links to the portal. */
const highlights: readonly { key: (typeof HERO_HIGHLIGHTS)[number]; icon: IconName; portal?: boolean }[] = [
  { key: 'freeTrial', icon: 'gift' },
  { key: 'exclusiveSupport', icon: 'headset' },
  { key: 'selfService', icon: 'browser', portal: true },
];
const entries: readonly { key: (typeof HERO_ENTRIES)[number]; icon: IconName }[] = [
  { key: 'retail', icon: 'store' },
  { key: 'hospitality', icon: 'cup' },
];

/**
 * Welcome hero: the page's h1, the trial and demo calls, three highlights, the e-fiscalization systems the
 * product is built for (a statement, not a certification), then the entries per business type.
 */
export function Hero({ section }: SectionProps) {
  const t = useGroupT(heroContract, section.messages);
  const sectionHref = useSectionHref();
  const { content } = usePage();
  // Each entry opens the pricing on its own segment: a link to that segment's radio selects it.
  const offer = sectionHref('offer');
  return (
    <section id={section.id} className="hero">
      <div className="container">
        <div className="hero__grid">
          <div className="hero__copy stack stack--lg">
            <p className="eyebrow hero__eyebrow">{t('eyebrow')}</p>
            <h1 className="h1 hero__title">{t('title')}</h1>
            <p className="lead">{t('lead')}</p>
            <div className="btn-row hero__ctas">
              <a className="btn btn--primary" href={content.site.links.freeTrial}>
                {t('ctaPrimary')}
                <Icon name="arrowRight" size={18} />
              </a>
              <a className="btn btn--secondary" href={sectionHref('contact', 'demo') ?? content.site.links.selfServicePortal}>{t('ctaSecondary')}</a>
            </div>
            <ul className="hero__highlights">
              {highlights.map(({ key, icon, portal }) => (
                <li key={key} className="hero__highlight">
                  <Icon name={icon} size={18} className="hero__highlight-icon" />
                  {portal ? <a href={content.site.links.selfServicePortal}>{t(key)}</a> : t(key)}
                </li>
              ))}
            </ul>
          </div>
          <div className="hero__visual">
            <DrawingImage id="hero" alt={t('imageAlt')} className="illustration hero__art" priority="high" />
          </div>
        </div>
        <p className="hero__compliance">
          <Icon name="shield" size={20} />
          {t('compliance')}
        </p>
        <ul className="hero__entries">
          {entries.map(({ key, icon }) => (
            <li key={key} className="card hero__entry">
              <Icon name={icon} className={key === 'retail' ? 'icon-badge' : 'icon-badge icon-badge--accent'} />
              <h2 className="card__title">{t(`${key}.title`)}</h2>
              <p className="card__text">{t(`${key}.text`)}</p>
              <a className="hero__entry-link" href={offer ? `#${segmentRadioId(offer.slice(1), key)}` : content.site.links.freeTrial}>
                {t(`${key}.cta`)}
                <Icon name="arrowRight" size={18} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
