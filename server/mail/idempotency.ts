/**
 * Idempotency-Key: the same key within the window answers the first result and delivers once. The record
 * is the outbox itself: a keyed message's name holds the key's hash and the body's fingerprint (names.ts),
 * so what was accepted survives a restart with the message, and there is no second file to keep in step.
 * Only accepted requests (delivered or kept as spam) are remembered; a refused one may be sent again.
 */
import type { KeyMark } from './names.js';
import { parseMessageName } from './names.js';
import type { Outbox } from './outbox.js';

type KeyVerdict = 'new' | 'repeat' | 'conflict';

export interface IdempotencyIndex {
  /** Runs `task` alone for its key: a request repeated while the first is still running waits for it. */
  serialize<T>(mark: KeyMark, task: () => Promise<T>): Promise<T>;
  /** new: never accepted; repeat: accepted with the same body; conflict: accepted with another body. */
  judge(mark: KeyMark, now: number): KeyVerdict;
  /** Records an accepted message by its outbox name. */
  remember(name: string): void;
}

const PRUNE_EVERY = 1_000;

export async function loadIdempotencyIndex(outbox: Outbox, windowMs: number): Promise<IdempotencyIndex> {
  const accepted = new Map<string, { readonly fingerprint: string; readonly at: number }>();
  const running = new Map<string, Promise<unknown>>();
  let sincePrune = 0;

  const remember = (name: string) => {
    const parsed = parseMessageName(name);
    if (!parsed?.key) return;
    accepted.set(parsed.key.keyHash, { fingerprint: parsed.key.fingerprint, at: parsed.seconds * 1000 });
    if (++sincePrune >= PRUNE_EVERY) {
      sincePrune = 0;
      const oldest = Date.now() - windowMs;
      for (const [hash, entry] of accepted) if (entry.at < oldest) accepted.delete(hash);
    }
  };
  for (const folder of ['new', 'cur', 'failed', 'spam'] as const) {
    for (const name of await outbox.list(folder)) remember(name);
  }

  return {
    async serialize(mark, task) {
      const ahead = running.get(mark.keyHash);
      const mine = (ahead ?? Promise.resolve()).catch(() => {}).then(task);
      running.set(mark.keyHash, mine);
      try {
        return await mine;
      } finally {
        if (running.get(mark.keyHash) === mine) running.delete(mark.keyHash);
      }
    },
    judge(mark, now) {
      const entry = accepted.get(mark.keyHash);
      if (!entry || now - entry.at >= windowMs) return 'new';
      return entry.fingerprint === mark.fingerprint ? 'repeat' : 'conflict';
    },
    remember,
  };
}
