import type { SectionType } from '../../core/content/types.js';
import { Icon } from '../components/Icon.js';
import { useHomePath } from '../components/nav-links.js';
import { DrawingImage } from '../drawings/DrawingImage.js';
import { usePage, useT } from '../page-context.js';

/**
 * The error view: "Page Not Found" for 404, "Internal Server Error" for any other status (default 500),
 * then the way home and, on a 404, the two places a lost visitor most likely wanted: pricing and contact.
 */
export function ErrorPage({ status = 500 }: { status?: number }) {
  const t = useT();
  const { content } = usePage();
  const home = useHomePath();
  const notFound = status === 404;
  const sectionLink = (type: SectionType) => {
    const section = content.sections.find((s) => s.type === type);
    return section ? `${home}#${section.id}` : undefined;
  };
  const pricing = sectionLink('offer');
  const contact = sectionLink('contact');
  return (
    <div className="error-page">
      <div className="container error-page__inner">
        <DrawingImage id="lost-receipt" alt="" className="error-page__art" priority="eager" />
        <div className="error-page__text">
          <p className="eyebrow error-page__status">{t('errors.statusCode', { status })}</p>
          <h1 className="h1">{t(notFound ? 'errors.notFound' : 'errors.internal')}</h1>
          <p className="lead">{t(notFound ? 'errors.notFoundHelp' : 'errors.internalHelp')}</p>
          <div className="btn-row error-page__actions">
            <a className="btn btn--primary" href={home}>
              <Icon name="arrowRight" size={20} className="error-page__back-icon" />
              {t('errors.backHome')}
            </a>
          </div>
          {notFound && (pricing || contact) && (
            <nav className="error-page__more" aria-labelledby="error-more-title">
              <h2 className="error-page__more-title" id="error-more-title">{t('errors.usefulLinks')}</h2>
              <ul className="error-page__links">
                {pricing && <li><a href={pricing}>{t('errors.linkPricing')}<Icon name="arrowRight" size={18} /></a></li>}
                {contact && <li><a href={contact}>{t('errors.linkContact')}<Icon name="arrowRight" size={18} /></a></li>}
              </ul>
            </nav>
          )}
        </div>
      </div>
    </div>
  );
}
