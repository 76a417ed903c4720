import { useDataT, usePage, useT } from '../page-context.js';
import { Icon } from './Icon.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';
import { Logo } from './Logo.js';
import { useHomePath, useNavTarget } from './nav-links.js';

/**
 * The sticky site header, the same on every page: brand, section navigation, language switcher, "Sign in"
 * as a quiet link and "Start free trial" as the one filled button. Below the wide layout the navigation is
 * a no-JS <details> menu: a sheet over a scrim, with the trial button and sign-in at its foot; the bar then
 * keeps the brand, a short trial pill, the switcher (showing the current locale) and the menu toggle. The
 * switcher in the bar is the one language choice at every width: a second list in the sheet would repeat
 * it (and cost the page a dozen elements against its DOM budget).
 */
export function Header() {
  const { content } = usePage();
  const t = useT();
  const tData = useDataT();
  const target = useNavTarget();
  const home = useHomePath();
  const signIn = target(content.site.navigation.signIn).href;
  const signInLabel = tData(content.site.navigation.signIn.label);
  const trial = content.site.links.freeTrial;
  return (
    <header className="header">
      <div className="container header__bar">
        <a className="header__brand" href={home} aria-label={t('header.logoAlt')}>
          <Logo />
        </a>
        <details className="header__menu" name="header-popup">
          <summary className="header__toggle">
            <Icon name="menu" className="header__toggle-open" />
            <Icon name="close" className="header__toggle-close" />
            <span className="visually-hidden header__toggle-open">{t('header.menu')}</span>
            <span className="visually-hidden header__toggle-close">{t('header.closeMenu')}</span>
          </summary>
          <div className="header__sheet">
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
            <div className="header__sheet-foot">
              <a className="btn btn--primary" href={trial}>{t('header.freeTrial')}</a>
              <a className="btn btn--secondary" href={signIn}>{signInLabel}</a>
            </div>
          </div>
        </details>
        <div className="header__actions">
          <LanguageSwitcher />
          <a className="header__signin" href={signIn}>{signInLabel}</a>
          <a className="btn btn--primary header__trial" href={trial}>
            <span className="header__trial-long">{t('header.freeTrial')}</span>
            <span className="header__trial-short">{t('header.freeTrialShort')}</span>
          </a>
        </div>
      </div>
    </header>
  );
}
