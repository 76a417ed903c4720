/**
 * What a form shows, as a pure reducer: the button's phase (send → sending → sent), the error text of each
 * field, and the status line. The island feeds it events; React renders the result. No DOM, no network, so
 * it is tested on its own (test/unit/contact-form-state.test.ts).
 */
import { CONTACT_FIELDS, type ContactField } from '../../../shared/contact-rules.js';

export type FormPhase = 'idle' | 'sending' | 'sent';
export type FieldErrors = Readonly<Partial<Record<ContactField, string>>>;

/**
 * - `invalid`: the fields failed the rules; cleared as soon as the last error is fixed.
 * - `failed`: the server refused or could not be reached; kept until the next submission.
 * - `sent`: the success text; cleared by the next edit, with the button's "Sent".
 * - `securing`: while sending, the proof of work is still being solved after a while: say so.
 */
type StatusKind = 'invalid' | 'failed' | 'sent' | 'securing';

interface FormStatus {
  readonly kind: StatusKind;
  readonly text: string;
  /** The text names the support address, which the form shows as a link (the service is down or failing). */
  readonly support?: true;
}

export interface FormState {
  readonly phase: FormPhase;
  readonly errors: FieldErrors;
  readonly status?: FormStatus;
  /** Moves on whenever focus should go to the first field showing an error (a number, so the same field can be asked twice). */
  readonly focusRequest: number;
}

export const INITIAL_FORM_STATE: FormState = { phase: 'idle', errors: {}, focusRequest: 0 };

export type FormEvent =
  /** Submitted values failed the rules: the text of each problem, and the summary for the status line. */
  | { readonly type: 'invalid'; readonly errors: FieldErrors; readonly text: string }
  | { readonly type: 'sending' }
  | { readonly type: 'sent'; readonly text: string }
  | { readonly type: 'failed'; readonly text: string; readonly errors?: FieldErrors; readonly support?: true }
  /** Still sending, and still waiting for the proof of work. */
  | { readonly type: 'securing'; readonly text: string }
  /** The visitor changed a field; `error` is what the rules now say of it (undefined: it passes). */
  | { readonly type: 'edited'; readonly field: ContactField; readonly error: string | undefined };

export function reduceForm(state: FormState, event: FormEvent): FormState {
  switch (event.type) {
    case 'invalid':
      return { phase: 'idle', errors: event.errors, status: { kind: 'invalid', text: event.text }, focusRequest: state.focusRequest + 1 };
    case 'sending':
      return { phase: 'sending', errors: {}, focusRequest: state.focusRequest };
    case 'sent':
      return { phase: 'sent', errors: {}, status: { kind: 'sent', text: event.text }, focusRequest: state.focusRequest };
    case 'failed': {
      const errors = event.errors ?? {};
      const focusRequest = firstInvalidField(errors) ? state.focusRequest + 1 : state.focusRequest;
      return { phase: 'idle', errors, status: { kind: 'failed', text: event.text, ...(event.support ? { support: true } : {}) }, focusRequest };
    }
    case 'securing':
      return state.phase === 'sending' ? { ...state, status: { kind: 'securing', text: event.text } } : state;
    case 'edited':
      return reduceEdit(state, event.field, event.error);
  }
}

/**
 * An edit never nags: a field is re-checked only while it shows an error, so a visitor typing for the first
 * time sees nothing until they submit. After "Sent", the first edit starts a new message: the button says
 * "Send" again and the success text goes.
 */
function reduceEdit(state: FormState, field: ContactField, error: string | undefined): FormState {
  if (state.phase === 'sending') return state;
  let errors = state.errors;
  if (field in errors) {
    const { [field]: _, ...rest } = errors;
    errors = error === undefined ? rest : { ...rest, [field]: error };
  }
  let status = state.status;
  if (status?.kind === 'sent' || (status?.kind === 'invalid' && firstInvalidField(errors) === undefined)) status = undefined;
  if (errors === state.errors && status === state.status && state.phase === 'idle') return state;
  return { phase: 'idle', errors, ...(status ? { status } : {}), focusRequest: state.focusRequest };
}

/** The first field, in form order, that shows an error. */
export function firstInvalidField(errors: FieldErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field] !== undefined);
}

/** The button's label for a phase. */
export function buttonLabel(phase: FormPhase, labels: { readonly send: string; readonly sending: string; readonly sent: string }): string {
  return phase === 'sending' ? labels.sending : phase === 'sent' ? labels.sent : labels.send;
}
