/**
 * Builds a form island's props at build time from the content: every text formatted in the page's locale,
 * so the browser needs no message parser. This is the island's contract with the content: the keys it reads.
 */
import type { Content, Locale } from '../../../core/content/types.js';
import type { MessageValues } from '../../../core/messages.js';
import { localizePath } from '../../../core/urls.js';
import { officeFor } from '../../offices.js';
import { CONTACT_PROBLEMS, CONTACT_TOPICS, type ContactProblemKey } from '../../../shared/contact-rules.js';
import { MAIL_CHALLENGE_PATH, MAIL_SEND_PATH, successMessageKey, type RequestKind } from '../../../shared/contact-protocol.js';
import type { KeysOf, Translator } from '../../../core/contract.js';
import { contactFormContract } from './contract.js';
import type { ContactFormMessages, ContactFormProps, ContactTopicTexts } from './types.js';
import { catalogueOf } from '../../../core/content/catalogue-of.js';

const MARK = '\u0000';

export interface FormPlacement {
  readonly formId: string;
  readonly kind: RequestKind;
  readonly locale: Locale;
  /** The public path of the page the form is on. */
  readonly page: string;
  /** The origin of POST /mail/send; '' for the site's own. */
  readonly apiBase: string;
}

export function contactFormProps(content: Content, placement: FormPlacement): ContactFormProps {
  const { formId, kind, locale, page, apiBase } = placement;
  // Typed by the island's contract (./contract.ts), which `validate` checks against the content.
  const t = ((key: string, values?: MessageValues) => catalogueOf(content, locale.code).format(key, values)) as Translator<KeysOf<typeof contactFormContract>>;
  const privacy = content.routes.find((r) => r.id === 'privacy');
  // The link sits inside the sentence where the locale puts it: format with a marker, then split there.
  // The deletion form says what its details are for: finding the account and confirming the request.
  const note = kind === 'account-deletion' ? 'accountDelete.form.privacyNote' : 'contact.form.privacyNote';
  const [before = '', after = ''] = t(note, { policy: MARK }).split(MARK);
  // The support address of the page's country, a link inside the sentence as the privacy one.
  const supportEmail = officeFor(content.site.offices, locale)?.email ?? '';
  const [unavailableBefore = '', unavailableAfter = ''] = t('contact.form.unavailable', { email: MARK }).split(MARK);
  const messages: ContactFormMessages = {
    labels: { name: t('contact.form.name'), email: t('contact.form.email'), phoneNumber: t('contact.form.phoneNumber') },
    // No placeholder for the name: it only repeated the label. The others show the expected format.
    placeholders: { email: t('contact.form.emailPlaceholder'), phoneNumber: t('contact.form.phonePlaceholder') },
    send: t('contact.form.send'),
    sending: t('contact.form.sending'),
    sent: t('contact.form.sent'),
    success: t(successMessageKey(kind)),
    error: t('contact.form.error'),
    offline: t('contact.form.offline'),
    unavailable: { before: unavailableBefore, email: supportEmail, after: unavailableAfter },
    securing: t('contact.form.securing'),
    invalid: t('contact.form.invalid'),
    privacyNote: { before, link: t('contact.form.privacyLink'), after },
    problems: Object.fromEntries(Object.values(CONTACT_PROBLEMS).map((key) => [key, t(key)])) as Record<ContactProblemKey, string>,
  };
  return {
    formId,
    kind,
    locale: locale.code,
    country: locale.country,
    action: `${apiBase}${MAIL_SEND_PATH}`,
    challenge: `${apiBase}${MAIL_CHALLENGE_PATH}`,
    page,
    ...(privacy ? { privacyLink: { href: localizePath(locale, privacy.path), label: t('contact.form.privacyLink') } } : {}),
    messages,
    ...(kind === 'contact' ? { topics: topicTexts(content, locale, t) } : {}),
  };
}

function topicTexts(content: Content, locale: Locale, t: Translator<KeysOf<typeof contactFormContract>>): ContactTopicTexts {
  // The offices' titles are data keys that `validate` checks (content/site.yaml offices[].title).
  const format = (key: string) => catalogueOf(content, locale.code).format(key);
  const own = officeFor(content.site.offices, locale);
  const offices = [...content.site.offices].sort((a, b) => Number(b === own) - Number(a === own));
  const levels = [...new Set(content.tiers.map((tier) => tier.support))];
  return {
    label: t('contact.form.topic'),
    options: Object.fromEntries(CONTACT_TOPICS.map((topic) => [topic, t(`contact.form.topics.${topic}`)])) as ContactTopicTexts['options'],
    leads: { demo: t('contact.form.topicLeads.demo'), quote: t('contact.form.topicLeads.quote'), support: t('contact.form.topicLeads.support') },
    support: {
      title: t('contact.form.supportTitle'),
      phones: offices.map((office) => ({ office: format(office.title), phone: office.phone })),
      hours: levels.map((level) => t(level === 'business' ? 'pricingPackages.support.business' : 'pricingPackages.support.allDay')),
    },
  };
}
