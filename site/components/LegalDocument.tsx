import { contactFormProps } from '../islands/contact-form/props.js';
import { displayHost, officeFor } from '../offices.js';
import { Island } from '../islands/Island.js';
import { DELETION_FORM } from '../pages/page-forms.js';
import { useGroupT, useMessageKeys, usePage, useT } from '../page-context.js';
import { legalDocumentContract, type LegalGroup } from './contracts.js';
import { Icon } from './Icon.js';
import { RichText } from './RichText.js';
import { catalogueOf } from '../../core/content/catalogue-of.js';

/**
 * A document page (privacy policy, account deletion) from the message group `group`: title, lead, the date
 * of the last revision, a table of contents (collapsed on phones) and every section of `${group}.sections` in file order.
 */
export function LegalDocument({ group, showUpdated = false }: { group: LegalGroup; showUpdated?: boolean }) {
  const { content, page, locale } = usePage();
  const t = useGroupT(legalDocumentContract, group);
  const keys = useMessageKeys();
  const sections = keys(`${group}.sections`);
  const updated = showUpdated && catalogueOf(content, locale.code).has(`${group}.updated`) ? page.route.updated : undefined;
  const titleId = `${group}-title`;
  // Addresses the documents name come from site.yaml, so a changed portal or mailbox changes every page.
  const supportEmail = officeFor(content.site.offices, locale)?.email ?? '';
  const portal = displayHost(content.site.links.selfServicePortal);
  // Noon UTC, so the formatted day is the same in whatever time zone the build runs.
  const updatedDate = updated ? new Date(`${updated}T12:00:00Z`) : undefined;
  return (
    <article className="legal container">
      <div className="legal__head">
        <h1 className="h1 legal__title" id={titleId}>{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
        {updated && updatedDate && (
          <p className="legal__updated">
            <Icon name="clock" size={18} />
            <time dateTime={updated}>{t('updated', { date: updatedDate })}</time>
          </p>
        )}
        {group === 'accountDelete' && <DeletionRequest />}
      </div>
      <div className="legal__body">
        {/* A collapsed <details> on a phone, so the text starts on the first screen; the stylesheet opens it
            for good (and makes it sticky) on wide screens. */}
        <nav className="legal__toc" aria-labelledby={`${group}-contents`}>
          <details className="legal__toc-details">
            <summary className="legal__toc-summary" id={`${group}-contents`}>{t('contents')}</summary>
            <ol className="legal__toc-list">
              {sections.map((id) => (
                <li key={id}>
                  <a className="legal__toc-link" href={`#${id}`}>{t(`sections.${id}.title`)}</a>
                </li>
              ))}
            </ol>
          </details>
        </nav>
        <div className="legal__content">
          {sections.map((id) => (
            <section key={id} id={id} className="legal__section" aria-labelledby={`${id}-title`}>
              <h2 className="legal__h2" id={`${id}-title`}>{t(`sections.${id}.title`)}</h2>
              <RichText text={t(`sections.${id}.body`, { supportEmail, portal })} />
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}

/**
 * The account-deletion request: the form island (kind "account-deletion", so the page can be the deletion
 * URL of an app-store listing), and a prefilled e-mail to the support address of the page's country as the other way.
 */
function DeletionRequest() {
  const { content, locale, page, apiBase } = usePage();
  const t = useT();
  const office = officeFor(content.site.offices, locale);
  const subject = t('accountDelete.emailSubject');
  const props = contactFormProps(content, { formId: DELETION_FORM.id, kind: DELETION_FORM.kind, locale, page: page.path, apiBase });
  return (
    <section className="legal__request" aria-labelledby="deletion-title">
      <h2 className="legal__h2" id="deletion-title">{t('accountDelete.form.title')}</h2>
      <p>{t('accountDelete.form.lead')}</p>
      {/* Near the top of its page: hydrating at load would cost a phone React and the rules before anyone
          needs them (Lighthouse counts that). The first pointer, focus or touch on the form hydrates it;
          what was typed meanwhile stays, and a send before that is the no-JS post. */}
      <Island id={DELETION_FORM.id} name="contactForm" props={props} hydrate="interaction" />
      {office && (
        <div className="legal__cta">
          <Icon name="mail" className="icon-badge" />
          <a className="btn btn--secondary" href={`mailto:${office.email}?subject=${encodeURIComponent(subject)}`}>
            {subject}
          </a>
          <a className="legal__cta-email" href={`mailto:${office.email}`}>{office.email}</a>
        </div>
      )}
    </section>
  );
}
