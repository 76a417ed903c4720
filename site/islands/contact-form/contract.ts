/**
 * What the form island (props.ts formats its texts at build time) and the contact service (server/mail/:
 * its JSON answers and the message it composes) read by absolute key.
 */
import { defineContract } from '../../../core/contract.js';
import { CONTACT_PROBLEMS, CONTACT_TOPICS } from '../../../shared/contact-rules.js';

const problems = Object.fromEntries(Object.values(CONTACT_PROBLEMS).map((key) => [key, {}])) as Record<(typeof CONTACT_PROBLEMS)[keyof typeof CONTACT_PROBLEMS], {}>;

const topicLabels = Object.fromEntries(CONTACT_TOPICS.map((topic) => [`contact.form.topics.${topic}`, {}])) as Record<`contact.form.topics.${(typeof CONTACT_TOPICS)[number]}`, {}>;
const topicLeads = Object.fromEntries(CONTACT_TOPICS.filter((topic) => topic !== 'general').map((topic) => [`contact.form.topicLeads.${topic}`, {}])) as Record<`contact.form.topicLeads.${Exclude<(typeof CONTACT_TOPICS)[number], 'general'>}`, {}>;

export const contactFormContract = defineContract({
  component: 'the contact form island (site/islands/contact-form/props.ts)',
  messages: {
    'contact.form.name': {}, 'contact.form.email': {}, 'contact.form.phoneNumber': {},
    'contact.form.emailPlaceholder': {}, 'contact.form.phonePlaceholder': {},
    'contact.form.send': {}, 'contact.form.sending': {}, 'contact.form.sent': {}, 'contact.form.success': {},
    'contact.form.error': {}, 'contact.form.offline': {}, 'contact.form.invalid': {},
    'contact.form.unavailable': { email: 'string' }, 'contact.form.securing': {},
    'contact.form.topic': {}, ...topicLabels, ...topicLeads, 'contact.form.supportTitle': {},
    'pricingPackages.support.business': {}, 'pricingPackages.support.allDay': {},
    'contact.form.privacyNote': { policy: 'string' }, 'contact.form.privacyLink': {}, 'accountDelete.form.success': {},
    'accountDelete.form.privacyNote': { policy: 'string' },
    ...problems,
  },
});

export const contactServiceContract = defineContract({
  component: 'the contact service (server/mail/answers.ts, server/mail/compose.ts)',
  messages: {
    'contact.form.success': {}, 'contact.form.invalid': {}, 'contact.form.badRequest': {}, 'contact.form.verificationFailed': {},
    'contact.form.tooLarge': {}, 'contact.form.keyReused': {}, 'contact.form.rateLimited': {}, 'contact.form.error': {},
    'accountDelete.form.success': {},
    'contact.form.name': {}, 'contact.form.email': {}, 'contact.form.phoneNumber': {},
    'contact.mail.subjectContact': { name: 'string', topic: 'string' },
    'contact.form.topic': {}, ...topicLabels, 'contact.mail.subjectAccountDeletion': { name: 'string' },
    'contact.mail.introContact': {}, 'contact.mail.introAccountDeletion': {}, 'contact.mail.page': {},
    'contact.mail.replyHint': { email: 'string' },
    ...problems,
  },
});
