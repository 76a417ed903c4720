import { CONTACT_FIELDS, CONTACT_TOPICS } from '../../../shared/contact-rules.js';
import { HONEYPOT_FIELD, PAGE_FIELD, TOPIC_FIELD } from '../../../shared/contact-protocol.js';
import { formElementId } from './form-ids.js';
import { buttonLabel } from './form-state.js';
import { FormField } from './FormField.js';
import type { ContactFormProps } from './types.js';
import { useContactForm } from './use-contact-form.js';

/**
 * The contact and account-deletion form. Without JavaScript it is a plain POST (the browser checks the
 * required fields; the server answers with a 303 to the page's answer page, site/pages/FormAnswer.tsx). Hydrated, it checks with the shared rules and sends JSON itself
 * (use-contact-form.ts); the server markup is what it renders before anything happens.
 */
export function ContactForm(props: ContactFormProps) {
  const { formId, kind, locale, action, page, privacyLink, messages, topics } = props;
  const { state, formRef, submit, edit, topic, pickTopic } = useContactForm(props);
  const id = (suffix: string) => `${formId}-${suffix}`;
  const sending = state.phase === 'sending';
  return (
    <form ref={formRef} className="contact-form" id={formElementId(formId)} method="post" action={action} data-phase={state.phase === 'idle' ? undefined : state.phase} onSubmit={submit}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name={PAGE_FIELD} value={page} />
      <div className="contact-form__trap" aria-hidden="true">
        {/* No label: hidden from people and assistive technology alike; a bot reads the name. */}
        <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {/* The topic: an optional choice (general unless a call to action or the visitor picks another), posted without JavaScript too. */}
      {topics && topic !== 'general' ? <p className="contact-form__lead" id={id('lead')}>{topics.leads[topic]}</p> : null}
      {topics && topic === 'support' ? (
        <div className="contact-form__support">
          <p className="contact-form__label">{topics.support.title}</p>
          <ul>
            {topics.support.phones.map(({ office, phone }) => (
              <li key={phone}>
                {office}: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone.replace(/ /g, '\u00a0')}</a>
              </li>
            ))}
          </ul>
          <p>{topics.support.hours.join(' · ')}</p>
        </div>
      ) : null}
      {topics ? (
        <div className="contact-form__field">
          <label className="contact-form__label" htmlFor={id(TOPIC_FIELD)}>{topics.label}</label>
          <select className="contact-form__input" id={id(TOPIC_FIELD)} name={TOPIC_FIELD} onChange={(event) => pickTopic(event.currentTarget.value)}>
            {CONTACT_TOPICS.map((value) => (
              <option key={value} value={value}>{topics.options[value]}</option>
            ))}
          </select>
        </div>
      ) : null}
      {CONTACT_FIELDS.map((field) => (
        <FormField
          key={field}
          field={field}
          id={id(field)}
          label={messages.labels[field]}
          placeholder={messages.placeholders[field]}
          error={state.errors[field]}
          readOnly={sending}
          onEdit={edit}
        />
      ))}
      <p className="contact-form__privacy">
        {messages.privacyNote.before}
        {privacyLink ? <a href={privacyLink.href}>{privacyLink.label}</a> : messages.privacyNote.link}
        {messages.privacyNote.after}
      </p>
      <div className="contact-form__actions">
        {/* aria-disabled, not disabled: the button keeps focus while sending; a second submit is ignored. */}
        <button className="btn btn--primary contact-form__submit" type="submit" aria-disabled={sending || undefined}>
          {buttonLabel(state.phase, messages)}
        </button>
        {/* role="status" is a polite live region of its own (implicit aria-live="polite"); the attribute would only add bytes. */}
        <p className="contact-form__status" id={id('status')} role="status" data-kind={state.status?.kind}>
          {state.status?.support && messages.unavailable.email ? (
            <>
              {messages.unavailable.before}
              <a href={`mailto:${messages.unavailable.email}`}>{messages.unavailable.email}</a>
              {messages.unavailable.after}
            </>
          ) : (
            state.status?.text
          )}
        </p>
      </div>
    </form>
  );
}
