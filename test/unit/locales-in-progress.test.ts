/**
 * A locale in progress beside complete ones (issue 22): its gaps are one warning and the rest of the site
 * loads; the published content leaves it out; marked published, its gaps are errors again; a problem of a
 * locale's own file holds back only that locale (the dev server's load); the dev server marks its gaps.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showAddLocale } from '../../commands/i18n/show-add-locale.js';
import { resolveConfig } from '../../core/config.js';
import { catalogueOf } from '../../core/content/catalogue-of.js';
import { catalogue as errorCatalogue } from '../../core/errors/catalogue.js';
import { ContentProblems } from '../../core/errors/problem.js';
import { FALLBACK_END, FALLBACK_START } from '../../core/messages.js';
import { markUntranslated, UNTRANSLATED_CLASS } from '../../dev/untranslated-marks.js';
import { renderSitemap } from '../../pipeline/metadata/sitemap.js';
import { loadContentByLocale } from '../../pipeline/load-by-locale.js';
import { publishedContent } from '../../pipeline/published.js';
import { buildPageTable } from '../../pipeline/routes.js';
import { createFixtureSite, positionOf, type FixtureSite } from '../helpers/fixture-site.js';

const SITE = 'content/site.yaml';
const HR = 'content/messages/hr.yaml';
const marked = (text: string) => `${FALLBACK_START}${text}${FALLBACK_END}`;

let site: FixtureSite;
let keys: number;
beforeAll(() => {
  // The small site (en, me) and a Croatian locale as `i18n add` writes it, two messages translated, one missing.
  site = createFixtureSite('small');
  showAddLocale(resolveConfig({ root: site.root }), { code: 'hr', office: 'montenegro' }, false);
  site.replace(HR, '  menu: "[untranslated] Menu"', '  menu: "Izbornik"');
  site.replace(HR, '  closeMenu: "[untranslated] Close menu"', '  closeMenu: "Zatvori izbornik"');
  site.replace(HR, '  freeTrialShort: "[untranslated] Try free"\n', '');
  keys = site.load().content!.messages.en!.keys.length;
});
afterAll(() => site?.dispose());

describe('a locale in progress', () => {
  it('loads with one warning that counts its gaps, and shows each gap in the words of the reference, marked', () => {
    const { content, problems } = site.load();
    expect(problems).toEqual([]);
    expect(content!.locales.map((l) => [l.code, l.status])).toEqual([['en', 'published'], ['me', 'published'], ['hr', 'in-progress']]);
    // The first gap: the first message still marked (the missing one is placed later, after header.freeTrial).
    const first = positionOf(site.read(HR), '[untranslated] Home');
    expect(content!.warnings).toEqual([{
      code: 'W_LOCALE_IN_PROGRESS',
      message: `Locale "hr" is in progress: ${keys - 2} of ${keys} messages are not translated yet (${keys - 3} marked untranslated, 1 missing), the first at line ${first.line}; the build leaves the locale out`,
      hint: errorCatalogue.W_LOCALE_IN_PROGRESS.hint,
      position: { file: HR, ...first },
    }]);
    const hr = catalogueOf(content!, 'hr');
    expect([hr.format('header.menu'), hr.format('header.nav.home'), hr.format('header.freeTrialShort')]).toEqual(['Izbornik', marked('Home'), marked('Try free')]);
    expect(hr.keys).toEqual(catalogueOf(content!, 'en').keys);
    // Plural and argument messages fall back with their values.
    expect(hr.format('errors.notFoundPath', { path: '/x' })).toBe(marked(catalogueOf(content!, 'en').format('errors.notFoundPath', { path: '/x' })));
  });

  it('is left out of the published content: no pages, alternates or sitemap entries, and not among the locales the browser sees', () => {
    const content = publishedContent(site.load().content!);
    expect(content.locales.map((l) => l.code)).toEqual(['en', 'me']);
    expect(Object.keys(content.messages)).toEqual(['en', 'me']);
    const pages = buildPageTable(content);
    expect(pages.filter((p) => p.locale.code === 'hr' || p.path.startsWith('/hr'))).toEqual([]);
    expect(new Set(pages.flatMap((p) => p.alternates.map((a) => a.locale.code)))).toEqual(new Set(['en', 'me']));
    expect(renderSitemap(pages, 'en')).not.toMatch(/\/hr|hr-HR/);
  });

  it('is an error per gap once marked published', () => {
    const text = site.read(SITE);
    site.replace(SITE, '    status: in-progress\n', '    status: published\n');
    const { content, problems } = site.load();
    site.write(SITE, text);
    expect(content).toBeUndefined();
    expect(problems.filter((p) => p.code === 'E_UNTRANSLATED')).toHaveLength(keys - 3);
    expect(problems.filter((p) => p.code === 'E_MISSING_MESSAGE').map((p) => p.message)).toEqual([`Message "header.freeTrialShort" is missing in locale "hr" (it is in content/messages/en.yaml, line ${positionOf(site.read('content/messages/en.yaml'), 'freeTrialShort').line}); add it after "header.freeTrial"`]);
    expect(problems).toHaveLength(keys - 2);
  });

  it('keeps every other problem of its file an error', () => {
    const text = site.read(HR);
    site.replace(HR, '  menu: "Izbornik"', '  menu: "Izbornik {x"');
    const { problems } = site.load();
    site.write(HR, text);
    expect(problems.map((p) => [p.code, p.position.file])).toEqual([['E_ICU_SYNTAX', HR]]);
  });
});

describe("a locale's own problems (the dev server's load)", () => {
  const config = () => resolveConfig({ root: site.root });

  it('hold back only that locale: the rest of the site loads, and the problems are by locale', () => {
    const text = site.read(HR);
    site.replace(HR, '  menu: "Izbornik"', '  menu: "Izbornik {x"');
    const loaded = loadContentByLocale(config());
    site.write(HR, text);
    expect(loaded.content.locales.map((l) => l.code)).toEqual(['en', 'me']);
    expect(Object.keys(loaded.content.messages)).toEqual(['en', 'me']);
    expect([...loaded.localeProblems].map(([code, problems]) => [code, problems.map((p) => p.code)])).toEqual([['hr', ['E_ICU_SYNTAX']]]);
  });

  it('include a mistake in its own site.yaml entry when it is in progress: an error for validate, its own for the dev server', () => {
    const text = site.read(SITE);
    site.replace(SITE, '    language: Hrvatski\n', '    langauge: Hrvatski\n');
    const validated = site.load().problems;
    const loaded = loadContentByLocale(config());
    site.write(SITE, text);
    const position = { file: SITE, ...positionOf(text, 'language: Hrvatski') };
    const allowed = 'code, label, language, lang, hreflang, ogLocale, prefix, market, country, office, browserLanguages, status';
    expect(validated.map((p) => [p.code, p.message, p.position])).toEqual([['E_SCHEMA', `Unknown field "langauge" in locales[2]; allowed fields: ${allowed}`, position]]);
    expect(loaded.content.locales.map((l) => l.code)).toEqual(['en', 'me']);
    expect([...loaded.localeProblems].map(([code, problems]) => [code, problems.map((p) => [p.code, p.position])])).toEqual([['hr', [['E_SCHEMA', position]]]]);
  });

  it('of an entry of the wrong shape are its own, and the rest of site.yaml is still checked without it', () => {
    const text = site.read(SITE);
    site.replace(SITE, '    country: HR\n', '');
    const loaded = loadContentByLocale(config());
    const entry = { file: SITE, ...positionOf(site.read(SITE), 'code: hr') };
    expect(loaded.content.locales.map((l) => l.code)).toEqual(['en', 'me']);
    expect([...loaded.localeProblems].map(([code, problems]) => [code, problems.map((p) => [p.code, p.message, p.position])])).toEqual([
      ['hr', [['E_SCHEMA', 'locales[2] is missing the required field "country"', entry]]],
    ]);
    // The wrong shape skips the cross-file rules of site.yaml; a mistake they find elsewhere still stops everything.
    site.replace(SITE, '    market: eur\n    country: ME\n    browserLanguages: { regions: [ME]', '    market: euro\n    country: ME\n    browserLanguages: { regions: [ME]');
    let thrown: unknown;
    try {
      loadContentByLocale(config());
    } catch (error) {
      thrown = error;
    }
    const market = { file: SITE, ...positionOf(site.read(SITE), 'euro') };
    site.write(SITE, text);
    expect((thrown as ContentProblems).problems.map((p) => [p.code, p.position])).toEqual([['E_UNKNOWN_MARKET', market], ['E_SCHEMA', entry]]);
  });

  it('are not its own in the entry of a published locale', () => {
    const text = site.read(SITE);
    site.replace(SITE, '    language: Crnogorski\n', '    langauge: Crnogorski\n');
    expect(() => loadContentByLocale(config())).toThrow(ContentProblems);
    site.write(SITE, text);
  });

  it('of the reference locale, or of the whole site, still stop everything', () => {
    const en = site.read('content/messages/en.yaml');
    site.replace('content/messages/en.yaml', '  menu: "Menu"', '  menu: "Menu {x"');
    let thrown: unknown;
    try {
      loadContentByLocale(config());
    } catch (error) {
      thrown = error;
    }
    site.write('content/messages/en.yaml', en);
    expect(thrown).toBeInstanceOf(ContentProblems);
    expect((thrown as ContentProblems).problems.map((p) => p.position.file)).toContain('content/messages/en.yaml');
  });
});

describe('markUntranslated (the dev server)', () => {
  it('wraps each gap of the text in a marked element with a title, and only removes the marks where no element can go', () => {
    const html =
      `<html><head><title>${marked('Home')} | Fiskalis</title><meta name="description" content="${marked('Cloud POS')}"/>` +
      `<script type="application/json">{"t":"${marked('Menu')}"}</script></head>` +
      `<body><a href="/hr" aria-label="${marked('Home')}">${marked('Home')}</a><p>Izbornik</p></body></html>`;
    const open = `<mark class="${UNTRANSLATED_CLASS}" title="Not translated yet: the text of en, the reference locale. Translate it in content/messages/hr.yaml." style="`;
    const out = markUntranslated(html, 'hr', 'en');
    expect(out.replace(/ style="[^"]*"/g, ' style="')).toBe(
      '<html><head><title>Home | Fiskalis</title><meta name="description" content="Cloud POS"/>' +
      '<script type="application/json">{"t":"Menu"}</script></head>' +
      `<body><a href="/hr" aria-label="Home">${open}>Home</mark></a><p>Izbornik</p></body></html>`,
    );
    expect(markUntranslated('<p>Izbornik</p>', 'hr', 'en')).toBe('<p>Izbornik</p>');
    // A message rendered as several elements (a policy's paragraphs): each of its texts is marked on its own.
    const paragraphs = markUntranslated(`<div><p>${FALLBACK_START}One.</p>\n<p>Two <strong>bold</strong>.${FALLBACK_END}</p><p>Jedan.</p></div>`, 'hr', 'en');
    expect(paragraphs.replace(/<mark [^>]*>/g, '<mark>')).toBe('<div><p><mark>One.</mark></p>\n<p><mark>Two </mark><strong><mark>bold</mark></strong><mark>.</mark></p><p>Jedan.</p></div>');
  });
});
