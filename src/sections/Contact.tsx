import { localizePath } from '../../generator/routes/urls.js';
import { usePage, useT } from '../page-context.js';
import { ContactDirect } from './contact/ContactDirect.js';
import type { SectionProps } from './types.js';
import { headingId, SectionIntro } from './parts.js';

const fields = [
  { name: 'name', type: 'text', autoComplete: 'name', label: 'name', placeholder: 'namePlaceholder' },
  { name: 'email', type: 'email', autoComplete: 'email', label: 'email', placeholder: 'emailPlaceholder' },
  { name: 'phoneNumber', type: 'tel', autoComplete: 'tel', label: 'phoneNumber', placeholder: 'phonePlaceholder' },
] as const;

/**
 * The contact section: heading, the form's markup (a plain POST that works without JavaScript; the
 * validation and send states come from a client island that reuses these ids), and the direct contacts.
 */
export function Contact({ section }: SectionProps) {
  const t = useT();
  const { content, locale } = usePage();
  const group = section.messages;
  const titleId = headingId(section.id);
  const privacy = content.routes.find((r) => r.id === 'privacy');
  const id = (suffix: string) => `${section.id}-${suffix}`;
  return (
    <section id={section.id} className="section section--alt contact" aria-labelledby={titleId}>
      <div className="container contact__layout">
        <SectionIntro group={group} sectionId={section.id} align="start" className="contact__head" />
        <form className="contact-form" method="post" action={`${content.site.api.baseUrl}/mail/send`} noValidate>
          {fields.map((field) => (
            <div key={field.name} className="contact-form__field">
              <label className="contact-form__label" htmlFor={id(field.name)}>{t(`${group}.form.${field.label}`)}</label>
              <input
                className="contact-form__input"
                id={id(field.name)}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                placeholder={t(`${group}.form.${field.placeholder}`)}
                required
                aria-describedby={id(`${field.name}-error`)}
              />
              <p className="contact-form__error" id={id(`${field.name}-error`)} aria-live="polite"></p>
            </div>
          ))}
          <p className="contact-form__privacy">
            {t(`${group}.form.privacyNote`)}{' '}
            {privacy && <a href={localizePath(locale, privacy.path)}>{t('footer.privacy')}</a>}
          </p>
          <div className="contact-form__actions">
            <button className="btn btn--primary contact-form__submit" type="submit">{t(`${group}.form.send`)}</button>
            <p className="contact-form__status" id={id('status')} role="status" aria-live="polite"></p>
          </div>
        </form>
        <ContactDirect />
      </div>
    </section>
  );
}
