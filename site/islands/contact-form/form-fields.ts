/** The form's own fields read and written through the DOM: the inputs are uncontrolled, so the form holds the values. */
import { checkContact, CONTACT_FIELDS, type ContactField, type ContactProblems } from '../../../shared/contact-rules.js';
import { HONEYPOT_FIELD } from '../../../shared/contact-protocol.js';
import type { FieldErrors } from './form-state.js';
import type { ContactFormMessages } from './types.js';

export function inputOf(form: HTMLFormElement | null, name: string): HTMLInputElement | undefined {
  const element = form?.elements.namedItem(name);
  return element instanceof HTMLInputElement ? element : undefined;
}

export function readFields(form: HTMLFormElement): Record<ContactField, string> {
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, inputOf(form, field)?.value ?? ''])) as Record<ContactField, string>;
}

export function problemsOf(form: HTMLFormElement, country: string): ContactProblems {
  const check = checkContact(readFields(form), country);
  return check.ok ? {} : check.problems;
}

export function textsOf(problems: ContactProblems, messages: ContactFormMessages): FieldErrors {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const problem = problems[field];
    if (problem) errors[field] = messages.problems[problem];
  }
  return errors;
}

/** After "Sent" the form is empty for the next message; the hidden kind, locale and page stay. */
export function clearFields(form: HTMLFormElement): void {
  for (const name of [...CONTACT_FIELDS, HONEYPOT_FIELD]) {
    const input = inputOf(form, name);
    if (input) input.value = '';
  }
}
