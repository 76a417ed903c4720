import { parse } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { createProblem } from '../../core/errors/problem.js';
import { collectEntries } from '../../pipeline/i18n/entries.js';
import { collectArguments, describeMismatch, parseMessages, type ArgumentType, type PluralCategories } from '../../pipeline/i18n/parse.js';
import { positionOf } from '../helpers/fixture-site.js';
import { yaml, yamlFile } from '../helpers/inline-yaml.js';

const EN: PluralCategories = { cardinal: ['one', 'other'], ordinal: ['one', 'two', 'few', 'other'] };
const SR: PluralCategories = { cardinal: ['one', 'few', 'other'], ordinal: ['other'] };
const args = (source: string) => collectArguments(parse(source, { cardinal: ['one', 'few', 'other'], ordinal: ['one', 'other'], strict: false }));
const signature = (entries: Record<string, ArgumentType>) => new Map(Object.entries(entries));

describe('collectArguments', () => {
  it('takes plain arguments as any', () => {
    expect(args('Hello {name}, {name}!')).toEqual(signature({ name: 'any' }));
  });

  it('types number, date and time functions, and leaves other functions untyped', () => {
    expect(args('{n, number} {d, date, short} {t, time} {s, spellout}')).toEqual(signature({ n: 'number', d: 'date', t: 'date', s: 'any' }));
  });

  it('types plural and selectordinal as number and select as select, and collects the arguments of their cases', () => {
    expect(args('{count, plural, one {# by {author}} other {# by {author} and {more, number}}}')).toEqual(signature({ count: 'number', author: 'any', more: 'number' }));
    expect(args('{place, selectordinal, one {#st} other {#th}}')).toEqual(signature({ place: 'number' }));
    expect(args('{gender, select, female {{name}} other {{name}}}')).toEqual(signature({ gender: 'select', name: 'any' }));
  });

  it('lets a typed use win over an untyped one, in either order, and keeps the first type', () => {
    expect(args('{n} {n, number}')).toEqual(signature({ n: 'number' }));
    expect(args('{n, number} {n}')).toEqual(signature({ n: 'number' }));
    expect(args('{n, number} {n, date}')).toEqual(signature({ n: 'number' }));
  });

  it('finds no arguments in plain text and the plural #', () => {
    expect(args('Just text')).toEqual(new Map());
  });
});

describe('describeMismatch', () => {
  it('accepts the same names with the same types', () => {
    expect(describeMismatch(signature({ a: 'any', n: 'number' }), signature({ n: 'number', a: 'any' }))).toBeUndefined();
    expect(describeMismatch(new Map(), new Map())).toBeUndefined();
  });

  it('refuses a typed argument that another locale uses as a plain value (a plural there shows "NaN" for text)', () => {
    expect(describeMismatch(signature({ n: 'number' }), signature({ n: 'any' }))).toBe('uses {n} as a plain value but the reference locale uses it as number');
    expect(describeMismatch(signature({ n: 'any' }), signature({ n: 'date' }))).toBe('uses {n} as date but the reference locale uses it as a plain value');
  });

  it('names both sets of arguments, sorted, when the names differ', () => {
    expect(describeMismatch(signature({ name: 'any', count: 'number' }), signature({ nome: 'any', count: 'number' }))).toBe(
      'takes {count, nome} but the reference locale takes {count, name}',
    );
    expect(describeMismatch(signature({ name: 'any' }), new Map())).toBe('takes {none} but the reference locale takes {name}');
  });

  it('names an argument whose type changes', () => {
    expect(describeMismatch(signature({ when: 'date' }), signature({ when: 'number' }))).toBe('uses {when} as number but the reference locale uses it as date');
  });
});

describe('parseMessages', () => {
  const FILE = 'content/messages/sr.yaml';
  const text = yaml`
    ok: "Zdravo {name}"
    items: "{n, plural, one {# stvar} few {# stvari} other {# stvari}}"
    broken: "Početna {x"
    englishCase: "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}"
    block: |-
      Prvi red
      drugi {red
  `;
  const entries = collectEntries(yamlFile(FILE, text));
  const at = (needle: string, offset = 0) => ({ file: FILE, ...positionOf(text, needle, offset) });

  it('parses valid messages into their argument signatures, checking cases against the locale', () => {
    const { messages, problems } = parseMessages(entries, SR);
    expect([...messages].map(([key, m]) => [key, m.entry.key, m.args])).toEqual([
      ['ok', 'ok', signature({ name: 'any' })],
      ['items', 'items', signature({ n: 'number' })],
    ]);
    expect(problems).toEqual([
      createProblem('E_ICU_SYNTAX', 'Message "broken" is not valid ICU: a "{" is not closed by "}"', at('"Početna {x"', 11)),
      createProblem('E_ICU_SYNTAX', 'Message "englishCase" is not valid ICU: The selectordinal case one is not valid in this locale', at('one {#st}')),
      createProblem('E_ICU_SYNTAX', 'Message "block" is not valid ICU: a "{" is not closed by "}"', at('drugi {red', 10)),
    ]);
  });

  it('accepts the English ordinal cases for English', () => {
    const { problems } = parseMessages(entries.filter((e) => e.key === 'englishCase'), EN);
    expect(problems).toEqual([]);
  });
});
