import { describe, expect, it } from 'vitest';
import { createProblem } from '../../core/errors/problem.js';
import { compareLocales, type LocaleMessages } from '../../pipeline/i18n/compare.js';
import { collectEntries } from '../../pipeline/i18n/entries.js';
import { parseMessages } from '../../pipeline/i18n/parse.js';
import { positionOf } from '../helpers/fixture-site.js';
import { yaml, yamlFile } from '../helpers/inline-yaml.js';

const PLURALS = { cardinal: ['one', 'few', 'other'], ordinal: ['other'] } as const;

function localeMessages(code: string, text: string): LocaleMessages {
  const file = yamlFile(`content/messages/${code}.yaml`, text);
  const entries = collectEntries(file);
  return { code, file, keys: new Set(entries.map((e) => e.key)), parsed: parseMessages(entries, PLURALS).messages };
}

const enText = yaml`
  header:
    nav:
      home: "Home"
      about: "About"
    greeting: "Hello {name}"
  items: "{n, plural, one {# item} other {# items}}"
  updated: "Updated {date, date}"
  broken: "Broken {x"
`;
const en = localeMessages('en', enText);

describe('compareLocales', () => {
  it('finds nothing when every locale has the same keys with the same arguments', () => {
    const me = localeMessages('me', enText.replace('"Home"', '"Početna"').replace('Hello {name}', 'Zdravo {name}'));
    expect(compareLocales(en, [me])).toEqual([]);
  });

  it('reports a key the reference has and another locale lacks, where it would go, with the reference line', () => {
    const meText = yaml`
      header:
        nav:
          home: "Početna"
        greeting: "Zdravo {name}"
      items: "{n, plural, one {# stvar} few {# stvari} other {# stvari}}"
      updated: "Ažurirano {date, date}"
      broken: "Broken {x"
    `;
    expect(compareLocales(en, [localeMessages('me', meText)])).toEqual([
      createProblem('E_MISSING_MESSAGE', 'Message "header.nav.about" is missing in locale "me" (it is in content/messages/en.yaml, line 4)', {
        file: 'content/messages/me.yaml', ...positionOf(meText, 'home:'),
      }),
    ]);
  });

  it('reports every key missing from one group, each on its own', () => {
    const meText = enText.replace(/ {4}home: "Home"\n {4}about: "About"\n/, '    other: "Drugo"\n');
    const problems = compareLocales(en, [localeMessages('me', meText)]);
    expect(problems.map((p) => [p.code, p.message])).toEqual([
      ['E_MISSING_MESSAGE', 'Message "header.nav.home" is missing in locale "me" (it is in content/messages/en.yaml, line 3)'],
      ['E_MISSING_MESSAGE', 'Message "header.nav.about" is missing in locale "me" (it is in content/messages/en.yaml, line 4)'],
      ['E_EXTRA_MESSAGE', 'Message "header.nav.other" exists in locale "me" but not in the reference locale "en" (content/messages/en.yaml)'],
    ]);
  });

  it('leaves out the reference line of a key the reference could not parse', () => {
    const meText = enText.replace('broken: "Broken {x"\n', '');
    expect(compareLocales(en, [localeMessages('me', meText)]).map((p) => p.message)).toEqual(['Message "broken" is missing in locale "me"']);
  });

  it('reports a key only another locale has at that key', () => {
    const meText = `${enText}extra: "Višak"\n`;
    expect(compareLocales(en, [localeMessages('me', meText)])).toEqual([
      createProblem('E_EXTRA_MESSAGE', 'Message "extra" exists in locale "me" but not in the reference locale "en" (content/messages/en.yaml)', {
        file: 'content/messages/me.yaml', ...positionOf(meText, 'extra:'),
      }),
    ]);
  });

  it('reports messages whose arguments differ from the reference, at their key', () => {
    const meText = enText.replace('Hello {name}', 'Zdravo {ime}').replace('Updated {date, date}', 'Ažurirano {date, number}');
    expect(compareLocales(en, [localeMessages('me', meText)])).toEqual([
      createProblem('E_ICU_ARGUMENTS', 'Message "header.greeting" in locale "me" takes {ime} but the reference locale takes {name}', {
        file: 'content/messages/me.yaml', ...positionOf(meText, 'greeting:'),
      }),
      createProblem('E_ICU_ARGUMENTS', 'Message "updated" in locale "me" uses {date} as number but the reference locale uses it as date', {
        file: 'content/messages/me.yaml', ...positionOf(meText, 'updated:'),
      }),
    ]);
  });

  it('compares arguments only where both locales parsed the message', () => {
    const meText = enText.replace('Broken {x', 'Broken {x} and {y}');
    expect(compareLocales(en, [localeMessages('me', meText)])).toEqual([]);
  });

  it('compares each other locale on its own', () => {
    const me = localeMessages('me', `${enText}onlyMe: "x"\n`);
    const sr = localeMessages('sr', `${enText}onlySr: "x"\n`);
    expect(compareLocales(en, [me, sr]).map((p) => [p.code, p.position.file])).toEqual([
      ['E_EXTRA_MESSAGE', 'content/messages/me.yaml'],
      ['E_EXTRA_MESSAGE', 'content/messages/sr.yaml'],
    ]);
  });
});
