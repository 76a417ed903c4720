/**
 * A form request as an RFC 5322 message, composed by nodemailer's MailComposer: From the site, To the
 * recipients of its kind, Reply-To the visitor, a subject and a plain-text body in the visitor's language,
 * a Message-ID derived from the outbox name, and X-Fiskalis-* headers a mail filter can sort by. Every
 * value has passed the form rules, and MailComposer encodes what is not ASCII, so no field can add a header;
 * a value that could be read as RFC 2047 encoded words is encoded itself (literal-words.ts).
 */
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Content, Locale } from '../../core/content/types.js';
import type { RequestKind } from '../../shared/contact-protocol.js';
import type { ContactTopic, ContactValues } from '../../shared/contact-rules.js';
import { literalDisplayName, literalText } from './literal-words.js';
import { messageIdOf } from './names.js';
import { catalogueOf } from '../../core/content/catalogue-of.js';

export interface ComposeInput {
  /** The message's name in the outbox. */
  readonly name: string;
  readonly kind: RequestKind;
  /** What a contact request is about (the subject says it); account-deletion requests have none. */
  readonly topic?: ContactTopic;
  readonly locale: Locale;
  readonly values: ContactValues;
  /** The absolute URL of the page the form was sent from, when known. */
  readonly pageUrl?: string;
  readonly from: string;
  readonly to: readonly string[];
  readonly date: Date;
  /** Why it is kept in spam/ instead of being delivered. */
  readonly spam?: SpamReason;
  /** Sent by the no-JS form, which proves no work: marked for mail filters (FORM_HEADER). */
  readonly noScript?: boolean;
}

export type SpamReason = 'honeypot' | 'too-fast';

export const KIND_HEADER = 'X-Fiskalis-Kind';
export const LOCALE_HEADER = 'X-Fiskalis-Locale';
const SPAM_HEADER = 'X-Fiskalis-Spam';
/** `no-script` on a message of the no-JS form, which only the honeypot, the origin and its rate limit guard. */
const FORM_HEADER = 'X-Fiskalis-Form';
const TOPIC_HEADER = 'X-Fiskalis-Topic';

const TEXTS: Readonly<Record<RequestKind, { subject: string; intro: string }>> = {
  contact: { subject: 'contact.mail.subjectContact', intro: 'contact.mail.introContact' },
  'account-deletion': { subject: 'contact.mail.subjectAccountDeletion', intro: 'contact.mail.introAccountDeletion' },
};

export function composeMessage(content: Content, input: ComposeInput): Promise<Buffer> {
  const t = (key: string, values?: Record<string, string>) => catalogueOf(content, input.locale.code).format(key, values);
  const { name, email, phoneNumber } = input.values;
  const topic = input.topic;
  const lines = [
    t(TEXTS[input.kind].intro),
    '',
    ...(topic ? [`${t('contact.form.topic')}: ${t(`contact.form.topics.${topic}`)}`] : []),
    `${t('contact.form.name')}: ${name}`,
    `${t('contact.form.email')}: ${email}`,
    `${t('contact.form.phoneNumber')}: ${phoneNumber}`,
    ...(input.pageUrl ? [`${t('contact.mail.page')}: ${input.pageUrl}`] : []),
    '',
    t('contact.mail.replyHint', { email }),
    '',
  ];
  const composer = new MailComposer({
    from: { name: content.site.brand.name, address: input.from },
    to: [...input.to],
    replyTo: { name: literalDisplayName(name), address: email },
    subject: literalText(t(TEXTS[input.kind].subject, { name, topic: topic ?? 'general' })),
    // RFC 5322 lines end in CRLF, the body's as the headers'.
    text: lines.join('\r\n'),
    messageId: messageIdOf(input.name, input.from.slice(input.from.lastIndexOf('@') + 1)),
    date: input.date,
    headers: { [KIND_HEADER]: input.kind, ...(topic ? { [TOPIC_HEADER]: topic } : {}), [LOCALE_HEADER]: input.locale.code, ...(input.spam ? { [SPAM_HEADER]: input.spam } : {}), ...(input.noScript ? { [FORM_HEADER]: 'no-script' } : {}) },
    xMailer: false,
    // The body is built from our own text only; nothing may be read from files or URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return composer.compile().build();
}
