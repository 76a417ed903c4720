import { Icon } from '../../components/Icon.js';
import { officeFor } from '../../offices.js';
import { useDataT, usePage, useT } from '../../page-context.js';

const MARK = '\u0000';

/** The contact.direct sentence with its {email} (the support address of the page's country) as a mailto link, then each office's phone and e-mail. */
export function ContactDirect() {
  const t = useT();
  const tData = useDataT();
  const { content, locale } = usePage();
  const offices = content.site.offices;
  const primary = officeFor(offices, locale.country);
  const [before, after] = t('contact.direct', { email: MARK }).split(MARK);
  return (
    <div className="contact__direct">
      {primary && (
        <p className="contact__direct-text">
          {before}<a href={`mailto:${primary.email}`}>{primary.email}</a>{after}
        </p>
      )}
      <ul className="contact__offices">
        {offices.map((office) => (
          <li key={office.id} className="contact__office">
            <h3 className="contact__office-title">{tData(office.title)}</h3>
            <ul className="contact__channels">
              <li>
                <Icon name="phone" size={18} label={t('footer.phone')} />
                <a href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}>{office.phone.replace(/ /g, '\u00a0')}</a>
              </li>
              <li>
                <Icon name="mail" size={18} label={t('footer.email')} />
                <a href={`mailto:${office.email}`}>{office.email}</a>
              </li>
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
