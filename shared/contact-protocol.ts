/**
 * The contract between the form islands and POST /mail/send: paths, field and header names, the request
 * and answer shapes, and where a form posted without JavaScript lands. Types, constants and small pure rules,
 * shared by the browser and the server.
 */
import { CONTACT_TOPICS, type ContactField, type ContactTopic } from './contact-rules.js';
import { fileBesidePage } from '../core/page-files.js';

export const MAIL_SEND_PATH = '/mail/send';
/** GET: a fresh ALTCHA proof-of-work challenge (JSON), which the island solves in the background. */
export const MAIL_CHALLENGE_PATH = '/mail/challenge';

/** What a request asks for; each kind goes to its own recipients (content/site.yaml `mail.to`). */
export const REQUEST_KINDS = ['contact', 'account-deletion'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** The message that thanks the sender of a request of this kind: the island's, the service's and the no-JS answer page's. */
export function successMessageKey(kind: RequestKind | undefined): 'contact.form.success' | 'accountDelete.form.success' {
  return kind === 'account-deletion' ? 'accountDelete.form.success' : 'contact.form.success';
}

/** The same key on a retry of the same submission: the server answers the first result and delivers once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** 8–128 characters of letters, digits, `-` and `_` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** A field people never see or fill; bots that fill every input do. Must arrive empty or absent. */
export const HONEYPOT_FIELD = 'website';
/** The solved ALTCHA payload (base64 JSON), as the widget writes it. */
export const ALTCHA_FIELD = 'altcha';
/** The page a form was sent from (a path of this site), where a no-JS post is sent back with a 303. */
export const PAGE_FIELD = 'page';
/** The contact form's optional choice of what the request is about (contact-rules.ts CONTACT_TOPICS). */
export const TOPIC_FIELD = 'topic';

/**
 * The fragment a call to action links to so that the form opens on a topic: `#contact-demo` for the section
 * `contact` (an anchor at the top of the section, so the link also scrolls there without JavaScript).
 * `general` is the section itself.
 */
export function topicAnchor(sectionId: string, topic: ContactTopic): string {
  return topic === 'general' ? sectionId : `${sectionId}-${topic}`;
}

/** The topic a page's fragment asks the form of section `sectionId` for, if any. */
export function topicOfFragment(hash: string, sectionId: string): ContactTopic | undefined {
  return CONTACT_TOPICS.find((topic) => topic !== 'general' && hash === `#${topicAnchor(sectionId, topic)}`);
}

/** The body of POST /mail/send, as JSON or as application/x-www-form-urlencoded (the no-JS form). */
export interface MailRequest extends Readonly<Record<ContactField, string>> {
  readonly kind: RequestKind;
  /** The page's locale code: the language of the answer and of the delivered message's labels. */
  readonly locale: string;
  readonly [ALTCHA_FIELD]?: string;
  readonly [HONEYPOT_FIELD]?: string;
  readonly [PAGE_FIELD]?: string;
  /** Contact requests only; absent is general. */
  readonly [TOPIC_FIELD]?: ContactTopic;
}

/** Every JSON answer of POST /mail/send; `statusMessage` is in the request's locale and fit to show as is. */
export interface MailAnswer {
  readonly statusCode: number;
  readonly statusMessage: string;
  /** Per field, the localized problem, when the fields did not pass the rules. */
  readonly errors?: Readonly<Partial<Record<ContactField, string>>>;
}

/**
 * How a no-JS post ended. The 303 goes to the static answer page built beside the page the form was sent from
 * (nativeAnswerPath), at `#mail-{outcome}`, an element that CSS shows when targeted: the texts of the three
 * outcomes live in that small page, not in every page that has a form.
 */
export const NATIVE_OUTCOMES = ['sent', 'invalid', 'failed'] as const;
export type NativeOutcome = (typeof NATIVE_OUTCOMES)[number];
export function nativeOutcomeId(outcome: NativeOutcome): string {
  return `mail-${outcome}`;
}

/**
 * The answer page of a page of the site ('/' → '/answer.html', '/en/account-delete' → '/en/account-delete/answer.html'):
 * the build writes one beside every page (pipeline/routes), the service sends a no-JS post there.
 */
export function nativeAnswerPath(page: string): string {
  return fileBesidePage(page, 'answer.html');
}
