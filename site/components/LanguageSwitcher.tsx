import { usePage, useT } from '../page-context.js';
import { Icon } from './Icon.js';
import { LOCALE_LINK_ATTRIBUTE } from '../../shared/notices.js';

/**
 * Plain links to the same page in every locale, in the order of content/site.yaml, in a no-JS <details>
 * drop-down at every width: the toggle shows the current locale's code ("ME"), the list each label with its
 * language ("Crna Gora · Crnogorski"). Each link names its locale (`data-locale`): with JavaScript, following
 * it also stores the choice (site/runtime/locale/store-choice.ts).
 */
export function LanguageSwitcher() {
  const { locale } = usePage();
  const t = useT();
  return (
    <nav className="switcher" aria-label={t('languageSwitcher.label')}>
      <details className="switcher__details" name="header-popup">
        <summary className="switcher__toggle">
          <Icon name="globe" size={20} />
          <span className="visually-hidden">{`${t('languageSwitcher.label')}: ${locale.label}, `}</span>
          <span className="switcher__code">{locale.code.toUpperCase()}</span>
          <Icon name="chevronDown" size={14} className="switcher__chevron" />
        </summary>
        <LanguageList className="switcher__list" />
      </details>
    </nav>
  );
}

/** The same links as a plain list, for the mobile menu and the footer. */
export function LanguageList({ className }: { className: string }) {
  const { page, locale: current } = usePage();
  return (
    <ul className={className}>
      {page.alternates.map(({ locale, path }) => (
        <li key={locale.code}>
          <a className="switcher__link" href={path} hrefLang={locale.hreflang} lang={locale.lang} {...{ [LOCALE_LINK_ATTRIBUTE]: locale.code }} aria-current={locale.code === current.code ? 'true' : undefined}>
            {locale.label}
            {locale.language && <span className="switcher__hint">{locale.language}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
