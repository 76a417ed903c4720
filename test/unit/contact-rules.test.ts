import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { phoneMetadataSource } from '../../scripts/phone-metadata-source.js';
import { PHONE_METADATA } from '../../shared/phone-metadata.js';
import { checkContact, checkEmail, checkName, checkPhone, checkTopic, CONTACT_PROBLEMS as P } from '../../shared/contact-rules.js';

describe('checkContact', () => {
  it('accepts a valid form and normalizes it: trimmed, phone in E.164', () => {
    expect(checkContact({ name: '  Milica Jovanović ', email: ' milica@example.me ', phoneNumber: '067 123 456' }, 'ME')).toEqual({
      ok: true,
      values: { name: 'Milica Jovanović', email: 'milica@example.me', phoneNumber: '+38267123456' },
    });
  });

  it('reports every field at once, as message keys', () => {
    expect(checkContact({}, 'ME')).toEqual({ ok: false, problems: { name: P.nameRequired, email: P.emailRequired, phoneNumber: P.phoneRequired } });
    expect(checkContact({ name: 'Ana', email: 'nope', phoneNumber: '12' }, 'RS')).toEqual({ ok: false, problems: { email: P.emailInvalid, phoneNumber: P.phoneInvalid } });
  });
});

describe('checkName', () => {
  it.each([
    ['', P.nameRequired], ['   ', P.nameRequired], [null, P.nameRequired],
    ['a'.repeat(101), P.nameTooLong], ['Ana\nBcc: x@y.z', P.nameInvalid], ['An\ra', P.nameInvalid], ['A\u0000', P.nameInvalid],
    ['A\u2028B', P.nameInvalid], ['A\u0085B', P.nameInvalid], [42, P.nameInvalid], [['Ana'], P.nameInvalid],
  ])('%j → %s', (value, problem) => expect(checkName(value)).toEqual({ problem }));

  it('accepts 1–100 characters counted as code points, any script', () => {
    expect(checkName('Đ')).toEqual({ value: 'Đ' });
    expect(checkName('ж'.repeat(100))).toEqual({ value: 'ж'.repeat(100) });
    expect(checkName('😀'.repeat(100))).toEqual({ value: '😀'.repeat(100) });
    expect(checkName('Željko Šćepanović\ttab')).toEqual({ problem: P.nameInvalid });
  });
});

describe('checkEmail (the HTML standard\'s valid e-mail address)', () => {
  it.each(['a@b', 'first.last+tag@sub.example.co', "o'brien@example.com", 'x@localhost'])('accepts %s', (email) => expect(checkEmail(email)).toEqual({ value: email }));
  it.each(['plain', '@example.com', 'a@', 'a b@example.com', 'a@-example.com', 'a@example..com', 'a@exa_mple.com', 'ana@example.com\r\nBcc: x@y.z', `${'a'.repeat(250)}@b.cd`, 'čađ@example.com'])('refuses %j', (email) => expect(checkEmail(email)).toEqual({ problem: P.emailInvalid }));
  it('asks for a missing address', () => expect(checkEmail(' ')).toEqual({ problem: P.emailRequired }));
});

describe('checkPhone', () => {
  it.each([
    ['067 123 456', 'ME', '+38267123456'], ['+382 67 123 456', 'RS', '+38267123456'], ['064 123 4567', 'RS', '+381641234567'],
    ['+1 (202) 555-0143', 'ME', '+12025550143'], ['+49 30 901820', 'RS', '+4930901820'], ['020/672-310', 'ME', '+38220672310'],
  ])('accepts %s in %s as %s', (input, country, value) => expect(checkPhone(input, country)).toEqual({ value }));

  it.each([['12', 'ME'], ['064 123 4567', 'ME'], ['+382 67 123 456 789 000', 'ME'], ['067-ABC-456', 'ME'], ['067 123 456\nX', 'ME'], ['1'.repeat(41), 'ME'], [67123456, 'ME']])('refuses %j in %s', (input, country) =>
    expect(checkPhone(input, country)).toEqual({ problem: P.phoneInvalid }));

  it('asks for a missing number', () => expect(checkPhone('', 'ME')).toEqual({ problem: P.phoneRequired }));

  // Issue 20, item 8b: full rules only for Montenegro and Serbia; any other country code is checked as E.164.
  it.each([
    ['+49 30 1234567', 'ME', '+49301234567'], ['0049 30 901820', 'RS', '+4930901820'], ['+44 20 7946 0958', 'RS', '+442079460958'],
    ['+683 4002', 'ME', '+6834002'], ['+999 123 456 789', 'ME', '+999123456789'], ['(+1) 202 555 0143', 'ME', '+12025550143'],
  ])('accepts %s in %s as %s by the E.164 plausibility rule', (input, country, value) => expect(checkPhone(input, country)).toEqual({ value }));

  it.each([['+49 301 2'], ['+0 30 1234567'], ['+1 000 000 0000'], ['+44 0000'], ['+1 234 567 890 123 456'], ['+49 30+123456'], ['00'], ['+']])('refuses %j as no plausible E.164 number', (input) =>
    expect(checkPhone(input, 'ME')).toEqual({ problem: P.phoneInvalid }));

  it('keeps the full rules of Montenegro and Serbia, written with + or 00', () => {
    expect(checkPhone('00381 64 123 4567', 'ME')).toEqual({ value: '+381641234567' });
    expect(checkPhone('+382 12 345 678', 'RS')).toEqual({ problem: P.phoneInvalid });
    expect(checkPhone('+381 1', 'ME')).toEqual({ problem: P.phoneInvalid });
  });
});

describe('the phone metadata (shared/phone-metadata.ts)', () => {
  it('holds just Montenegro and Serbia', () => {
    expect(Object.keys(PHONE_METADATA.countries).sort()).toEqual(['ME', 'RS']);
    expect(PHONE_METADATA.country_calling_codes).toEqual({ 381: ['RS'], 382: ['ME'] });
  });

  it('is what scripts/phone-metadata.ts writes from the installed libphonenumber-js (run it after an update)', () => {
    expect(readFileSync(new URL('../../shared/phone-metadata.ts', import.meta.url), 'utf8')).toBe(phoneMetadataSource());
  });
});

describe('checkTopic (issue 20, item 2)', () => {
  it.each([['demo', 'demo'], ['quote', 'quote'], ['support', 'support'], ['general', 'general'], [undefined, 'general'], [null, 'general'], ['', 'general']])('%j → %s', (raw, topic) =>
    expect(checkTopic(raw)).toBe(topic));
  it.each(['sales', 'Demo', ' demo', 'toString', 3, ['demo'], {}])('refuses %j', (raw) => expect(checkTopic(raw)).toBeUndefined());
});
