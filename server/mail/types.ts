/**
 * The types of the contact service: its resolved configuration, the plugin's options, the outbox's folders
 * and entries, and the delivery worker's events.
 */
import type { Content } from '../../core/content/types.js';
import type { RequestKind } from '../../shared/contact-protocol.js';
import type { SpamReason } from './compose.js';

/** ALTCHA proof of work: PBKDF2/SHA-256 challenges signed with an HMAC secret. */
export interface ChallengeConfig {
  readonly secret: string;
  /** PBKDF2 iterations per attempt. */
  readonly cost: number;
  /** The solver's attempts are a random counter in [counterMin, counterMax]: the work, on average. */
  readonly counterMin: number;
  readonly counterMax: number;
  readonly expiresMs: number;
  /** A JSON submission must come at least this long after its challenge was issued; sooner is spam. */
  readonly minFillMs: number;
}

export interface DeliveryConfig {
  /** A message that has waited this long in new/ (since it was written or re-queued) goes to failed/. */
  readonly giveUpAfterMs: number;
  /** The first retry waits this long, each next one twice as long, up to maxRetryMs. */
  readonly firstRetryMs: number;
  readonly maxRetryMs: number;
  /** How often new/ is read again for messages the worker was not told of (re-queued by the CLI). */
  readonly scanIntervalMs: number;
  /** SMTP connections used at once. */
  readonly connections: number;
}

/** Everything the service needs, resolved from the environment and content/site.yaml by config.ts. */
export interface MailConfig {
  readonly outboxDir: string;
  /** Without one the outbox is the destination: messages stay in new/. */
  readonly smtpUrl?: string;
  readonly from: string;
  readonly to: Readonly<Record<RequestKind, readonly string[]>>;
  /** Origins allowed to post cross-origin (CORS); the service's own origin is always allowed. */
  readonly corsOrigins: readonly string[];
  readonly rateLimit: { readonly max: number; readonly windowMs: number };
  readonly challenge: ChallengeConfig;
  readonly delivery: DeliveryConfig;
  /** How long an Idempotency-Key is remembered. */
  readonly idempotencyWindowMs: number;
}

export type DeliveryEvent =
  | { readonly type: 'delivered'; readonly name: string }
  | { readonly type: 'retry'; readonly name: string; readonly error: string; readonly retryInMs: number }
  | { readonly type: 'failed'; readonly name: string; readonly error: string }
  /** A file in new/ whose name is not an outbox name: never delivered, reported once per process. */
  | { readonly type: 'foreign'; readonly name: string };

/** A message the service answered 2xx for, as written: into new/ (to deliver, or kept there without SMTP_URL) or spam/. */
export interface AcceptedMessage {
  /** The message's file, in new/ or spam/. */
  readonly file: string;
  /** Why it went to spam/ instead of new/. */
  readonly spam?: SpamReason;
}

/** What the app passes when it registers mailPlugin. */
export interface MailPluginOptions {
  /** The site: locales (language of answers, phone region), routes (pages a no-JS post returns to), messages. */
  readonly content: Content;
  readonly config: MailConfig;
  /** Delivery events; without a listener they go to Fastify's logger. */
  readonly onEvent?: (event: DeliveryEvent) => void;
  /** Each message once it is durable, before its answer goes out (the dev server prints them). */
  readonly onAccepted?: (message: AcceptedMessage) => void;
}

/** The folders of the outbox: Maildir's tmp/ new/ cur/, plus failed/ and spam/. */
export const OUTBOX_FOLDERS = ['tmp', 'new', 'cur', 'failed', 'spam'] as const;
export type OutboxFolder = (typeof OUTBOX_FOLDERS)[number];
/** The folders a message can rest in (tmp/ holds only messages being written). */
export type MessageFolder = Exclude<OutboxFolder, 'tmp'>;

/** A message of the outbox as `cli outbox` shows it. */
export interface OutboxEntry {
  readonly folder: MessageFolder;
  /** The file name in its folder. */
  readonly name: string;
  readonly date?: Date;
  readonly kind?: string;
  readonly locale?: string;
  readonly to: readonly string[];
  readonly replyTo?: string;
  readonly subject?: string;
  readonly messageId?: string;
}
