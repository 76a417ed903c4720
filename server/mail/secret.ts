/**
 * The ALTCHA HMAC secret when the environment gives none: generated once and kept in the outbox, so a
 * restart keeps the challenges already handed out valid. Instances behind one load balancer must share a
 * secret (ALTCHA_HMAC_SECRET), since a challenge may be solved for one and sent to another.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SECRET_FILE = '.altcha-secret';

export function readOrCreateSecret(outboxDir: string): string {
  const file = path.join(outboxDir, SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flush: true });
  try {
    // A link appears whole or not at all: two processes starting at once both read the one that won.
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(file, 'utf8').trim();
}
