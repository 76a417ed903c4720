/**
 * A stand-in for the contact service, so the form tests do not depend on server/mail: GET /mail/challenge
 * serves real altcha-lib v2 challenges, POST /mail/send verifies the proof of work the island solved, records
 * the request and answers as the test says (success by default; a failure with or without a statusMessage,
 * field errors, a lost answer, a slow one). A no-JS post (form-urlencoded) gets the service's 303 to the page's
 * answer page, `…/answer.html#mail-sent`.
 *
 * It stands in two ways: inside a browser context or page (Playwright routes, `install`), or on the Fastify
 * server that serves the site (`serveOn`). Routes make Playwright intercept every request of the context and
 * turn its HTTP cache off; on the server, the browser loads pages as a visitor's would. A lost answer (`abort`)
 * needs a route: a server cannot make the browser see a network error without it retrying the request.
 */
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { IDEMPOTENCY_HEADER, MAIL_CHALLENGE_PATH, MAIL_SEND_PATH, nativeAnswerPath } from '../../shared/contact-protocol.js';

export interface RecordedMail {
  readonly contentType: string;
  readonly idempotencyKey: string | undefined;
  /** The parsed JSON body, or the fields of a form post. */
  readonly body: Record<string, unknown>;
  /** What the stand-in made of the `altcha` field: a fresh valid solution, none, a bad or expired one, or one sent before. */
  readonly proof: 'verified' | 'missing' | 'refused' | 'reused';
}

export type MailAnswerPlan =
  | { readonly status: number; readonly json?: unknown; readonly until?: Promise<unknown> }
  /** The connection fails: the browser sees a network error, as when offline or when an answer is lost. Routes only. */
  | { readonly abort: true; readonly until?: Promise<unknown> };

/** An answer as either transport writes it. */
type Answer = { readonly status: number; readonly headers: Record<string, string>; readonly body?: string } | { readonly abort: true };

const SECRET = 'stand-in-hmac-secret';
const KEY_SECRET = 'stand-in-hmac-key-secret';

/** The service's paths in any URL (any origin, with or without a query), matched inside Playwright's server. */
const urlOf = (path: string) => new RegExp(`^https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?:[?#]|$)`);

export class MailStandIn {
  readonly requests: RecordedMail[] = [];
  challengesServed = 0;
  /** Lifetime of the challenges served from now on. */
  challengeSeconds = 600;
  /** While set, challenges are answered only once it settles: the proof of work cannot finish before then. */
  challengesUntil: Promise<unknown> | undefined;
  private readonly plans: MailAnswerPlan[] = [];
  private readonly usedProofs = new Set<string>();

  /** Answers for the next requests to POST /mail/send, in order; afterwards each answer is a 200. */
  answerNext(...plans: MailAnswerPlan[]): void {
    this.plans.push(...plans);
  }

  /** Forgets what it saw and was told, for a test that follows another on the same stand-in. */
  reset(): void {
    this.requests.length = 0;
    this.challengesServed = 0;
    this.challengeSeconds = 600;
    this.challengesUntil = undefined;
    this.plans.length = 0;
    this.usedProofs.clear();
  }

  /** Stands in by routes of a context or a page; returns what removes them again. */
  async install(target: BrowserContext | Page): Promise<() => Promise<void>> {
    const challenge = urlOf(MAIL_CHALLENGE_PATH);
    const send = urlOf(MAIL_SEND_PATH);
    const onChallenge = async (route: Route) => fulfill(route, await this.challenge());
    const onSend = async (route: Route) => {
      const request = route.request();
      return fulfill(route, await this.send(request.headers()['content-type'] ?? '', request.headers()[IDEMPOTENCY_HEADER.toLowerCase()], request.postData() ?? ''));
    };
    await target.route(challenge, onChallenge);
    await target.route(send, onSend);
    return async () => {
      await target.unroute(challenge, onChallenge);
      await target.unroute(send, onSend);
    };
  }

  /** Stands in on the server that serves the site (call it before the server listens). */
  async serveOn(app: FastifyInstance): Promise<void> {
    await app.register(async (scope) => {
      // The body as sent, whatever its type: the stand-in reads JSON and form posts itself.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      scope.get(MAIL_CHALLENGE_PATH, async (_request, reply) => answerWith(reply, await this.challenge()));
      scope.post(MAIL_SEND_PATH, async (request, reply) => {
        const key = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
        return answerWith(reply, await this.send(request.headers['content-type'] ?? '', typeof key === 'string' ? key : undefined, String(request.body ?? '')));
      });
    });
  }

  private async challenge(): Promise<Answer> {
    if (this.challengesUntil) await this.challengesUntil;
    this.challengesServed++;
    // Cheap to solve (a test should not wait), but a real signed challenge with an expiry.
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 50,
      counter: randomInt(10, 60),
      deriveKey,
      hmacSignatureSecret: SECRET,
      hmacKeySignatureSecret: KEY_SECRET,
      expiresAt: Math.floor(Date.now() / 1000) + this.challengeSeconds,
    });
    return { status: 200, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }, body: JSON.stringify(challenge) };
  }

  private async send(contentType: string, idempotencyKey: string | undefined, text: string): Promise<Answer> {
    const json = contentType.includes('json');
    const body: Record<string, unknown> = json ? (JSON.parse(text) as Record<string, unknown>) : Object.fromEntries(new URLSearchParams(text));
    this.requests.push({ contentType, idempotencyKey, body, proof: await this.checkProof(body.altcha) });
    // The no-JS path: the service's 303 to the answer page beside the page the form was on.
    if (!json) return { status: 303, headers: { Location: `${nativeAnswerPath(String(body.page ?? '/'))}#mail-sent` } };
    const plan = this.plans.shift() ?? { status: 200, json: { statusCode: 200, statusMessage: 'OK' } };
    if (plan.until) await plan.until;
    if ('abort' in plan) return { abort: true };
    return { status: plan.status, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(plan.json ?? {}) };
  }

  private async checkProof(value: unknown): Promise<RecordedMail['proof']> {
    if (typeof value !== 'string' || value === '') return 'missing';
    if (this.usedProofs.has(value)) return 'reused';
    this.usedProofs.add(value);
    try {
      const { challenge, solution } = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
      const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: SECRET, hmacKeySignatureSecret: KEY_SECRET });
      return result.verified ? 'verified' : 'refused';
    } catch {
      return 'refused';
    }
  }
}

function fulfill(route: Route, answer: Answer): Promise<void> {
  if ('abort' in answer) return route.abort('internetdisconnected');
  return route.fulfill(answer);
}

function answerWith(reply: FastifyReply, answer: Answer): FastifyReply {
  if ('abort' in answer) throw new Error('a lost answer (abort) needs the stand-in installed as a route');
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
}

/** A promise with its resolver, to hold an answer until the test has looked at the "sending" state. */
export function gate(): { readonly promise: Promise<void>; readonly open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}
