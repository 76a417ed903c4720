import { usePage, useT } from '../page-context.js';
import { Icon } from './Icon.js';
import { switcherItemsHtml } from './switcher-items.js';

/**
 * Plain links to the same page in every locale, in the order of content/site.yaml. A no-JS <details>
 * drop-down on small screens; the stylesheet lays the links out inline on wide screens. Each link names its
 * locale (`data-locale`): with JavaScript, following it also stores the choice (src/browser/locale/store-choice.ts).
 */
export function LanguageSwitcher() {
  const { page, locale } = usePage();
  const t = useT();
  return (
    <nav className="switcher" aria-label={t('languageSwitcher.label')}>
      <details className="switcher__details" name="header-popup">
        <summary className="switcher__toggle">
          <Icon name="globe" size={20} />
          <span className="visually-hidden">{t('languageSwitcher.label')} </span>
          <span className="switcher__current">{locale.label}</span>
          <Icon name="chevronDown" size={14} className="switcher__chevron" />
        </summary>
        {/* The items as markup built outside React: one per locale, hundreds on a site with hundreds of locales. */}
        <ul className="switcher__list" dangerouslySetInnerHTML={{ __html: switcherItemsHtml(page.alternates, locale.code) }} />
      </details>
    </nav>
  );
}
