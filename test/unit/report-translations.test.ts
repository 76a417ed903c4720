import { describe, expect, it } from 'vitest';
import { createProblem } from '../../core/errors/problem.js';
import type { LocaleReport, TranslationReport } from '../../commands/i18n/report.js';
import { renderGithub } from '../../core/report/github.js';
import { problemRows } from '../../core/report/json.js';
import { renderText } from '../../core/report/text.js';
import { renderTranslations, type TranslationsView } from '../../commands/i18n/render-translations.js';

const locale = (code: string, counts: Partial<LocaleReport> = {}): LocaleReport => ({
  code, file: `content/messages/${code}.yaml`, reference: code === 'en', keys: 10, missing: 0, extra: 0, argumentMismatches: 0, syntaxErrors: 0, untranslated: 0, sameAsReference: 0, allowedSame: 0, ...counts,
});
const problem = createProblem('E_UNTRANSLATED', 'Message "a" of locale "de" is not translated yet', { file: 'content/messages/de.yaml', line: 3, column: 7 });
const clean: TranslationReport = { reference: 'en', locales: [locale('en'), locale('me', { allowedSame: 2 })], problems: [] };
const broken: TranslationReport = { reference: 'en', locales: [locale('en'), locale('de', { keys: 9, missing: 1, untranslated: 9 })], problems: [problem] };
const islands = [{ route: 'home', id: 'contact', island: 'contactForm', bytes: { en: 445, me: 592 } }];
const options = { color: false, sources: new Map<string, string>() };
const view = (report: TranslationReport, withIslands = true): TranslationsView => ({ report, islands: withIslands ? islands : undefined, out: 'dist' });

describe('renderTranslations', () => {
  it('prints a table per locale (dashes where the reference is not compared with itself), the island bytes and a clean line', () => {
    expect(renderTranslations(view(clean), 'text', options)).toBe([
      'Translations (reference locale: en)',
      'locale          keys  missing  extra  arguments  ICU errors  untranslated  same as ref.  allowed same',
      'en (reference)    10        –      –          –           0             0             –             –',
      'me                10        0      0          0           0             0             0             2',
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
    expect(text).toContain('\nde                 9        1      0          0           0             9             0             0\n');
    expect(text).toContain('\nIsland bytes: dist/ holds no build; run `npm run build` first to measure them.\n');
    expect(text.endsWith(`\n\n${renderText([problem], options)}`)).toBe(true);
  });

  it('gives json with the figures, the islands (null without a build) and the problems as validate rows', () => {
    expect(JSON.parse(renderTranslations(view(broken, false), 'json', options))).toEqual({ reference: 'en', locales: broken.locales, islands: null, problems: problemRows([problem]) });
    expect(JSON.parse(renderTranslations(view(clean), 'json', options)).islands).toEqual(islands);
  });

  it('gives the tables then the annotations for github', () => {
    const text = renderTranslations(view(broken), 'github', options);
    expect(text.split('\n').at(-1)).toBe(renderGithub([problem]));
    expect(text.startsWith('Translations (reference locale: en)\n')).toBe(true);
  });
});
