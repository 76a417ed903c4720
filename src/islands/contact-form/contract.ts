/**
 * What the form island (props.ts formats its texts at build time) and the contact service (server/mail/:
 * its JSON answers and the message it composes) read by absolute key.
 */
import { defineContract } from '../../contract/define.js';
import { CONTACT_PROBLEMS } from '../../shared/contact-rules.js';

const problems = Object.fromEntries(Object.values(CONTACT_PROBLEMS).map((key) => [key, {}])) as Record<(typeof CONTACT_PROBLEMS)[keyof typeof CONTACT_PROBLEMS], {}>;

export const contactFormContract = defineContract({
  component: 'the contact form island (src/islands/contact-form/props.ts)',
  messages: {
    'contact.form.name': {}, 'contact.form.email': {}, 'contact.form.phoneNumber': {},
    'contact.form.namePlaceholder': {}, 'contact.form.emailPlaceholder': {}, 'contact.form.phonePlaceholder': {},
    'contact.form.send': {}, 'contact.form.sending': {}, 'contact.form.sent': {}, 'contact.form.success': {},
    'contact.form.error': {}, 'contact.form.offline': {}, 'contact.form.invalid': {},
    'contact.form.unavailable': { email: 'string' }, 'contact.form.securing': {},
    'contact.form.privacyNote': { policy: 'string' }, 'contact.form.privacyLink': {}, 'accountDelete.form.success': {},
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
    'contact.mail.subjectContact': { name: 'string' }, 'contact.mail.subjectAccountDeletion': { name: 'string' },
    'contact.mail.introContact': {}, 'contact.mail.introAccountDeletion': {}, 'contact.mail.page': {},
    'contact.mail.replyHint': { email: 'string' },
    ...problems,
  },
});
