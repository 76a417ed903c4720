import { useDataT, usePage, useT } from '../page-context.js';
import { Icon } from './Icon.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';
import { Logo } from './Logo.js';
import { useHomePath, useNavTarget } from './nav-links.js';

/**
 * The sticky site header: brand, section navigation (a no-JS <details> menu on small screens), language
 * switcher and sign-in. `compact` (document pages) drops the section navigation.
 */
export function Header({ compact = false }: { compact?: boolean }) {
  const { content } = usePage();
  const t = useT();
  const tData = useDataT();
  const target = useNavTarget();
  const home = useHomePath();
  const signIn = content.site.navigation.signIn;
  return (
    <header className={compact ? 'header header--compact' : 'header'}>
      <div className="container header__bar">
        <a className="header__brand" href={home} aria-label={t('header.logoAlt')}>
          <Logo />
        </a>
        {!compact && (
          <details className="header__menu" name="header-popup">
            <summary className="header__toggle">
              <Icon name="menu" className="header__toggle-open" />
              <Icon name="close" className="header__toggle-close" />
              <span className="visually-hidden header__toggle-open">{t('header.menu')}</span>
              <span className="visually-hidden header__toggle-close">{t('header.closeMenu')}</span>
            </summary>
            <nav className="header__nav" aria-label={t('header.menu')}>
              <ul className="header__list">
                {content.site.navigation.header.map((item) => {
                  const link = target(item);
                  return (
                    <li key={`${item.label}|${link.href}`}>
                      <a className="header__link" href={link.href} aria-current={link.current ? 'page' : undefined}>
                        {tData(item.label)}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </nav>
          </details>
        )}
        <div className="header__actions">
          <LanguageSwitcher />
          <a className="btn btn--primary header__signin" href={target(signIn).href}>
            <Icon name="login" size={18} />
            <span className="header__signin-text">{tData(signIn.label)}</span>
          </a>
        </div>
      </div>
    </header>
  );
}
