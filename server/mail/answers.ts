/**
 * Every answer of POST /mail/send: the JSON shape `{statusCode, statusMessage, errors?}` in the request's
 * language, or, for the no-JS form, a 303 to the answer page beside the page it came from, at
 * `#mail-sent|invalid|failed` (site/pages/FormAnswer.tsx).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Content, Locale } from '../../core/content/types.js';
import { nativeAnswerPath, nativeOutcomeId, REQUEST_KINDS, successMessageKey, type MailAnswer, type NativeOutcome, type RequestKind } from '../../shared/contact-protocol.js';
import type { ContactProblems } from '../../shared/contact-rules.js';
import { refererPath, type SiteFacts } from './site.js';
import { catalogueOf } from '../../core/content/catalogue-of.js';

const OUTCOMES = {
  sent: { status: 200, message: 'contact.form.success', native: 'sent' },
  invalid: { status: 422, message: 'contact.form.invalid', native: 'invalid' },
  badRequest: { status: 400, message: 'contact.form.badRequest', native: 'failed' },
  verificationFailed: { status: 403, message: 'contact.form.verificationFailed', native: 'failed' },
  notAllowed: { status: 405, message: 'contact.form.badRequest', native: 'failed' },
  tooLarge: { status: 413, message: 'contact.form.tooLarge', native: 'failed' },
  unsupportedType: { status: 415, message: 'contact.form.badRequest', native: 'failed' },
  keyReused: { status: 422, message: 'contact.form.keyReused', native: 'failed' },
  rateLimited: { status: 429, message: 'contact.form.rateLimited', native: 'failed' },
  error: { status: 500, message: 'contact.form.error', native: 'failed' },
} as const satisfies Record<string, { status: number; message: string; native: NativeOutcome }>;
export type Outcome = keyof typeof OUTCOMES;

/** Who asked, as far as the answer needs it. */
export interface AnswerContext {
  readonly locale: Locale;
  readonly kind?: RequestKind;
  /** The page of this site the form was sent from, from the `page` field or the Referer. */
  readonly page?: string;
  /** A no-JS form post, answered with a redirect to the answer page of this page of the site. */
  readonly nativePage?: string;
  /** Where the page lives when the form posted from another origin (an allowed one), else ''. */
  readonly pageOrigin: string;
}

export function sendAnswer(reply: FastifyReply, content: Content, context: AnswerContext, outcome: Outcome, problems?: ContactProblems): FastifyReply {
  const { status, message, native } = OUTCOMES[outcome];
  reply.header('Cache-Control', 'no-store');
  if (context.nativePage !== undefined) {
    return reply.redirect(`${context.pageOrigin}${nativeAnswerPath(context.nativePage)}#${nativeOutcomeId(native)}`, 303);
  }
  const catalogue = catalogueOf(content, context.locale.code);
  const key = outcome === 'sent' ? successMessageKey(context.kind) : message;
  const answer: MailAnswer = {
    statusCode: status,
    statusMessage: catalogue.format(key),
    ...(problems ? { errors: Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, catalogue.format(problem)])) } : {}),
  };
  return reply.code(status).type('application/json; charset=utf-8').send(answer);
}

/** A form posted without JavaScript: urlencoded, as a browser sends a plain `<form method=post>`. */
export function isNativePost(request: FastifyRequest): boolean {
  return /^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '');
}

/**
 * What an answer needs before (or without) a readable body: the locale and the page from the Referer, the
 * `page` and `locale` fields when there is a body.
 */
export function contextOf(request: FastifyRequest, site: SiteFacts, pageOrigin: string, fields: Readonly<Record<string, unknown>> = {}): AnswerContext {
  const page = site.pageOf(fields.page) ?? site.pageOf(refererPath(request.headers.referer));
  const locale = site.chooseLocale({ locale: fields.locale, page, acceptLanguage: request.headers['accept-language'] });
  const kind = REQUEST_KINDS.find((k) => k === fields.kind);
  return {
    locale,
    ...(kind ? { kind } : {}),
    ...(page ? { page } : {}),
    ...(isNativePost(request) ? { nativePage: page ?? site.homeOf(locale) } : {}),
    pageOrigin,
  };
}
