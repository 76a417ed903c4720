import { Icon } from '../components/Icon.js';
import { formElementId } from '../islands/contact-form/form-ids.js';
import { nativeOutcomeId, successMessageKey } from '../shared/contact-protocol.js';
import { usePage, useT } from '../page-context.js';
import { formOfRoute } from './page-forms.js';

/**
 * The answer page beside every page (`…/answer.html`), where the contact service sends a form posted
 * without JavaScript: `#mail-sent`, `#mail-invalid` or `#mail-failed`, each shown only when targeted, and
 * the way back to the page's form. The texts of the three outcomes live here, not in every page with a form.
 */
export function FormAnswer() {
  const t = useT();
  const { page, content } = usePage();
  const form = formOfRoute(page.route.id, content);
  const back = form ? `${page.path}#${formElementId(form.id)}` : page.path;
  return (
    <div className="error-page">
      <div className="container form-answer">
        <h1 className="h2">{t('contact.form.answerTitle')}</h1>
        <p className="form-notice form-notice--success" id={nativeOutcomeId('sent')}>{t(successMessageKey(form?.kind))}</p>
        <p className="form-notice form-notice--error" id={nativeOutcomeId('invalid')}>{t('contact.form.nativeInvalid')}</p>
        <p className="form-notice form-notice--error" id={nativeOutcomeId('failed')}>{t('contact.form.error')}</p>
        <a className="btn btn--primary" href={back}>
          <Icon name="arrowRight" size={20} className="error-page__back-icon" />
          {t('contact.form.backToPage')}
        </a>
      </div>
    </div>
  );
}
