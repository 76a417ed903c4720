import { createTempOutbox, realContent, testMailConfig, VALID } from './mail.js';
import { composeMessage } from '../../server/mail/compose.js';
import { openOutbox } from '../../server/mail/outbox.js';
import { createProofOfWork } from '../../server/mail/proof-of-work.js';
import { createMessageName } from '../../server/mail/names.js';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
const N = 2000;
const outbox = createTempOutbox();
const config = testMailConfig(outbox.dir);
const content = realContent();
const locale = content.locales[1]!;
let t = performance.now();
const bytes: Buffer[] = [];
for (let i = 0; i < N; i++) bytes.push(await composeMessage(content, { name: createMessageName(Date.now()), kind: 'contact', locale, values: { ...VALID, phoneNumber: '+38267123456' }, from: 'a@b.me', to: ['c@d.me'], date: new Date() }));
console.log('compose', Math.round(N / ((performance.now() - t) / 1000)), '/s');
const proof = await createProofOfWork(config.challenge);
// Make challenges through the handler's own path is HTTP-bound; create them by calling the handler with a fake reply.
const payloads: string[] = [];
for (let i = 0; i < N; i++) {
  let sent: any;
  await proof.handleChallenge({} as any, { header() { return this; }, send(v: any) { sent = v; return this; } } as any);
  const solution = await solveChallenge({ challenge: sent, deriveKey });
  payloads.push(Buffer.from(JSON.stringify({ challenge: { parameters: sent.parameters, signature: sent.signature }, solution })).toString('base64'));
}
t = performance.now();
await Promise.all(payloads.map((p) => proof.check(p, Date.now())));
console.log('proof check (concurrent)', Math.round(N / ((performance.now() - t) / 1000)), '/s');
const box = openOutbox(outbox.dir);
t = performance.now();
let next = 0;
await Promise.all(Array.from({ length: 100 }, async () => { while (next < N) { const i = next++; await box.write('new', createMessageName(Date.now()), bytes[i]!); } }));
console.log('outbox write (100 at once)', Math.round(N / ((performance.now() - t) / 1000)), '/s');
outbox.dispose();
