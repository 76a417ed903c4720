/**
 * The rules of the contact and account-deletion forms: one module, imported by the form island in the
 * browser and by POST /mail/send on the server, so both always agree. Answers are message keys of the
 * `contact.validation` group, never text: the caller formats them in the visitor's locale.
 *
 * - name: trimmed, 1–100 characters (code points), no control characters, line/paragraph separators or
 *   bidirectional embeddings, overrides and isolates (they reverse what a mail's Subject shows).
 * - email: trimmed, at most 254 characters, a "valid e-mail address" as the HTML standard defines it (what
 *   `<input type=email>` accepts).
 * - phoneNumber: trimmed, at most 40 characters of digits, spaces and + - ( ) . /; international format
 *   (+49 …, 0049 …) accepted, else read as a number of the page locale's country (ME, RS). A number of
 *   Montenegro or Serbia must be a valid number of its country (libphonenumber-js with the metadata of just
 *   those two, shared/phone-metadata.ts); a number with another country code must be plausible as
 *   E.164 (isPlausibleE164: a country code, a national number not all zeros, 7–15 digits). Kept in E.164
 *   form (+38267123456).
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core';
import { PHONE_METADATA } from './phone-metadata.js';

export const CONTACT_FIELDS = ['name', 'email', 'phoneNumber'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

const NAME_MAX_LENGTH = 100;
const EMAIL_MAX_LENGTH = 254;
const PHONE_MAX_LENGTH = 40;

/** Every problem the rules can find, as message keys (content/messages/*.yaml, group contact.validation). */
export const CONTACT_PROBLEMS = {
  nameRequired: 'contact.validation.nameRequired',
  nameTooLong: 'contact.validation.nameTooLong',
  nameInvalid: 'contact.validation.nameInvalid',
  emailRequired: 'contact.validation.emailRequired',
  emailInvalid: 'contact.validation.emailInvalid',
  phoneRequired: 'contact.validation.phoneRequired',
  phoneInvalid: 'contact.validation.phoneInvalid',
} as const;
export type ContactProblemKey = (typeof CONTACT_PROBLEMS)[keyof typeof CONTACT_PROBLEMS];

/** The values of a form that passed, normalized: trimmed name and e-mail, phone number in E.164. */
export type ContactValues = Readonly<Record<ContactField, string>>;
export type ContactProblems = Partial<Record<ContactField, ContactProblemKey>>;

export type ContactCheck =
  | { readonly ok: true; readonly values: ContactValues }
  | { readonly ok: false; readonly problems: ContactProblems };

/** The HTML standard's "valid e-mail address" (https://html.spec.whatwg.org/#valid-e-mail-address). */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** C0 and C1 controls (CR, LF, NUL, …), the Unicode line and paragraph separators, and the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const PHONE_CHARACTERS = /^[0-9+\-(). /]+$/;

/** Checks the three fields; `country` is the page locale's (ME, RS), the region of numbers typed without +. */
export function checkContact(input: Readonly<Partial<Record<ContactField, unknown>>>, country: string): ContactCheck {
  const problems: ContactProblems = {};
  const name = checkName(input.name);
  const email = checkEmail(input.email);
  const phone = checkPhone(input.phoneNumber, country);
  if ('problem' in name) problems.name = name.problem;
  if ('problem' in email) problems.email = email.problem;
  if ('problem' in phone) problems.phoneNumber = phone.problem;
  if ('value' in name && 'value' in email && 'value' in phone) return { ok: true, values: { name: name.value, email: email.value, phoneNumber: phone.value } };
  return { ok: false, problems };
}

type FieldCheck = { readonly value: string } | { readonly problem: ContactProblemKey };

export function checkName(raw: unknown): FieldCheck {
  const text = textOf(raw);
  if (text === undefined) return { problem: CONTACT_PROBLEMS.nameInvalid };
  const value = text.normalize('NFC');
  if (value === '') return { problem: CONTACT_PROBLEMS.nameRequired };
  if (CONTROL.test(value)) return { problem: CONTACT_PROBLEMS.nameInvalid };
  if ([...value].length > NAME_MAX_LENGTH) return { problem: CONTACT_PROBLEMS.nameTooLong };
  return { value };
}

export function checkEmail(raw: unknown): FieldCheck {
  const value = textOf(raw);
  if (value === undefined) return { problem: CONTACT_PROBLEMS.emailInvalid };
  if (value === '') return { problem: CONTACT_PROBLEMS.emailRequired };
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL.test(value)) return { problem: CONTACT_PROBLEMS.emailInvalid };
  return { value };
}

export function checkPhone(raw: unknown, country: string): FieldCheck {
  const text = textOf(raw);
  if (text === undefined) return { problem: CONTACT_PROBLEMS.phoneInvalid };
  if (text === '') return { problem: CONTACT_PROBLEMS.phoneRequired };
  if (text.length > PHONE_MAX_LENGTH || !PHONE_CHARACTERS.test(text)) return { problem: CONTACT_PROBLEMS.phoneInvalid };
  const international = internationalDigits(text);
  if (international !== undefined && !hasFullRules(international)) {
    return isPlausibleE164(international) ? { value: `+${international}` } : { problem: CONTACT_PROBLEMS.phoneInvalid };
  }
  const parsed = parsePhoneNumberFromString(text, country as CountryCode, PHONE_METADATA);
  if (!parsed || !parsed.isValid()) return { problem: CONTACT_PROBLEMS.phoneInvalid };
  return { value: parsed.number };
}

/**
 * E.164 without the rules of each country: a country code (1–3 digits, never starting with 0: 1 and 7, the
 * two-digit codes ITU-T assigned, else three digits), then a national number of at least 4 digits that is not
 * all zeros, 7–15 digits in all.
 */
const E164 = /^(1|7|2[07]|3[0-469]|4[013-9]|5[1-8]|6[0-6]|8[1246]|9[0-58]|[2-9]\d\d)(\d{4,})$/;
function isPlausibleE164(digits: string): boolean {
  const match = E164.exec(digits);
  return match !== null && digits.length >= 7 && digits.length <= 15 && !/^0+$/.test(match[2]!);
}
/** The international prefix used in Montenegro and Serbia, as people type it instead of +. */
const INTERNATIONAL_PREFIX = /^\(?(?:\+|00)/;

/** The digits after + or 00, when the number is written internationally. */
function internationalDigits(text: string): string | undefined {
  const prefix = INTERNATIONAL_PREFIX.exec(text);
  if (!prefix) return undefined;
  const rest = text.slice(prefix[0].length);
  // A second + is no number's; the other separators are only formatting.
  return rest.includes('+') ? '' : rest.replace(/\D/g, '');
}

/** Whether the digits start with a country code whose rules the metadata carries (382, 381). */
function hasFullRules(digits: string): boolean {
  return Object.keys(PHONE_METADATA.country_calling_codes).some((code) => digits.startsWith(code));
}

/** Missing (undefined, null) reads as empty; anything but a string is not text at all. */
function textOf(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return '';
  return typeof raw === 'string' ? raw.trim() : undefined;
}

/**
 * What a contact request is about (issue 20): the call to action that brought the visitor picks it, the form
 * offers it as an optional choice (general when nobody chose), and the delivered message's subject says it.
 */
export const CONTACT_TOPICS = ['general', 'demo', 'quote', 'support'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** Absent or empty is `general`; a value that names no topic is undefined, which the service refuses (400). */
export function checkTopic(raw: unknown): ContactTopic | undefined {
  if (raw === undefined || raw === null || raw === '') return 'general';
  return CONTACT_TOPICS.find((topic) => topic === raw);
}
