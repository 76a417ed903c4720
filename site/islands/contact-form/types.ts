import type { ContactField, ContactProblemKey, ContactTopic } from '../../../shared/contact-rules.js';
import type { RequestKind } from '../../../shared/contact-protocol.js';

/** The texts of a form, already formatted for the page's locale at build time (no ICU in the browser). */
export interface ContactFormMessages {
  readonly labels: Readonly<Record<ContactField, string>>;
  /** A field's format example, where one helps (not the name). */
  readonly placeholders: Readonly<Partial<Record<ContactField, string>>>;
  readonly send: string;
  readonly sending: string;
  readonly sent: string;
  /** Shown after a 2xx answer. */
  readonly success: string;
  /** A failed answer without a statusMessage of its own. */
  readonly error: string;
  /** The request never reached the server, and the browser has no network. */
  readonly offline: string;
  /** The service did not answer, or answered 5xx: the sentence split around the support address, shown as a mailto link. */
  readonly unavailable: { readonly before: string; readonly email: string; readonly after: string };
  /** Shown while sending when the proof of work is still being solved after a moment. */
  readonly securing: string;
  /** Fields failed the rules (shown with the per-field messages). */
  readonly invalid: string;
  /** The privacy sentence split around its link to the policy: the text before, the link's text, the text after. */
  readonly privacyNote: { readonly before: string; readonly link: string; readonly after: string };
  /** The rules' message keys → text. */
  readonly problems: Readonly<Record<ContactProblemKey, string>>;
}

/** The contact form's choice of topic: its label and options, what the form says for each, and the support contacts. */
export interface ContactTopicTexts {
  readonly label: string;
  readonly options: Readonly<Record<ContactTopic, string>>;
  /** Shown at the top of the form when a topic other than general is chosen. */
  readonly leads: Readonly<Record<Exclude<ContactTopic, 'general'>, string>>;
  /** Shown beside a support request: the offices' phone numbers (the page's country first) and the support hours. */
  readonly support: {
    readonly title: string;
    readonly phones: readonly { readonly office: string; readonly phone: string }[];
    readonly hours: readonly string[];
  };
}

export interface ContactFormProps {
  /** Prefix of the form's element ids, unique on the page ('contact', 'deletion'). */
  readonly formId: string;
  readonly kind: RequestKind;
  /** The page's locale code, sent with the request. */
  readonly locale: string;
  /** Region of phone numbers typed without a country code (ME, RS). */
  readonly country: string;
  /** `{apiBase}/mail/send`: where the form posts, with or without JavaScript. */
  readonly action: string;
  /** `{apiBase}/mail/challenge`: the proof-of-work challenge the island solves in the background. */
  readonly challenge: string;
  /** The page's public path, where a no-JS post is sent back. */
  readonly page: string;
  /** The link inside the privacy sentence; without a privacy route the sentence names the policy as text. */
  readonly privacyLink?: { readonly href: string; readonly label: string };
  readonly messages: ContactFormMessages;
  /** Contact requests only: the optional choice of topic. */
  readonly topics?: ContactTopicTexts;
}
