/**
 * ALTCHA proof of work with altcha-lib's Fastify integration: PBKDF2/SHA-256 challenges in deterministic
 * mode (the server knows the answer's key, signed with a second secret, so checking a solution costs two
 * HMACs, not a key derivation), signed, expiring, each accepted once. The challenge also carries its signed
 * issue time, which gives the minimum fill time without any state.
 */
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CappedMap, create, deriveHmacKeySecret, randomInt } from 'altcha-lib/frameworks/fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChallengeConfig } from './types.js';

type ProofVerdict = 'ok' | 'too-fast' | 'failed';

export interface ProofOfWork {
  /** GET /mail/challenge: a fresh challenge, never cached. */
  handleChallenge(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  /** Checks a solved payload (base64 JSON, as the widget sends it) and marks its challenge used. */
  check(payload: unknown, now: number): Promise<ProofVerdict>;
}

const ALGORITHM = 'PBKDF2/SHA-256';
/** Solved challenges remembered against replay; a challenge expires long before this many more are solved. */
const USED_CHALLENGES = 100_000;

export async function createProofOfWork(config: ChallengeConfig): Promise<ProofOfWork> {
  const hmacKeySignatureSecret = await deriveHmacKeySecret(config.secret);
  const store = new CappedMap<string, boolean>({ maxSize: USED_CHALLENGES });
  const altcha = create({
    hmacSignatureSecret: config.secret,
    hmacKeySignatureSecret,
    deriveKey,
    store,
    createChallengeParameters: () => ({
      algorithm: ALGORITHM,
      cost: config.cost,
      counter: randomInt(config.counterMax, config.counterMin),
      expiresAt: new Date(Date.now() + config.expiresMs),
      data: { issuedAt: Date.now() },
    }),
  });
  return {
    handleChallenge: (request, reply) => altcha.challengeHandler(request, reply),
    async check(payload, now) {
      if (typeof payload !== 'string' || payload === '') return 'failed';
      const result = await altcha.verify(payload, deriveKey, config.secret, hmacKeySignatureSecret, store);
      if (result.error !== null || !result.payload || !('challenge' in result.payload)) return 'failed';
      const issuedAt = result.payload.challenge.parameters.data?.issuedAt;
      if (typeof issuedAt !== 'number') return 'failed';
      return now - issuedAt < config.minFillMs ? 'too-fast' : 'ok';
    },
  };
}
