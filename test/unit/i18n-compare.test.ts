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
      createProblem('E_MISSING_MESSAGE', 'Message "header.nav.about" is missing in locale "me" (it is in content/messages/en.yaml, line 4); add it after "header.nav.home"', {
        file: 'content/messages/me.yaml', ...positionOf(meText, 'home:'),
      }),
    ]);
  });

  it('reports each key missing from a group the locale has on its own, in the group', () => {
    const meText = enText.replace(/ {4}home: "Home"\n {4}about: "About"\n/, '    other: "Drugo"\n');
    const problems = compareLocales(en, [localeMessages('me', meText)]);
    expect(problems.map((p) => [p.code, p.message, p.position.line])).toEqual([
      ['E_MISSING_MESSAGE', 'Message "header.nav.home" is missing in locale "me" (it is in content/messages/en.yaml, line 3); add it under "header.nav"', positionOf(meText, 'other:').line],
      ['E_MISSING_MESSAGE', 'Message "header.nav.about" is missing in locale "me" (it is in content/messages/en.yaml, line 4); add it under "header.nav"', positionOf(meText, 'other:').line],
      ['E_EXTRA_MESSAGE', 'Message "header.nav.other" exists in locale "me" but not in the reference locale "en" (content/messages/en.yaml)', positionOf(meText, 'other:').line],
    ]);
  });

  it('reports a whole group the locale lacks once, where it belongs, naming its messages', () => {
    const meText = enText.replace(/ {2}nav:\n {4}home: "Home"\n {4}about: "About"\n/, '');
    expect(compareLocales(en, [localeMessages('me', meText)])).toEqual([
      createProblem('E_MISSING_MESSAGE', 'Group "header.nav" is missing in locale "me" (it is in content/messages/en.yaml, line 2); add it before "header.greeting", with its 2 messages: home, about', {
        file: 'content/messages/me.yaml', ...positionOf(meText, 'greeting:'),
      }),
    ]);
  });

  it('reports a key moved by its indentation in the reference alone once, in the reference, when the other locales agree', () => {
    const moved = localeMessages('en', enText.replace('  greeting: "Hello {name}"', '    greeting: "Hello {name}"'));
    const me = localeMessages('me', enText);
    const sr = localeMessages('sr', enText);
    expect(compareLocales(moved, [me, sr])).toEqual([
      createProblem('E_MESSAGE_MOVED', '"greeting" in content/messages/en.yaml is "header.nav.greeting", but "header.greeting" in every other locale (me, sr): probably indented one level too far, it moved under "header.nav"; indent it like the other keys under "header"', {
        file: 'content/messages/en.yaml', ...positionOf(moved.file.text, 'greeting:'),
      }),
    ]);
    const dedented = localeMessages('en', enText.replace('  greeting: "Hello {name}"', 'greeting: "Hello {name}"'));
    expect(compareLocales(dedented, [me, sr]).map((p) => [p.code, p.message, p.position.line])).toEqual([
      ['E_MESSAGE_MOVED', '"greeting" in content/messages/en.yaml is "greeting", but "header.greeting" in every other locale (me, sr): probably indented one level too little, it moved out of "header"; indent it like the other keys under "header"', positionOf(dedented.file.text, 'greeting:').line],
    ]);
    // With one other locale, either file may be the one that changed: each difference is reported there.
    expect(compareLocales(moved, [me]).map((p) => p.code)).toEqual(['E_MISSING_MESSAGE', 'E_EXTRA_MESSAGE']);
  });

  it('reports a key every other locale has and the reference lacks once, in the reference, where it belongs', () => {
    const lost = localeMessages('en', enText.replace('    about: "About"\n', ''));
    expect(compareLocales(lost, [localeMessages('me', enText), localeMessages('sr', enText)])).toEqual([
      createProblem('E_MISSING_MESSAGE', 'Message "header.nav.about" is in every other locale (me, sr) but not in the reference locale "en"; add it to content/messages/en.yaml after "header.nav.home", or remove it from the other locales', {
        file: 'content/messages/en.yaml', ...positionOf(lost.file.text, 'home:'),
      }),
    ]);
  });

  it('leaves out the reference line of a key the reference could not parse', () => {
    const meText = enText.replace('broken: "Broken {x"\n', '');
    expect(compareLocales(en, [localeMessages('me', meText)]).map((p) => p.message)).toEqual(['Message "broken" is missing in locale "me"; add it after "updated"']);
  });

  it('reports a key only another locale has at that key', () => {
    const meText = `${enText}extra: "Višak"\n`;
    expect(compareLocales(en, [localeMessages('me', meText)])).toEqual([
      createProblem('E_EXTRA_MESSAGE', 'Message "extra" exists in locale "me" but not in the reference locale "en" (content/messages/en.yaml)', {
        file: 'content/messages/me.yaml', ...positionOf(meText, 'extra:'),
      }),
    ]);
  });

  it('reports messages whose arguments differ from the reference: a renamed placeholder at itself, with the reference text', () => {
    const meText = enText.replace('Hello {name}', 'Zdravo {ime}').replace('Updated {date, date}', 'Ažurirano {date, number}');
    expect(compareLocales(en, [localeMessages('me', meText)])).toEqual([
      createProblem('E_ICU_ARGUMENTS', 'Message "header.greeting" in locale "me" has the placeholder {ime} where content/messages/en.yaml has {name}; a placeholder keeps its English name (only the words around it are translated), so write {name}. content/messages/en.yaml: "Hello {name}"', {
        file: 'content/messages/me.yaml', ...positionOf(meText, '{ime}'),
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
