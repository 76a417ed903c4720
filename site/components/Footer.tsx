import type { Office } from '../../core/content/types.js';
import { formatCountry } from '../../core/format.js';
import { useDataT, usePage, useT } from '../page-context.js';
import { downloadIcon } from './download-icons.js';
import { Icon } from './Icon.js';
import { LanguageList } from './LanguageSwitcher.js';
import { Logo } from './Logo.js';
import { useHomePath, useNavTarget } from './nav-links.js';

/**
 * The dark site footer: brand and downloads, quick links, the office blocks (with PIB and MB where
 * site.yaml has them), then the copyright line with the language links.
 */
export function Footer() {
  const { content, buildYear } = usePage();
  const t = useT();
  const tData = useDataT();
  const target = useNavTarget();
  const home = useHomePath();
  const downloads = content.sections.find((s) => s.downloads?.length)?.downloads ?? [];
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__about">
          <a className="footer__brand" href={home} aria-label={t('header.logoAlt')}>
            <Logo />
          </a>
          <p className="footer__tagline">{t('footer.tagline')}</p>
          {downloads.length > 0 && (
            <ul className="footer__downloads">
              {downloads.map((d) => (
                <li key={d.link}>
                  <a className="footer__download" href={content.site.links[d.link]}>
                    <Icon name={downloadIcon(d.link)} size={18} />
                    {tData(d.label)}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav className="footer__col" aria-labelledby="footer-links-title">
          <h2 className="footer__title" id="footer-links-title">{t('footer.links.title')}</h2>
          <ul className="footer__links">
            {content.site.navigation.footer.map((item) => {
              const link = target(item);
              return (
                <li key={`${item.label}|${link.href}`}>
                  <a className="footer__link" href={link.href} aria-current={link.current ? 'page' : undefined}>{tData(item.label)}</a>
                </li>
              );
            })}
          </ul>
        </nav>
        {content.site.offices.map((office) => <OfficeBlock key={office.id} office={office} />)}
      </div>
      <div className="container">
        <div className="footer__bottom">
          <p>{t('footer.copyright', { year: buildYear })}</p>
          <div className="footer__langs">
            <p className="footer__langs-title">{t('languageSwitcher.label')}</p>
            <LanguageList className="footer__lang-list" />
          </div>
          <p>{content.site.brand.legalName}</p>
        </div>
      </div>
    </footer>
  );
}

function OfficeBlock({ office }: { office: Office }) {
  const t = useT();
  const tData = useDataT();
  const { locale } = usePage();
  return (
    <div className="footer__col footer__office">
      <h2 className="footer__title">{tData(office.title)}</h2>
      <address className="footer__address">
        <p className="footer__line">
          <Icon name="pin" size={18} label={t('footer.address')} />
          <span className="footer__lines">
            <strong>{office.company}</strong>
            {`\n${office.street}\n${office.city}\n${formatCountry(office.country, locale.lang)}`}
          </span>
        </p>
        <p className="footer__line">
          <Icon name="phone" size={18} label={t('footer.phone')} />
          <a className="footer__link" href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}>{office.phone.replace(/ /g, '\u00a0')}</a>
        </p>
        <p className="footer__line">
          <Icon name="mail" size={18} label={t('footer.email')} />
          <a className="footer__link" href={`mailto:${office.email}`}>{office.email}</a>
        </p>
        {(office.taxId || office.registrationNumber) && (
          <p>
            {office.taxId && <span>{t('footer.taxId')} {office.taxId} </span>}
            {office.registrationNumber && <span>{t('footer.registrationNumber')} {office.registrationNumber}</span>}
          </p>
        )}
      </address>
    </div>
  );
}
