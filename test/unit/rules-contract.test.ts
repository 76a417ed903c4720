import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SectionsData, SiteData } from '../../core/content/types.js';
import type { LocaleMessages } from '../../pipeline/i18n/compare.js';
import { collectEntries } from '../../pipeline/i18n/entries.js';
import { parseMessages } from '../../pipeline/i18n/parse.js';
import { checkContracts } from '../../pipeline/validate/rules/contract.js';
import { checkMessageGroups } from '../../pipeline/validate/rules/message-groups.js';
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
/** The sections' groups, checked with their contracts (message-groups.ts); the ghost section left out. */
const checkGroups = (english: string) =>
  checkMessageGroups({
    sections: checked<SectionsData>(SECTIONS, sectionsText.replace(/.*ghost.*\n/, '')),
    messageFiles: new Map(),
    catalogues: [catalogue('en', english)],
  });
const summary = (problems: ReturnType<typeof check>) => problems.map((p) => `${p.code} ${p.position.file}:${p.position.line}:${p.position.column}`);

describe('checkContracts', () => {
  it('accepts the real catalogue, and leaves the sections\' groups to message-groups.ts', () => {
    expect(check(realEnglish)).toEqual([]);
    expect(checkGroups(realEnglish)).toEqual([]);
  });

  it('reports the keys a section group lacks once, at the group in the reference catalogue, naming each and all the type reads', () => {
    const text = realEnglish.replace('  ctaPrimary: "Start free trial"\n', '').replace('\n  imageAlt: ', '\n  imageAltText: '); // the first one is the hero's (landing)
    expect(check(text)).toEqual([]);
    const [problem, ...rest] = checkGroups(text);
    expect(rest).toEqual([]);
    expect(problem!.code).toBe('E_CONTRACT_MESSAGE');
    expect(problem!.position).toEqual({ file: EN, ...positionOf(text, '\nlanding:', 1) });
    expect(problem!.message).toContain('section "hero" (type hero) takes its copy from message group "landing", which lacks "landing.ctaPrimary", "landing.imageAlt" in content/messages/en.yaml');
    expect(problem!.message).toContain('A hero section reads: eyebrow, compliance, title, lead, ctaPrimary, ctaSecondary, imageAlt,');
  });

  it('does not require the optional keys (an intro without eyebrow and lead)', () => {
    expect(checkGroups(realEnglish.replace('  eyebrow: "What we offer"\n', ''))).toEqual([]);
  });

  it('reports a list with too few entries at the group in the reference catalogue', () => {
    const start = realEnglish.indexOf('  cards:\n    fastSales:');
    const end = realEnglish.indexOf('\nabout:');
    const problems = checkGroups(`${realEnglish.slice(0, start)}${realEnglish.slice(end)}`);
    const text = `${realEnglish.slice(0, start)}${realEnglish.slice(end)}`;
    expect(summary(problems)).toEqual([`E_CONTRACT_LIST ${EN}:${positionOf(text, '\noptimizedPlatform:', 1).line}:1`]);
    expect(problems[0]!.message).toContain('"optimizedPlatform.cards" (0 entries; it needs at least 1, each a group with title, text)');
  });

  it('reports a global key in the reference catalogue, where it belongs', () => {
    const text = realEnglish.replace('  closeMenu: "Close menu"\n', '');
    const problems = check(text);
    // After the key declared before it that the file has, at its indentation: where the next key is now.
    expect(summary(problems)).toEqual([`E_CONTRACT_MESSAGE ${EN}:${positionOf(text, '  freeTrial:').line}:3`]);
    expect(problems[0]!.message).toBe(`Header (site/components/Header.tsx) reads message "header.closeMenu", which ${EN} does not have; add "closeMenu" after "header.menu", in every locale`);
  });

  it('reports an argument the component does not pass, or passes as another type, in the locale that uses it', () => {
    const english = realEnglish.replace('copyright: "© {year} Fiskalis.', 'copyright: "© {year, date, long} Fiskalis.');
    const me = catalogue('me', english);
    const problems = check(english.replace('menu: "Menu"', 'menu: "Menu {count}"'), [me]);
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/"header.menu" in locale "en" uses \{count\}, which Header .* does not pass \(it passes no arguments\)/),
      expect.stringMatching(/"footer.copyright" in locale "en" uses \{year\} as date, but .* passes it as number/),
      expect.stringMatching(/"footer.copyright" in locale "me" uses \{year\} as date, but .* passes it as number/),
    ]);
  });

  it('leaves a locale whose arguments differ from the reference to the comparison with it (E_ICU_ARGUMENTS): one problem', () => {
    const me = catalogue('me', realEnglish.replace('copyright: "© {year} Fiskalis.', 'copyright: "© {godina} Fiskalis.'));
    expect(check(realEnglish, [me])).toEqual([]);
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
