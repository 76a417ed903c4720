/**
 * The spam protection the visitor never sees: an ALTCHA proof of work, solved in a Web Worker while they
 * fill the form. Browser only, and loaded only when a visitor first touches a form (the island imports this
 * module from an effect), so neither page load nor hydration pays for it.
 *
 * Strict CSP: `altcha/external` ships without inline styles or blob workers; its stylesheet is a file that
 * Vite links with this chunk, and the PBKDF2 worker is a file of its own (`?worker`), allowed by
 * `script-src 'self'`. The widget is `display="invisible"`: there is never a checkbox or puzzle.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { ALTCHA_FIELD } from '../../../shared/contact-protocol.js';

export interface ProofOfWork {
  /** Starts solving in the background, unless a fresh solution is ready or on its way (or a failure is recent). */
  prepare(): void;
  /** A solution never handed out before: the one ready or on its way, else a new one; undefined when none can be had. */
  take(): Promise<string | undefined>;
  dispose(): void;
}

// The widget's registry of solvers (its global type does not resolve under NodeNext, hence the cast).
const registry = (globalThis as unknown as { $altcha: { algorithms: Map<string, () => Worker> } }).$altcha;
// altcha-lib v2 challenges name one of these (GET /mail/challenge); the SHA and memory-hard ones are not served.
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  registry.algorithms.set(algorithm, () => new Pbkdf2Worker());
}

const SETTINGS = {
  // No pointer or scroll collection: the proof of work is all the server asks for.
  humanInteractionSignature: false,
  // The widget is invisible, so it need not slow down to show a spinner.
  minDuration: 0,
  timeout: 30_000,
  hideFooter: true,
  hideLogo: true,
};
/** After a failed solve (the challenge endpoint down), edits do not start another one for this long; a submission always tries. */
const RETRY_AFTER_MS = 10_000;

/**
 * Puts an invisible `<altcha-widget>` at the end of `form`, in a hidden element of its own (the page's markup
 * has no slot for it: a phone downloads no empty element), and solves the challenges of `challengeUrl` with it.
 */
export async function createProofOfWork(form: HTMLElement, challengeUrl: string): Promise<ProofOfWork> {
  const slot = document.createElement('div');
  slot.hidden = true;
  form.append(slot);
  const widget = document.createElement('altcha-widget');
  const loaded = new Promise((resolve) => widget.addEventListener('load', resolve, { once: true }));
  widget.setAttribute('challenge', challengeUrl);
  widget.setAttribute('display', 'invisible');
  widget.setAttribute('auto', 'off');
  widget.setAttribute('name', ALTCHA_FIELD);
  widget.setAttribute('configuration', JSON.stringify(SETTINGS));
  slot.append(widget);
  await loaded;

  let next: Promise<string | undefined> | undefined;
  let failedAt = -Infinity;
  const solve = (): Promise<string | undefined> => {
    const attempt = widget.verify().then((result) => result?.payload, () => undefined);
    void attempt.then((payload) => {
      if (payload === undefined) {
        failedAt = performance.now();
        if (next === attempt) next = undefined;
      }
    });
    return attempt;
  };
  // The server refuses an expired challenge; the next edit or submission solves a new one.
  const onExpired = () => {
    next = undefined;
  };
  widget.addEventListener('expired', onExpired);

  return {
    prepare() {
      if (!next && performance.now() - failedAt >= RETRY_AFTER_MS) next = solve();
    },
    async take() {
      const pending = next ?? solve();
      next = undefined;
      return (await pending) ?? (await solve());
    },
    dispose() {
      widget.removeEventListener('expired', onExpired);
      slot.remove();
    },
  };
}
