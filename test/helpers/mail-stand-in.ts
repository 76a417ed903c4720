/**
 * A stand-in for the contact service, inside the browser context (Playwright routes), so the form tests do
 * not depend on server/mail: GET /mail/challenge serves real altcha-lib v2 challenges, POST /mail/send
 * verifies the proof of work the island solved, records the request and answers as the test says
 * (success by default; a failure with or without a statusMessage, field errors, a lost answer, a slow one).
 * A no-JS post (form-urlencoded) gets the service's 303 to the page's answer page, `…/answer.html#mail-sent`.
 */
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { BrowserContext, Route } from 'playwright-core';
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
  /** The connection fails: the browser sees a network error, as when offline or when an answer is lost. */
  | { readonly abort: true; readonly until?: Promise<unknown> };

const SECRET = 'stand-in-hmac-secret';
const KEY_SECRET = 'stand-in-hmac-key-secret';

export class MailStandIn {
  readonly requests: RecordedMail[] = [];
  challengesServed = 0;
  /** Lifetime of the challenges served from now on. */
  challengeSeconds = 600;
  private readonly plans: MailAnswerPlan[] = [];
  private readonly usedProofs = new Set<string>();

  /** Answers for the next requests to POST /mail/send, in order; afterwards each answer is a 200. */
  answerNext(...plans: MailAnswerPlan[]): void {
    this.plans.push(...plans);
  }

  async install(context: BrowserContext): Promise<void> {
    await context.route((url) => url.pathname === MAIL_CHALLENGE_PATH, (route) => this.serveChallenge(route));
    await context.route((url) => url.pathname === MAIL_SEND_PATH, (route) => this.serveSend(route));
  }

  private async serveChallenge(route: Route): Promise<void> {
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
    await route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Cache-Control': 'no-store' }, body: JSON.stringify(challenge) });
  }

  private async serveSend(route: Route): Promise<void> {
    const request = route.request();
    const contentType = request.headers()['content-type'] ?? '';
    const text = request.postData() ?? '';
    const json = contentType.includes('json');
    const body: Record<string, unknown> = json ? (JSON.parse(text) as Record<string, unknown>) : Object.fromEntries(new URLSearchParams(text));
    this.requests.push({ contentType, idempotencyKey: request.headers()[IDEMPOTENCY_HEADER.toLowerCase()], body, proof: await this.checkProof(body.altcha) });
    if (!json) {
      // The no-JS path: the service's 303 to the answer page beside the page the form was on.
      await route.fulfill({ status: 303, headers: { Location: `${nativeAnswerPath(String(body.page ?? '/'))}#mail-sent` } });
      return;
    }
    const plan = this.plans.shift() ?? { status: 200, json: { statusCode: 200, statusMessage: 'OK' } };
    if (plan.until) await plan.until;
    if ('abort' in plan) return route.abort('internetdisconnected');
    await route.fulfill({ status: plan.status, contentType: 'application/json', body: JSON.stringify(plan.json ?? {}) });
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

/** A promise with its resolver, to hold an answer until the test has looked at the "sending" state. */
export function gate(): { readonly promise: Promise<void>; readonly open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}
