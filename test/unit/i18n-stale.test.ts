import { describe, expect, it } from 'vitest';
import { collectEntries } from '../../pipeline/i18n/entries.js';
import { formatSourceRecords, hashText, readSourceRecords, type SourceRecords } from '../../pipeline/i18n/sources.js';
import { checkTranslationSources, type LocaleTexts } from '../../pipeline/i18n/stale.js';
import { parseYaml } from '../../pipeline/load/parse-yaml.js';
import { yamlFile } from '../helpers/inline-yaml.js';

const texts = (code: string, messages: Record<string, string>): LocaleTexts => ({
  code,
  entries: collectEntries(yamlFile(`content/messages/${code}.yaml`, Object.entries(messages).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join('\n'))),
});
const record = (reference: string, translation: string) => ({ reference: hashText(reference), translation: hashText(translation) });
const records = (byLocale: Record<string, Record<string, { reference: string; translation: string }>>): SourceRecords =>
  new Map(Object.entries(byLocale).map(([locale, keys]) => [locale, new Map(Object.entries(keys))]));

describe('checkTranslationSources', () => {
  const en = texts('en', { home: 'Start page', menu: 'Menu', about: 'About' });
  const me = texts('me', { home: 'Početna', menu: 'Meni', about: 'O nama' });
  const recorded = records({ me: { home: record('Home', 'Početna'), menu: record('Menu', 'Meni'), about: record('About us', 'O nama staro') } });

  it('finds a translation stale when the reference text changed since its record and the translation did not', () => {
    const check = checkTranslationSources(en, [me], recorded);
    expect(check.stale.map((s) => [s.locale, s.key, s.reference, s.translation, s.position])).toEqual([
      ['me', 'home', 'Start page', 'Početna', { file: 'content/messages/me.yaml', line: 1, column: 8 }],
    ]);
    // The stale record stays as it was; the edited translation (about) is recorded as translated from the text now.
    expect(check.records.get('me')).toEqual(new Map([['home', record('Home', 'Početna')], ['menu', record('Menu', 'Meni')], ['about', record('About', 'O nama')]]));
    expect([check.recorded, check.confirmed]).toEqual([1, []]);
  });

  it('clears the confirmed keys only, or every key of the confirmed locale', () => {
    const one = checkTranslationSources(en, [me], recorded, { locale: 'me', keys: new Set(['menu']) });
    expect([one.stale.map((s) => s.key), one.confirmed]).toEqual([['home'], []]);
    const all = checkTranslationSources(en, [me], recorded, { locale: 'me' });
    expect([all.stale, all.confirmed, all.records.get('me')?.get('home')]).toEqual([[], ['home'], record('Start page', 'Početna')]);
    // Another locale's confirmation leaves this one's as it was.
    expect(checkTranslationSources(en, [me], recorded, { locale: 'sr' }).stale.map((s) => s.key)).toEqual(['home']);
  });

  it('records a translation without a record, never one missing or marked untranslated, and drops what is gone', () => {
    const sr = texts('sr', { home: 'Početna', menu: '[untranslated] Menu' });
    const check = checkTranslationSources(en, [sr], records({ sr: { gone: record('x', 'y') }, de: { home: record('Home', 'Startseite') } }));
    expect(check.stale).toEqual([]);
    expect(check.records).toEqual(new Map([['sr', new Map([['home', record('Start page', 'Početna')]])]]));
    expect(check.recorded).toBe(1);
  });
});

describe('the records file', () => {
  it('reads back what it writes, one line per message under a header', () => {
    const kept = records({ me: { 'header.nav.home': record('Home', 'Početna') }, sr: { 'header.menu': record('Menu', 'Meni') } });
    const text = formatSourceRecords(kept, 'en');
    expect(text.split('\n').filter((l) => !l.startsWith('#'))).toEqual([
      'reference: en', 'translations:', '  me:', `    header.nav.home: ${hashText('Home')} ${hashText('Početna')}`, '  sr:', `    header.menu: ${hashText('Menu')} ${hashText('Meni')}`, '',
    ]);
    expect(readSourceRecords(parseYaml('content/i18n-sources.yaml', text).file, 'en')).toEqual(kept);
  });

  it('has no records made for another reference locale, and none that do not read as two hashes', () => {
    const text = formatSourceRecords(records({ me: { home: record('Home', 'Početna') } }), 'en');
    expect(readSourceRecords(parseYaml('f.yaml', text).file, 'me')).toEqual(new Map());
    const edited = parseYaml('f.yaml', 'reference: en\ntranslations:\n  me:\n    home: looks fine\n    menu: 0123abcd 4567ef89\n').file;
    expect(readSourceRecords(edited, 'en')).toEqual(new Map([['me', new Map([['menu', { reference: '0123abcd', translation: '4567ef89' }]])]]));
  });
});
