import { Icon } from '../components/Icon.js';
import { formElementId } from '../islands/contact-form/form-ids.js';
import { NATIVE_OUTCOMES, nativeOutcomeId, successMessageKey, type NativeOutcome } from '../../shared/contact-protocol.js';
import { usePage, useT } from '../page-context.js';
import type { PageId } from './ids.js';
import { formOfRoute } from './page-forms.js';

/**
 * The answer page beside every page (`…/answer.html`), where the contact service sends a form posted
 * without JavaScript: `#mail-sent`, `#mail-invalid` or `#mail-failed`, each shown only when targeted, with
 * its own heading for the kind of request ("Message sent", "Deletion request received", …), and the way
 * back to the page's form, named after the page. Visited without an outcome, it shows the general heading.
 * The texts of the three outcomes live here, not in every page with a form.
 */
export function FormAnswer() {
  const t = useT();
  const { page, content } = usePage();
  const form = formOfRoute(page.route.id, content);
  const back = form ? `${page.path}#${formElementId(form.id)}` : page.path;
  const kind = form?.kind === 'account-deletion' ? 'accountDeletion' : 'contact';
  const texts: Record<NativeOutcome, string> = {
    sent: t(successMessageKey(form?.kind)),
    invalid: t('contact.form.nativeInvalid'),
    failed: t('contact.form.error'),
  };
  return (
    <div className="error-page">
      <div className="container form-answer">
        <h1 className="h2 form-answer__general">{t('contact.form.answerTitle')}</h1>
        {NATIVE_OUTCOMES.map((outcome) => (
          <div key={outcome} className="form-answer__outcome" id={nativeOutcomeId(outcome)}>
            <h1 className="h2">{t(`formAnswer.${kind}.${outcome}`)}</h1>
            <p className={`form-notice form-notice--${outcome === 'sent' ? 'success' : 'error'}`}>{texts[outcome]}</p>
          </div>
        ))}
        <a className="btn btn--primary" href={back}>
          <Icon name="arrowRight" size={20} className="error-page__back-icon" />
          {t(`formAnswer.back.${page.route.id as PageId}`)}
        </a>
      </div>
    </div>
  );
}
