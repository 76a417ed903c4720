import { describe, expect, it } from 'vitest';
import { createProblem } from '../../core/errors/problem.js';
import { compileCatalogue, createFormatter, pluralCategoriesOf } from '../../pipeline/i18n/compile.js';
import { collectEntries } from '../../pipeline/i18n/entries.js';
import { positionOf } from '../helpers/fixture-site.js';
import { yaml, yamlFile } from '../helpers/inline-yaml.js';

const FILE = 'content/messages/en.yaml';
const entriesOf = (text: string) => collectEntries(yamlFile(FILE, text));

describe('pluralCategoriesOf', () => {
  it('gives English one/other cardinals and one/two/few/other ordinals', () => {
    expect(pluralCategoriesOf(createFormatter('en'))).toEqual({ cardinal: ['one', 'other'], ordinal: ['one', 'two', 'few', 'other'] });
    expect(pluralCategoriesOf(createFormatter('en-US'))).toEqual(pluralCategoriesOf(createFormatter('en')));
  });

  it('gives Montenegrin (sr-Latn-ME) one/few/other cardinals and only other as ordinal', () => {
    expect(pluralCategoriesOf(createFormatter('sr-Latn-ME'))).toEqual({ cardinal: ['one', 'few', 'other'], ordinal: ['other'] });
  });
});

describe('compileCatalogue', () => {
  const text = yaml`
    greeting: "Hello {name}"
    items: "{count, plural, one {# item} other {# items}}"
    place: "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}"
    price: "{amount, number} EUR"
    updated: "Updated {date, date, long}"
    plain: "It's '{'literal'}'"
  `;
  const { catalogue, problems } = compileCatalogue('en', createFormatter('en'), entriesOf(text));

  it('compiles every message, with no problems', () => {
    expect(problems).toEqual([]);
    expect(catalogue.lang).toBe('en');
    expect(catalogue.keys).toEqual(['greeting', 'items', 'place', 'price', 'updated', 'plain']);
  });

  it('formats messages with values by the rules of the locale', () => {
    expect(catalogue.format('greeting', { name: 'Ana' })).toBe('Hello Ana');
    expect([1, 2].map((count) => catalogue.format('items', { count }))).toEqual(['1 item', '2 items']);
    expect([1, 2, 3, 4, 11].map((n) => catalogue.format('place', { n }))).toEqual(['1st', '2nd', '3rd', '4th', '11th']);
    expect(catalogue.format('price', { amount: 1234.5 })).toBe('1,234.5 EUR');
    expect(catalogue.format('updated', { date: new Date(2026, 0, 15) })).toBe('Updated January 15, 2026');
    expect(catalogue.format('plain')).toBe("It's {literal}");
  });

  it('gives the ICU source of a message and says which keys it has', () => {
    expect(catalogue.source('items')).toBe('{count, plural, one {# item} other {# items}}');
    expect([catalogue.has('greeting'), catalogue.has('nope')]).toEqual([true, false]);
  });

  it('throws for a key it does not have, naming the key and the locale', () => {
    expect(() => catalogue.format('nope')).toThrow('No message "nope" in en; validation should have caught this');
    expect(() => catalogue.source('nope')).toThrow('No message "nope" in en; validation should have caught this');
  });

  it('is frozen, keys included', () => {
    expect([Object.isFrozen(catalogue), Object.isFrozen(catalogue.keys)]).toEqual([true, true]);
  });

  it('formats by the plural rules of Montenegrin', () => {
    const sr = compileCatalogue('sr-Latn-ME', createFormatter('sr-Latn-ME'), entriesOf('n: "{c, plural, one {# stvar} few {# stvari} other {# stvari}}"\n'));
    expect([1, 2, 5, 21, 22].map((c) => sr.catalogue.format('n', { c }))).toEqual(['1 stvar', '2 stvari', '5 stvari', '21 stvar', '22 stvari']);
  });

  it('formats dates of every size as toLocaleDateString does (messageformat\'s own formatter), in every locale', () => {
    const date = new Date(Date.UTC(2026, 10, 21, 12));
    const sizes = { '': { month: 'short' }, short: { month: 'numeric' }, long: { month: 'long' }, full: { month: 'long', weekday: 'long' } } as const;
    // Serbian and Montenegrin name a month after a day number in the genitive ("21. novembra"); CLDR's
    // Latin-script data has only the nominative ("21. novembar"), which toLocaleDateString writes.
    const genitive = (lang: string, text: string) => (lang.startsWith('sr') ? text.replace('novembar', 'novembra') : text);
    for (const lang of ['en-US', 'sr-Latn-ME', 'sr-Latn-RS']) {
      const source = Object.keys(sizes).map((size, i) => `d${i}: "{d${size ? `, date, ${size}` : ', date'}}"`).join('\n');
      const { catalogue } = compileCatalogue(lang, createFormatter(lang), entriesOf(`${source}\n`));
      const expected = Object.values(sizes).map((options) => genitive(lang, date.toLocaleDateString(lang, { day: 'numeric', year: 'numeric', timeZone: 'UTC', ...options })));
      expect(Object.keys(sizes).map((_, i) => catalogue.format(`d${i}`, { d: date }))).toEqual(expected);
    }
    expect(compileCatalogue('sr-Latn-RS', createFormatter('sr-Latn-RS'), entriesOf('d: "{d, date, long}"\n')).catalogue.format('d', { d: date })).toBe('21. novembra 2026.');
  });

  it('reports a message that parses but does not compile, at its key, and compiles the others one by one', () => {
    const broken = yaml`
      ok: "Hello {name}"
      unknownFunction: "Total {amount, money}"
    `;
    const result = compileCatalogue('en', createFormatter('en'), entriesOf(broken));
    expect(result.problems).toEqual([
      createProblem('E_ICU_SYNTAX', 'Message "unknownFunction" does not compile: Formatting function not found: money', {
        file: FILE, ...positionOf(broken, 'unknownFunction'),
      }),
    ]);
    expect(result.catalogue.format('ok', { name: 'Ana' })).toBe('Hello Ana');
  });
});
