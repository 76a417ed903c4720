import { Icon } from '../components/Icon.js';
import { useHomePath } from '../components/nav-links.js';
import { DrawingImage } from '../drawings/DrawingImage.js';
import { useT } from '../page-context.js';

/** The error view: "Page Not Found" for 404, "Internal Server Error" for any other status (default 500). */
export function ErrorPage({ status = 500 }: { status?: number }) {
  const t = useT();
  const home = useHomePath();
  const notFound = status === 404;
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
        </div>
      </div>
    </div>
  );
}
