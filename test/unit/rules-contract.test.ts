import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SectionsData, SiteData } from '../../core/content/types.js';
import type { LocaleMessages } from '../../pipeline/i18n/compare.js';
import { collectEntries } from '../../pipeline/i18n/entries.js';
import { parseMessages } from '../../pipeline/i18n/parse.js';
import { checkContracts } from '../../pipeline/validate/rules/contract.js';
import { PROJECT_ROOT, positionOf } from '../helpers/fixture-site.js';
import { checked, yaml, yamlFile } from '../helpers/inline-yaml.js';

const EN = 'content/messages/en.yaml';
const realEnglish = readFileSync(path.join(PROJECT_ROOT, EN), 'utf8');
const ANY = { cardinal: ['zero', 'one', 'two', 'few', 'many', 'other'], ordinal: ['other'] } as const;

function catalogue(code: string, text: string): LocaleMessages {
  const file = yamlFile(EN.replace('en', code), text);
  const entries = collectEntries(file);
  return { code, file, keys: new Set(entries.map((e) => e.key)), parsed: parseMessages(entries, ANY).messages };
}

const SECTIONS = 'content/sections.yaml';
const sectionsText = yaml`
  sections:
    - { id: hero, type: hero, messages: landing }
    - { id: cards, type: whatWeOffer, messages: optimizedPlatform }
    - { id: ghost, type: about, messages: noSuchGroup }
`;
const check = (english: string, others: readonly LocaleMessages[] = [], site?: string) =>
  checkContracts({
    sections: checked<SectionsData>(SECTIONS, sectionsText),
    ...(site ? { site: checked<SiteData>('content/site.yaml', site) } : {}),
    messageFiles: new Map(),
    catalogues: [catalogue('en', english), ...others],
  });
const summary = (problems: ReturnType<typeof check>) => problems.map((p) => `${p.code} ${p.position.file}:${p.position.line}:${p.position.column}`);

describe('checkContracts', () => {
  it('accepts the real catalogue, and leaves a group that does not exist to the reference check', () => {
    expect(check(realEnglish)).toEqual([]);
  });

  it('reports the keys a section group lacks once, at the section entry, naming each', () => {
    const text = realEnglish.replace('  ctaPrimary: "Start free trial"\n', '').replace('\n  imageAlt: ', '\n  imageAltText: '); // the first one is the hero's (landing)
    const [problem, ...rest] = check(text);
    expect(rest).toEqual([]);
    expect(problem!.code).toBe('E_CONTRACT_MESSAGE');
    expect(problem!.position).toEqual({ file: SECTIONS, ...positionOf(sectionsText, 'landing') });
    expect(problem!.message).toContain('"landing.ctaPrimary", "landing.imageAlt"');
    expect(problem!.message).toContain('add "ctaPrimary", "imageAlt" under "landing"');
  });

  it('does not require the optional keys (an intro without eyebrow and lead)', () => {
    expect(check(realEnglish.replace('  eyebrow: "What we offer"\n', ''))).toEqual([]);
  });

  it('reports a list with too few entries at the section entry', () => {
    const start = realEnglish.indexOf('  cards:\n    fastSales:');
    const end = realEnglish.indexOf('\nabout:');
    const problems = check(`${realEnglish.slice(0, start)}${realEnglish.slice(end)}`);
    expect(summary(problems)).toEqual([`E_CONTRACT_LIST ${SECTIONS}:${positionOf(sectionsText, 'optimizedPlatform').line}:${positionOf(sectionsText, 'optimizedPlatform').column}`]);
    expect(problems[0]!.message).toContain('"optimizedPlatform.cards", which has 0');
  });

  it('reports a global key in the reference catalogue, where it belongs', () => {
    const text = realEnglish.replace('  closeMenu: "Close menu"\n', '');
    const problems = check(text);
    expect(summary(problems)).toEqual([`E_CONTRACT_MESSAGE ${EN}:${positionOf(text, 'header:\n  ', 'header:\n  '.length).line}:3`]);
    expect(problems[0]!.message).toContain('Header (site/components/Header.tsx) reads message "header.closeMenu"');
  });

  it('reports an argument the component does not pass, or passes as another type, in the locale that uses it', () => {
    const me = catalogue('me', realEnglish.replace('copyright: "© {year} Fiskalis.', 'copyright: "© {year, date, long} Fiskalis.'));
    const problems = check(realEnglish.replace('menu: "Menu"', 'menu: "Menu {count}"'), [me]);
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/"header.menu" in locale "en" uses \{count\}, which Header .* does not pass \(it passes no arguments\)/),
      expect.stringMatching(/"footer.copyright" in locale "me" uses \{year\} as date, but .* passes it as number/),
    ]);
  });

  it('reports a route id without a page component, at the id', () => {
    const site = yaml`
      routes:
        - { id: home, path: / }
        - { id: pricing, path: /pricing }
    `;
    const problems = check(realEnglish, [], site);
    expect(problems.map((p) => [p.code, p.message])).toEqual([['E_UNKNOWN_PAGE', 'Unknown page "pricing" at routes[1].id; known: home, privacy, accountDelete']]);
  });
});
