import { CONTACT_FIELDS, type ContactField } from '../../shared/contact-rules.js';
import { HONEYPOT_FIELD, nativeOutcomeId, PAGE_FIELD } from '../../shared/contact-protocol.js';
import type { ContactFormProps } from './types.js';

const INPUTS: Readonly<Record<ContactField, { type: string; autoComplete: string }>> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phoneNumber: { type: 'tel', autoComplete: 'tel' },
};

/**
 * The contact and account-deletion form. Without JavaScript it is a plain POST (the browser checks the
 * required fields; the server answers with a 303 back to `#mail-sent`, `#mail-invalid` or `#mail-failed`,
 * which CSS shows when targeted).
 */
export function ContactForm({ formId, kind, locale, action, page, privacyLink, messages }: ContactFormProps) {
  const id = (suffix: string) => `${formId}-${suffix}`;
  return (
    <form className="contact-form" id={id('form')} method="post" action={action}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name={PAGE_FIELD} value={page} />
      <p className="form-notice form-notice--success" id={nativeOutcomeId('sent')}>{messages.success}</p>
      <p className="form-notice form-notice--error" id={nativeOutcomeId('invalid')}>{messages.nativeInvalid}</p>
      <p className="form-notice form-notice--error" id={nativeOutcomeId('failed')}>{messages.error}</p>
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={id(HONEYPOT_FIELD)}>Website</label>
        <input id={id(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {CONTACT_FIELDS.map((field) => (
        <div key={field} className="contact-form__field">
          <label className="contact-form__label" htmlFor={id(field)}>{messages.labels[field]}</label>
          <input
            className="contact-form__input"
            id={id(field)}
            name={field}
            type={INPUTS[field].type}
            autoComplete={INPUTS[field].autoComplete}
            placeholder={messages.placeholders[field]}
            required
            aria-describedby={id(`${field}-error`)}
          />
          <p className="contact-form__error" id={id(`${field}-error`)}></p>
        </div>
      ))}
      <p className="contact-form__privacy">
        {messages.privacyNote}{' '}
        {privacyLink && <a href={privacyLink.href}>{privacyLink.label}</a>}
      </p>
      <div className="contact-form__actions">
        <button className="btn btn--primary contact-form__submit" type="submit">{messages.send}</button>
        <p className="contact-form__status" id={id('status')} role="status" aria-live="polite"></p>
      </div>
    </form>
  );
}
