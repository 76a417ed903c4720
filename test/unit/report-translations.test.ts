import { describe, expect, it } from 'vitest';
import { catalogue } from '../../core/errors/catalogue.js';
import { createProblem } from '../../core/errors/problem.js';
import type { LocaleReport, TranslationReport } from '../../commands/i18n/report.js';
import { renderGithub } from '../../core/report/github.js';
import { problemRows } from '../../core/report/json.js';
import { renderText } from '../../core/report/text.js';
import { renderTranslations, type TranslationsView } from '../../commands/i18n/render-translations.js';

const locale = (code: string, counts: Partial<LocaleReport> = {}): LocaleReport => ({
  code, file: `content/messages/${code}.yaml`, reference: code === 'en', keys: 10, missing: 0, extra: 0, argumentMismatches: 0, syntaxErrors: 0, untranslated: 0, sameAsReference: 0, allowedSame: 0, stale: 0, ...counts,
});
const problem = createProblem('E_UNTRANSLATED', 'Message "a" of locale "de" is not translated yet', { file: 'content/messages/de.yaml', line: 3, column: 7 });
const clean: TranslationReport = { reference: 'en', locales: [locale('en'), locale('me', { allowedSame: 2 })], problems: [], stale: [], sources: undefined };
const broken: TranslationReport = { reference: 'en', locales: [locale('en'), locale('de', { keys: 9, missing: 1, untranslated: 9 })], problems: [problem], stale: [], sources: undefined };
const staleMenu = { locale: 'me', key: 'header.menu', reference: 'Main menu', translation: 'Meni', position: { file: 'content/messages/me.yaml', line: 4, column: 9 } };
const stale: TranslationReport = { ...clean, locales: [locale('en'), locale('me', { stale: 1 })], stale: [staleMenu] };
const islands = [{ route: 'home', id: 'contact', island: 'contactForm', bytes: { en: 445, me: 592 } }];
const options = { color: false, sources: new Map<string, string>() };
const view = (report: TranslationReport, withIslands = true): TranslationsView => ({ report, islands: withIslands ? islands : undefined, out: 'dist' });

describe('renderTranslations', () => {
  it('prints a table per locale (dashes where the reference is not compared with itself), the island bytes and a clean line', () => {
    expect(renderTranslations(view(clean), 'text', options)).toBe([
      'Translations (reference locale: en)',
      'locale          keys  missing  extra  arguments  ICU errors  untranslated  same as ref.  allowed same  stale',
      'en (reference)    10        –      –          –           0             0             –             –      –',
      'me                10        0      0          0           0             0             0             2      0',
      '',
      "Brotli bytes of each island's texts per locale (from dist/)",
      'island                        en   me',
      'home #contact (contactForm)  445  592',
      '',
      '✔ translations complete: 2 locales, every message translated',
    ].join('\n'));
  });

  it('says how to get island bytes when there is no build, and prints problems as validate does', () => {
    const text = renderTranslations(view(broken, false), 'text', options);
    expect(text).toContain('\nde                 9        1      0          0           0             9             0             0      0\n');
    expect(text).toContain('\nIsland bytes: dist/ holds no build; run `npm run build` first to measure them.\n');
    expect(text.endsWith(`\n\n${renderText([problem], options)}`)).toBe(true);
  });

  it('gives json with the figures, the islands (null without a build) and the problems as validate rows', () => {
    expect(JSON.parse(renderTranslations(view(broken, false), 'json', options))).toEqual({ reference: 'en', locales: broken.locales, islands: null, problems: problemRows([problem]), stale: [], sources: null });
    expect(JSON.parse(renderTranslations(view(clean), 'json', options)).islands).toEqual(islands);
  });

  it('gives the tables then the annotations for github', () => {
    const text = renderTranslations(view(broken), 'github', options);
    expect(text.split('\n').at(-1)).toBe(renderGithub([problem]));
    expect(text.startsWith('Translations (reference locale: en)\n')).toBe(true);
  });

  it('lists the translations that may be out of date between the tables, and does not call them complete', () => {
    expect(renderTranslations(view(stale, false), 'text', options)).toBe([
      'Translations (reference locale: en)',
      'locale          keys  missing  extra  arguments  ICU errors  untranslated  same as ref.  allowed same  stale',
      'en (reference)    10        –      –          –           0             0             –             –      –',
      'me                10        0      0          0           0             0             0             0      1',
      '',
      'May be out of date: the en text changed since these were translated. Check each, edit it if needed, then `i18n confirm <locale> [keys…]`',
      '  me header.menu  content/messages/me.yaml:4:9',
      '    en: Main menu',
      '    me: Meni',
      '',
      'Island bytes: dist/ holds no build; run `npm run build` first to measure them.',
      '',
      '! 2 locales, every message translated, but 1 translation may be out of date (listed above)',
    ].join('\n'));
  });

  it('lists ten stale translations on a screen, and says how to see the rest', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ ...staleMenu, key: `k${i}` }));
    const text = renderTranslations(view({ ...stale, stale: many }, false), 'text', { ...options, screen: { rows: 50, columns: undefined, all: false, seeAll: 'run it again with --all' } });
    expect(text.split('\n').filter((l) => l.startsWith('  me k'))).toHaveLength(10);
    expect(text).toContain('\n  … 2 more; run it again with --all\n');
  });

  it('gives the stale translations in json in full, and as warnings for github', () => {
    expect(JSON.parse(renderTranslations(view(stale), 'json', options)).stale).toEqual([
      { locale: 'me', key: 'header.menu', file: 'content/messages/me.yaml', line: 4, column: 9, reference: 'Main menu', translation: 'Meni' },
    ]);
    expect(renderTranslations(view(stale), 'github', options).split('\n').at(-1)).toBe(
      '::warning file=content/messages/me.yaml,line=4,col=9,title=W_STALE_TRANSLATION::W_STALE_TRANSLATION: Message "header.menu" of locale "me" was translated from an earlier text of "en", which now reads "Main menu". ' +
        catalogue.W_STALE_TRANSLATION.hint.replace(/%/g, '%25'),
    );
  });
});
