/**
 * The behaviour of a form island: checks with the shared rules, the send → sending → sent states, the
 * request with its idempotency key and proof of work, and focus on the first field in error. The inputs are
 * uncontrolled: what a visitor typed before the island hydrated stays, and the values are read from the
 * form itself when needed.
 */
import { useEffect, useReducer, useRef, useState, type FormEvent, type RefObject } from 'react';
import { checkContact, checkTopic, type ContactField, type ContactTopic } from '../../../shared/contact-rules.js';
import { HONEYPOT_FIELD, TOPIC_FIELD, topicOfFragment } from '../../../shared/contact-protocol.js';
import { clearFields, inputOf, problemsOf, readFields, textsOf } from './form-fields.js';
import { firstInvalidField, INITIAL_FORM_STATE, reduceForm, type FormState } from './form-state.js';
import { createIdempotencyKeys } from './idempotency.js';
import type { ProofOfWork } from './proof-of-work.js';
import { sendMail, type SendOutcome } from './send-mail.js';
import type { ContactFormMessages, ContactFormProps } from './types.js';

export interface ContactFormControls {
  readonly state: FormState;
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly submit: (event: FormEvent<HTMLFormElement>) => void;
  readonly edit: (field: ContactField) => void;
  /** The contact form's chosen topic, which its lead and the support contacts follow. */
  readonly topic: ContactTopic;
  readonly pickTopic: (value: string) => void;
}

const INTERACTIONS = ['focusin', 'pointerdown', 'input'] as const;
/** The widget gives up solving after 30 s; this also covers a widget that never loads. Then the server decides. */
const PROOF_WAIT_MS = 35_000;
/** A send still waiting for the proof of work this long says so ("Securing your message…"). */
const SECURING_AFTER_MS = 1_500;

export function useContactForm({ formId, action, challenge, country, kind, locale, messages, topics }: ContactFormProps): ContactFormControls {
  const [state, dispatch] = useReducer(reduceForm, INITIAL_FORM_STATE);
  // General as rendered on the server; the page's fragment (a call to action's #contact-demo) or the select changes it.
  const [topic, setTopic] = useState<ContactTopic>('general');
  const pickTopic = (value: string) => setTopic(checkTopic(value) ?? 'general');
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const [keys] = useState(createIdempotencyKeys);
  const loadProof = useRef<() => Promise<ProofOfWork | undefined>>(async () => undefined);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // From here on the island checks the fields and shows the rules' messages; the browser's own bubbles would say other things.
    form.noValidate = true;
    let proof: Promise<ProofOfWork | undefined> | undefined;
    loadProof.current = () => (proof ??= import('./proof-of-work.js').then((m) => m.createProofOfWork(form, challenge)).catch((error: unknown) => {
      console.warn('The spam protection of the form could not load; the form is sent without it:', error);
      return undefined;
    }));
    // Solving starts as soon as the form can be seen or is first touched, so a visitor who fills it quickly
    // seldom waits for it; a page whose form is never shown costs no CPU and no challenge request.
    const prepare = () => void loadProof.current().then((p) => p?.prepare());
    for (const type of INTERACTIONS) form.addEventListener(type, prepare, { passive: true });
    if (form.contains(document.activeElement)) prepare();
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        seen.disconnect();
        prepare();
      }
    });
    seen.observe(form);
    return () => {
      seen.disconnect();
      for (const type of INTERACTIONS) form.removeEventListener(type, prepare);
      void proof?.then((p) => p?.dispose());
    };
  }, [challenge]);

  useEffect(() => {
    const select = formRef.current?.elements.namedItem(TOPIC_FIELD);
    if (!topics || !(select instanceof HTMLSelectElement)) return;
    // A call to action links to #contact-demo and the like: before hydration (read now) or later (hashchange).
    const follow = () => {
      const asked = topicOfFragment(location.hash, formId);
      if (!asked) return;
      select.value = asked;
      setTopic(asked);
    };
    // The select is uncontrolled: a choice made before hydration stays, else the fragment decides.
    const chosen = checkTopic(select.value) ?? 'general';
    if (chosen === 'general') follow();
    else setTopic(chosen);
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, [formId, topics]);

  useEffect(() => {
    if (state.focusRequest === 0) return;
    const field = firstInvalidField(state.errors);
    if (field) inputOf(formRef.current, field)?.focus();
  }, [state.focusRequest]);

  const edit = (field: ContactField) => {
    const form = formRef.current;
    if (!form) return;
    // Only a field already showing an error is checked again (the reducer ignores the rest): no nagging while typing.
    const problem = field in state.errors ? problemsOf(form, country)[field] : undefined;
    dispatch({ type: 'edited', field, error: problem && messages.problems[problem] });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const check = checkContact(readFields(form), country);
    if (!check.ok) {
      dispatch({ type: 'invalid', errors: textsOf(check.problems, messages), text: messages.invalid });
      return;
    }
    sending.current = true;
    dispatch({ type: 'sending' });
    void (async () => {
      try {
        const chosen = topics ? checkTopic((form.elements.namedItem(TOPIC_FIELD) as HTMLSelectElement | null)?.value) : undefined;
        const values = { ...check.values, kind, locale, ...(chosen ? { [TOPIC_FIELD]: chosen } : {}) };
        const idempotencyKey = keys.keyFor(values);
        const securing = setTimeout(() => dispatch({ type: 'securing', text: messages.securing }), SECURING_AFTER_MS);
        const altcha = (await within(PROOF_WAIT_MS, loadProof.current().then((proof) => proof?.take()))) ?? '';
        clearTimeout(securing);
        const website = inputOf(form, HONEYPOT_FIELD)?.value ?? '';
        const outcome = await sendMail({ action, idempotencyKey, body: { ...values, altcha, website } });
        keys.settle(outcome.kind === 'sent' ? 'sent' : 'failed');
        if (outcome.kind === 'sent') clearFields(form);
        dispatch(eventOf(outcome, messages));
      } finally {
        sending.current = false;
      }
    })();
  };

  return { state, formRef, submit, edit, topic, pickTopic };
}

/** A 5xx, or no answer while the browser has a network: the service is down or failing, whatever a proxy said. */
function eventOf(outcome: SendOutcome, messages: ContactFormMessages) {
  const unavailable = { type: 'failed', text: `${messages.unavailable.before}${messages.unavailable.email}${messages.unavailable.after}`, support: true } as const;
  switch (outcome.kind) {
    case 'sent':
      return { type: 'sent', text: messages.success } as const;
    case 'failed':
      if (outcome.status >= 500) return unavailable;
      return { type: 'failed', text: outcome.statusMessage ?? (outcome.errors ? messages.invalid : messages.error), ...(outcome.errors ? { errors: outcome.errors } : {}) } as const;
    case 'offline':
      return { type: 'failed', text: messages.offline } as const;
    case 'unreachable':
    case 'timeout':
      return unavailable;
  }
}

/** The promise's value, or undefined once `ms` have passed (or when it fails). */
function within<T>(ms: number, promise: Promise<T>): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    const settle = (value: T | undefined) => {
      clearTimeout(timer);
      resolve(value);
    };
    promise.then(settle, () => settle(undefined));
  });
}
