import { describe, expect, it } from 'vitest';
import { buttonLabel, firstInvalidField, INITIAL_FORM_STATE, reduceForm, type FormEvent, type FormState } from '../../site/islands/contact-form/form-state.js';

const run = (...events: FormEvent[]): FormState => events.reduce(reduceForm, INITIAL_FORM_STATE);
const invalid: FormEvent = { type: 'invalid', errors: { name: 'Name is required', phoneNumber: 'Invalid phone number' }, text: 'Please correct' };

describe('reduceForm', () => {
  it('says it is securing the message only while sending; the outcome replaces it; a failure may point at support', () => {
    const securing: FormEvent = { type: 'securing', text: 'Securing your message…' };
    expect(run({ type: 'sending' }, securing).status).toEqual({ kind: 'securing', text: 'Securing your message…' });
    expect(run(securing)).toEqual(INITIAL_FORM_STATE);
    expect(run({ type: 'sending' }, securing, { type: 'sent', text: 'Thanks' }).status).toEqual({ kind: 'sent', text: 'Thanks' });
    expect(run({ type: 'sending' }, securing, { type: 'failed', text: 'Down', support: true }).status).toEqual({ kind: 'failed', text: 'Down', support: true });
  });

  it('goes send → sending → sent', () => {
    expect(run({ type: 'sending' }).phase).toBe('sending');
    expect(run({ type: 'sending' }, { type: 'sent', text: 'Thanks' })).toEqual({ phase: 'sent', errors: {}, status: { kind: 'sent', text: 'Thanks' }, focusRequest: 0 });
  });

  it('asks for focus on every invalid submission, even with the same errors', () => {
    const once = run(invalid);
    expect(once).toMatchObject({ phase: 'idle', errors: invalid.type === 'invalid' ? invalid.errors : {}, status: { kind: 'invalid' }, focusRequest: 1 });
    expect(reduceForm(once, invalid).focusRequest).toBe(2);
  });

  it('re-checks only fields that show an error, and drops the summary once nothing is left to fix', () => {
    const state = run(invalid);
    expect(reduceForm(state, { type: 'edited', field: 'email', error: 'Invalid email' })).toBe(state);
    const renamed = reduceForm(state, { type: 'edited', field: 'name', error: undefined });
    expect(renamed.errors).toEqual({ phoneNumber: 'Invalid phone number' });
    expect(renamed.status?.kind).toBe('invalid');
    expect(reduceForm(renamed, { type: 'edited', field: 'phoneNumber', error: 'Phone number is required' }).errors).toEqual({ phoneNumber: 'Phone number is required' });
    const fixed = reduceForm(renamed, { type: 'edited', field: 'phoneNumber', error: undefined });
    expect(fixed).toEqual({ phase: 'idle', errors: {}, focusRequest: 1 });
  });

  it('keeps a failure message while the visitor edits, and a server field error until that field passes', () => {
    const failed = run({ type: 'sending' }, { type: 'failed', text: 'Rate limited', errors: { email: 'No such mailbox' } });
    expect(failed).toMatchObject({ phase: 'idle', status: { kind: 'failed', text: 'Rate limited' }, focusRequest: 1 });
    const edited = reduceForm(failed, { type: 'edited', field: 'email', error: undefined });
    expect(edited.errors).toEqual({});
    expect(edited.status?.text).toBe('Rate limited');
    expect(run({ type: 'sending' }, { type: 'failed', text: 'Offline' }).focusRequest).toBe(0);
  });

  it('returns to send on the first edit after sent, and ignores edits while sending', () => {
    const sent = run({ type: 'sending' }, { type: 'sent', text: 'Thanks' });
    expect(reduceForm(sent, { type: 'edited', field: 'name', error: undefined })).toEqual({ phase: 'idle', errors: {}, focusRequest: 0 });
    const sending = run({ type: 'sending' });
    expect(reduceForm(sending, { type: 'edited', field: 'name', error: 'x' })).toBe(sending);
  });

  it('clears old errors and messages when a submission starts', () => {
    expect(run(invalid, { type: 'sending' })).toEqual({ phase: 'sending', errors: {}, focusRequest: 1 });
  });
});

describe('helpers', () => {
  it('finds the first invalid field in form order', () => {
    expect(firstInvalidField({ phoneNumber: 'x', email: 'y' })).toBe('email');
    expect(firstInvalidField({})).toBeUndefined();
  });

  it('labels the button by phase', () => {
    const labels = { send: 'Pošalji', sending: 'Slanje...', sent: 'Poslato' };
    expect(['idle', 'sending', 'sent'].map((p) => buttonLabel(p as FormState['phase'], labels))).toEqual(['Pošalji', 'Slanje...', 'Poslato']);
  });
});
