/**
 * POST /mail/send, in the order that keeps a visitor's retry possible: the shape of the request (400), a
 * key seen before (the first answer again, or 422 for another body), the form rules (422, nothing spent),
 * the honeypot (spam), the proof of work and fill time for JSON (403, or spam when too fast; the no-JS form
 * has none: routes.ts makes it name the site and gives it a tighter rate limit), then the
 * message is written durably and only then answered. Spam is answered as a success and kept in spam/.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Content } from '../../core/content/types.js';
import { ALTCHA_FIELD, HONEYPOT_FIELD, IDEMPOTENCY_KEY_PATTERN, PAGE_FIELD, TOPIC_FIELD } from '../../shared/contact-protocol.js';
import { checkContact, checkTopic, type ContactProblems } from '../../shared/contact-rules.js';
import { contextOf, isNativePost, sendAnswer, type AnswerContext, type Outcome } from './answers.js';
import { composeMessage, type SpamReason } from './compose.js';
import type { IdempotencyIndex } from './idempotency.js';
import { createMessageName, markOf, type KeyMark } from './names.js';
import type { Outbox } from './outbox.js';
import type { ProofOfWork } from './proof-of-work.js';
import type { SiteFacts } from './site.js';
import type { MailConfig } from './types.js';

export interface SendDeps {
  readonly content: Content;
  readonly config: MailConfig;
  readonly site: SiteFacts;
  readonly outbox: Outbox;
  readonly keys: IdempotencyIndex;
  readonly proof: ProofOfWork;
  /** A message was written: into new/, or into spam/ when `spam` says why. */
  readonly onWritten: (name: string, spam?: SpamReason) => void;
  /** The origin to send a no-JS post back to ('' for this one). */
  readonly pageOriginOf: (request: FastifyRequest) => string;
}

type Result = { readonly outcome: Outcome; readonly problems?: ContactProblems };
type Fields = Readonly<Record<string, unknown>>;

export function createSendHandler(deps: SendDeps) {
  return async function handleSend(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const now = Date.now();
    const fields = isRecord(request.body) ? request.body : undefined;
    const context = contextOf(request, deps.site, deps.pageOriginOf(request), fields ?? {});
    const answer = ({ outcome, problems }: Result) => sendAnswer(reply, deps.content, context, outcome, problems);
    if (!fields || !isWellFormed(fields, context, deps.site)) return answer({ outcome: 'badRequest' });
    const key = request.headers['idempotency-key'];
    if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))) return answer({ outcome: 'badRequest' });
    if (key === undefined) return answer(await accept(deps, request, fields, context, now));
    // The proof of work is left out: a retry solves a new one.
    const mark = markOf(key, [fields.kind, fields.locale, fields.name, fields.email, fields.phoneNumber, checkTopic(fields[TOPIC_FIELD])]);
    return answer(await deps.keys.serialize(mark, () => accept(deps, request, fields, context, now, mark)));
  };
}

async function accept(deps: SendDeps, request: FastifyRequest, fields: Fields, context: AnswerContext, now: number, mark?: KeyMark): Promise<Result> {
  if (mark) {
    const verdict = deps.keys.judge(mark, now);
    if (verdict === 'repeat') return { outcome: 'sent' };
    if (verdict === 'conflict') return { outcome: 'keyReused' };
  }
  const checked = checkContact(fields, context.locale.country);
  if (!checked.ok) return { outcome: 'invalid', problems: checked.problems };
  let spam: SpamReason | undefined = isFilled(fields[HONEYPOT_FIELD]) ? 'honeypot' : undefined;
  // The no-JS form cannot solve a proof of work: it is accepted on the honeypot and the rate limit alone.
  if (!spam && !isNativePost(request)) {
    const verdict = await deps.proof.check(fields[ALTCHA_FIELD], now);
    if (verdict === 'failed') return { outcome: 'verificationFailed' };
    if (verdict === 'too-fast') spam = 'too-fast';
  }
  const kind = context.kind!;
  const topic = checkTopic(fields[TOPIC_FIELD])!;
  const name = createMessageName(now, mark);
  const bytes = await composeMessage(deps.content, {
    name,
    kind,
    ...(kind === 'contact' ? { topic } : {}),
    locale: context.locale,
    values: checked.values,
    ...(context.page ? { pageUrl: `${deps.site.baseUrl}${context.page === '/' ? '/' : context.page}` } : {}),
    from: deps.config.from,
    to: deps.config.to[kind],
    date: new Date(now),
    ...(spam ? { spam } : {}),
    ...(isNativePost(request) ? { noScript: true } : {}),
  });
  await deps.outbox.write(spam ? 'spam' : 'new', name, bytes);
  deps.keys.remember(name);
  deps.onWritten(name, spam);
  return { outcome: 'sent' };
}

/** A kind we know; `locale` and `page`, when present, a locale and a page of this site; `topic`, when present, a topic. */
function isWellFormed(fields: Fields, context: AnswerContext, site: SiteFacts): boolean {
  if (context.kind === undefined) return false;
  if (checkTopic(fields[TOPIC_FIELD]) === undefined) return false;
  if (fields.locale !== undefined && !site.localeByCode(fields.locale)) return false;
  return fields[PAGE_FIELD] === undefined || site.pageOf(fields[PAGE_FIELD]) !== undefined;
}

function isFilled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** The fields of a body that is an object, else none. */
export function fieldsOf(body: unknown): Fields {
  return isRecord(body) ? body : {};
}

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
