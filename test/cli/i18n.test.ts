import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_ROWS } from '../../commands/screen.js';
import { catalogue } from '../../core/errors/catalogue.js';
import { collectEntries } from '../../pipeline/i18n/entries.js';
import { parseYaml } from '../../pipeline/load/parse-yaml.js';
import { createFixtureSite, positionOf, PROJECT_ROOT, type FixtureSite } from '../helpers/fixture-site.js';
import { runInProcess as runCli } from '../helpers/run-cli.js';

const EN = 'content/messages/en.yaml';
const ME = 'content/messages/me.yaml';
const SR = 'content/messages/sr.yaml';

/** The table's line of a locale: its name, then the numbers of its columns. */
function tableRow(stdout: string, locale: string): string[] | undefined {
  return stdout.split('\n').find((l) => l.startsWith(`${locale} `) || l === locale)?.trim().split(/\s{2,}/);
}

describe('i18n on the real content', () => {
  it('exits 0: every locale has every key, nothing untranslated, nothing the same as English that content/i18n.yaml does not allow', async () => {
    // On a copy: i18n writes content/i18n-sources.yaml when it is behind the messages (test/cli/i18n-stale.test.ts).
    const site = createFixtureSite();
    const run = await runCli(['i18n', '--root', site.root, '--out', 'no-build-here']).finally(() => site.dispose());
    expect([run.status, run.stderr]).toEqual([0, '']);
    const keys = collectEntries(parseYaml(EN, readFileSync(path.join(PROJECT_ROOT, EN), 'utf8')).file!).length;
    expect(tableRow(run.stdout, 'en')).toEqual(['en (reference)', String(keys), '–', '–', '–', '0', '0', '–', '–', '–']);
    for (const code of ['me', 'sr']) expect(tableRow(run.stdout, code)?.slice(0, 8)).toEqual([code, String(keys), '0', '0', '0', '0', '0', '0']);
    expect(run.stdout).toContain('Island bytes: no-build-here/ holds no build; run `npm run build` first to measure them.');
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe('✔ translations complete: 3 locales, every message translated');
  });
});

describe('i18n on broken translations', () => {
  let site: FixtureSite;
  let expected: { code: keyof typeof catalogue; file: string; line: number; column: number; message: string }[];

  beforeAll(() => {
    site = createFixtureSite();
    site.replace(ME, '    about: "O nama"\n', '');
    site.replace(ME, 'skipToContent: "Pređi na glavni sadržaj"', 'skipToContent: "[untranslated] Skip to main content"');
    site.replace(SR, 'stepLabel: "Korak {number}"', 'stepLabel: "Korak {broj}"');
    site.replace(SR, 'menu: "Meni"', 'menu: "Menu"');
    const me = site.read(ME);
    const sr = site.read(SR);
    expected = [
      { code: 'E_MISSING_MESSAGE', file: ME, ...positionOf(me, 'signIn: "Prijava"'), message: `Message "header.nav.about" is missing in locale "me" (it is in ${EN}, line ${positionOf(site.read(EN), 'about: "About"').line}); add it after "header.nav.home"` },
      { code: 'E_UNTRANSLATED', file: ME, ...positionOf(me, '[untranslated]'), message: 'Message "header.skipToContent" of locale "me" is not translated yet' },
      { code: 'E_SAME_AS_REFERENCE', file: SR, ...positionOf(sr, 'Menu"'), message: 'Message "header.menu" of locale "sr" reads exactly as in "en": "Menu"' },
      {
        code: 'E_ICU_ARGUMENTS', file: SR, ...positionOf(sr, '{broj}'),
        message: `Message "howToStart.stepLabel" in locale "sr" has the placeholder {broj} where ${EN} has {number}; a placeholder keeps its English name (only the words around it are translated), so write {number}. ${EN}: "Step {number}"`,
      },
    ];
  });
  afterAll(() => site?.dispose());

  it('exits 1 with the counts per locale and every problem as validate prints it', async () => {
    const run = await runCli(['i18n', '--root', site.root]);
    expect([run.status, run.stderr]).toEqual([1, '']);
    const keys = collectEntries(parseYaml(EN, site.read(EN)).file!).length;
    // locale, keys, missing, extra, arguments, ICU errors, untranslated, same as ref., allowed same
    expect(tableRow(run.stdout, 'me')?.slice(0, 8)).toEqual(['me', String(keys - 1), '1', '0', '0', '0', '1', '0']);
    expect(tableRow(run.stdout, 'sr')?.slice(0, 8)).toEqual(['sr', String(keys), '0', '0', '1', '0', '0', '1']);
    const heads = run.stdout.split('\n').filter((l) => /^content\/messages\//.test(l));
    expect(heads.sort()).toEqual(expected.map((p) => `${p.file}:${p.line}:${p.column}  ${p.code}  ${p.message}`).sort());
    expect(run.stdout).toContain(`  hint: ${catalogue.E_SAME_AS_REFERENCE.hint}`);
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe('✖ 4 problems in 2 files');
  });

  it('gives the same figures and problems with --format json', async () => {
    const run = await runCli(['i18n', '--root', site.root, '--format', 'json']);
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout) as { reference: string; locales: { code: string; missing: number; untranslated: number; argumentMismatches: number; sameAsReference: number }[]; islands: unknown; problems: Record<string, unknown>[] };
    expect(report.reference).toBe('en');
    expect(report.locales.map((l) => [l.code, l.missing, l.untranslated, l.argumentMismatches, l.sameAsReference])).toEqual([
      ['en', 0, 0, 0, 0], ['me', 1, 1, 0, 0], ['sr', 0, 0, 1, 1],
    ]);
    expect(report.islands).toBeNull();
    const byPlace = (a: { file: unknown; line: unknown }, b: { file: unknown; line: unknown }) => String(a.file).localeCompare(String(b.file)) || Number(a.line) - Number(b.line);
    expect(report.problems).toEqual(expected.map((p) => ({ code: p.code, message: p.message, file: p.file, line: p.line, column: p.column, hint: catalogue[p.code].hint })).sort(byPlace));
  });

  it('accepts a message that content/i18n.yaml allows by key', async () => {
    site.replace('content/i18n.yaml', 'keys: []', 'keys: [header.menu]');
    const run = await runCli(['i18n', '--root', site.root, '--format', 'json']);
    site.replace('content/i18n.yaml', 'keys: [header.menu]', 'keys: []');
    const report = JSON.parse(run.stdout) as { problems: { code: string }[] };
    expect(report.problems.map((p) => p.code).sort()).toEqual(['E_ICU_ARGUMENTS', 'E_MISSING_MESSAGE', 'E_UNTRANSLATED']);
  });

  it('reports a content/i18n.yaml that does not match its schema', async () => {
    site.replace('content/i18n.yaml', 'keys: []', 'keys: [Header.Menu]');
    const place = positionOf(site.read('content/i18n.yaml'), 'Header.Menu');
    const run = await runCli(['i18n', '--root', site.root, '--format', 'json']);
    site.replace('content/i18n.yaml', 'keys: [Header.Menu]', 'keys: []');
    const report = JSON.parse(run.stdout) as { problems: { code: string; file: string; line: number; column: number }[] };
    expect(run.status).toBe(1);
    expect(report.problems).toContainEqual(expect.objectContaining({ code: 'E_SCHEMA', file: 'content/i18n.yaml', ...place }));
  });
});

describe('i18n on a half-translated locale (more problems than fit a screen)', () => {
  let site: FixtureSite;
  let keys: number;
  const heads = (stdout: string) => stdout.split('\n').filter((l) => /^content\/[^ ]+:\d+:\d+ {2}E_/.test(l));

  beforeAll(async () => {
    site = createFixtureSite('small');
    expect((await runCli(['i18n', 'add', 'de', '--root', site.root])).status).toBe(0);
    // Published: every message left is a problem (in progress, they are one warning).
    site.replace('content/site.yaml', '    status: in-progress\n', '    status: published\n');
    keys = collectEntries(parseYaml(EN, site.read(EN)).file!).length;
  });
  afterAll(() => site?.dispose());

  it('keeps its tables on the screen: then the summary, the problems that fit below them, and how many more', async () => {
    const run = await runCli(['i18n', '--root', site.root, '--out', 'no-build-here']);
    expect([run.status, run.stderr]).toEqual([1, '']);
    const lines = run.stdout.slice(0, -1).split('\n');
    expect(lines[0]).toBe('Translations (reference locale: en)');
    expect(tableRow(run.stdout, 'de')?.slice(0, 7)).toEqual(['de', String(keys), '0', '0', '0', '0', String(keys)]);
    expect(run.stdout).toContain(`\n\nProblems by file and code:\n  content/messages/de.yaml  ${keys}  E_UNTRANSLATED ${keys}\n\n`);
    expect(lines.length).toBeLessThan(FALLBACK_ROWS);
    const shown = heads(run.stdout).length;
    expect(shown).toBeGreaterThan(0);
    expect(lines.slice(-2)).toEqual([
      `… ${keys - shown} more problems not shown; run it again with --all to see every one`,
      `✖ ${keys} problems in 1 file`,
    ]);
  });

  it('prints every problem with --all, and json keeps every one without it', async () => {
    const all = await runCli(['i18n', '--root', site.root, '--out', 'no-build-here', '--all']);
    expect(all.status).toBe(1);
    expect(heads(all.stdout)).toHaveLength(keys);
    expect(all.stdout).not.toContain('more problems not shown');
    const json = await runCli(['i18n', '--root', site.root, '--out', 'no-build-here', '--format', 'json']);
    expect((JSON.parse(json.stdout) as { problems: unknown[] }).problems).toHaveLength(keys);
  });
});

describe('i18n add and i18n remove', () => {
  let site: FixtureSite;
  let before: Map<string, string>;
  beforeAll(async () => {
    site = createFixtureSite('small');
    // The fixture's content/i18n-sources.yaml still has the records of what trimming took out (the sr locale,
    // the legal sections cut short); the first `i18n` drops them, so the tree is taken after one.
    expect((await runCli(['i18n', '--root', site.root, '--out', 'no-build-here'])).status).toBe(0);
    before = readTree(site.root);
  });
  afterAll(() => site?.dispose());

  it('add scaffolds a locale in progress in content/ only, says what it assumed and which office it borrows; validate passes with a warning', async () => {
    const add = await runCli(['i18n', 'add', 'de', '--root', site.root]);
    expect([add.status, add.stderr]).toEqual([0, '']);
    const lines = add.stdout.split('\n');
    const keys = collectEntries(parseYaml(EN, site.read(EN)).file!).length;
    expect(lines.slice(0, 7)).toEqual([
      `✔ added locale "de" in progress (Deutschland, Deutsch, de, prefix /de, market eur); ${keys} messages to translate`,
      `  created content/messages/de.yaml  ${keys} messages of en.yaml, each marked "[untranslated]"`,
      '  updated content/site.yaml         locales: the entry of "de", status: in-progress',
      '',
      'Assumed: label Deutschland (the country DE in de; --label); language Deutsch (the language in itself; --language); lang de (the code; --lang with a region or script, as sr-Latn-RS); market eur (the default locale\'s; --market).',
      '⚠ No office is in DE: the pages of "de" give the address and support e-mail of office "montenegro" (ME, podrska@fiskalis.me). Pass --office <id> to choose another, or add an office in DE to content/site.yaml and remove the locale\'s office line.',
      '',
    ]);
    expect(add.stdout).toMatch(/ {2}\d\. Translate content\/messages\/de\.yaml: .*plural messages take the cases of de: one, other\./);
    expect(site.read('content/site.yaml')).toContain(
      '    country: ME\n    browserLanguages: { regions: [ME], languages: [cnr] }\n' +
      '  - code: de\n    label: Deutschland\n    language: Deutsch\n    lang: de\n    hreflang: de-DE\n    ogLocale: de_DE\n    prefix: /de\n' +
      '    market: eur\n    country: DE\n    office: montenegro\n    browserLanguages: { regions: [DE], languages: [de] }\n    status: in-progress\n\n',
    );
    // Only content/ changed: the message file is new, site.yaml edited, nothing else (schema/ included).
    const after = readTree(site.root);
    expect([...after.keys()].filter((f) => after.get(f) !== before.get(f))).toEqual(['content/messages/de.yaml', 'content/site.yaml']);

    const validate = await runCli(['validate', '--root', site.root]);
    expect(validate.status).toBe(0);
    expect(validate.stdout).toMatch(/^✔ content valid: \d+ files, 3 locales/);
    const de = site.read('content/messages/de.yaml');
    const first = positionOf(de, '[untranslated] ');
    expect(validate.stderr).toBe(
      `W_LOCALE_IN_PROGRESS: Locale "de" is in progress: ${keys} of ${keys} messages are not translated yet (${keys} marked untranslated), the first at line ${first.line}; the build leaves the locale out (content/messages/de.yaml:${first.line}:${first.column}). ${catalogue.W_LOCALE_IN_PROGRESS.hint}\n`,
    );
    // The report counts what is left in the locale's line, and it is no problem: CI's `i18n` passes too.
    const report = await runCli(['i18n', '--root', site.root, '--out', 'no-build-here']);
    expect([report.status, report.stderr]).toEqual([0, validate.stderr]);
    expect(tableRow(report.stdout, 'de')?.slice(0, 7)).toEqual(['de', String(keys), '0', '0', '0', '0', String(keys)]);
    // Its last line does not call the translations complete.
    expect(report.stdout.trimEnd().split('\n').at(-1)).toBe('! 2 of 3 locales translated; in progress: de (W_LOCALE_IN_PROGRESS, on stderr)');
    // In a workflow (--format github), a warning annotation on the first message left, where a pull request shows it.
    const github = await runCli(['validate', '--root', site.root, '--format', 'github']);
    expect([github.status, github.stdout]).toEqual([0, `::warning file=content/messages/de.yaml,line=${first.line},col=${first.column},title=W_LOCALE_IN_PROGRESS::W_LOCALE_IN_PROGRESS: Locale "de" is in progress: ${keys} of ${keys} messages are not translated yet (${keys} marked untranslated), the first at line ${first.line}; the build leaves the locale out. ${catalogue.W_LOCALE_IN_PROGRESS.hint}\n`]);
  });

  it('marking the locale published makes every message left an error again', async () => {
    const siteYaml = site.read('content/site.yaml');
    site.replace('content/site.yaml', '    status: in-progress\n', '    status: published\n');
    const validate = await runCli(['validate', '--root', site.root, '--format', 'json']);
    site.write('content/site.yaml', siteYaml);
    expect(validate.status).toBe(1);
    const keys = collectEntries(parseYaml(EN, site.read(EN)).file!).length;
    const de = site.read('content/messages/de.yaml');
    const problems = JSON.parse(validate.stdout) as { code: string; file: string; line: number; column: number }[];
    // Exactly one problem per message, each at its marker, and nothing else wrong with the new locale.
    expect(problems.map((p) => [p.code, p.file, p.line, p.column])).toEqual(
      Array.from({ length: keys }, (_, i) => ['E_UNTRANSLATED', 'content/messages/de.yaml', ...Object.values(positionOf(de, '[untranslated] ', 0, i + 1))]),
    );
  });

  it('refuses a locale that exists, an unknown office, a code that is not two or three lowercase letters, with exit code 2', async () => {
    expect(await runCli(['i18n', 'add', 'me', '--root', site.root])).toEqual({ status: 2, stdout: '', stderr: 'Locale "me" is already declared in content/site.yaml.\n' });
    expect(await runCli(['i18n', 'add', 'hr', '--office', 'zagreb', '--root', site.root])).toEqual({ status: 2, stdout: '', stderr: '--office zagreb is not an office of content/site.yaml; use one of: montenegro, serbia.\n' });
    const run = await runCli(['i18n', 'add', 'de-AT', '--root', site.root]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^"de-AT" is not a locale code/);
  });

  it('remove refuses the default locale, then takes out what add wrote: content/ is as before', async () => {
    expect(await runCli(['i18n', 'remove', 'en', '--root', site.root])).toEqual({
      status: 2, stdout: '',
      stderr: 'Locale "en" is the default locale (defaultLocale in content/site.yaml): every other locale is translated from it, so it cannot be removed. Make another locale the default first.\n',
    });
    const remove = await runCli(['i18n', 'remove', 'de', '--root', site.root]);
    expect(remove).toEqual({ status: 0, stderr: '', stdout: '✔ removed locale "de"\n  updated content/site.yaml  locales: the entry of "de" removed\n  removed content/messages/de.yaml\n' });
    expect(readTree(site.root)).toEqual(before);
    expect((await runCli(['i18n', 'remove', 'de', '--root', site.root])).stderr).toBe('Locale "de" is not declared in content/site.yaml (declared: en, me).\n');
  });

  it('takes the office and labels it is given, and leaves out a browser language another locale answers', async () => {
    const add = await runCli(['i18n', 'add', 'gb', '--root', site.root, '--lang', 'en-GB', '--label', 'United Kingdom', '--language', 'English', '--office', 'serbia']);
    expect(add.status).toBe(0);
    expect(add.stdout).not.toContain('⚠');
    expect(add.stdout).toContain('\nBrowser language en already leads to another locale, so not to "gb"');
    expect(site.read('content/site.yaml')).toContain('  - code: gb\n    label: United Kingdom\n    language: English\n    lang: en-GB\n    hreflang: en-GB\n    ogLocale: en_GB\n    prefix: /gb\n    market: eur\n    country: GB\n    office: serbia\n    browserLanguages: { regions: [GB] }\n    status: in-progress\n');
    expect((await runCli(['validate', '--root', site.root])).status).toBe(0);
    expect((await runCli(['i18n', 'remove', 'gb', '--root', site.root])).status).toBe(0);
    expect(readTree(site.root)).toEqual(before);
  });
});

/** Every file under the root (content/ and schema/ in a fixture) by its path, with its text. */
function readTree(root: string, dir = ''): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) for (const [file, text] of readTree(root, relative)) files.set(file, text);
    else files.set(relative, readFileSync(path.join(root, relative), 'utf8'));
  }
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
}

describe('a translation that adds an ICU argument the reference locale lacks', () => {
  let site: FixtureSite;
  beforeAll(() => {
    site = createFixtureSite();
    // The reference's {number} is kept: only an argument more.
    site.replace(SR, 'stepLabel: "Korak {number}"', 'stepLabel: "Korak {number} od {total}"');
  });
  afterAll(() => site?.dispose());

  it('is E_ICU_ARGUMENTS at its key, from i18n and from validate alike', async () => {
    const expected = {
      code: 'E_ICU_ARGUMENTS',
      message: 'Message "howToStart.stepLabel" in locale "sr" takes {number, total} but the reference locale takes {number}',
      file: SR,
      ...positionOf(site.read(SR), 'stepLabel'),
      hint: catalogue.E_ICU_ARGUMENTS.hint,
    };
    const [i18n, validate] = await Promise.all([runCli(['i18n', '--root', site.root, '--format', 'json']), runCli(['validate', '--root', site.root, '--format', 'json'])]);
    expect(i18n.status).toBe(1);
    expect((JSON.parse(i18n.stdout) as { problems: unknown[] }).problems).toEqual([expected]);
    expect((JSON.parse(i18n.stdout) as { locales: { code: string; argumentMismatches: number }[] }).locales.find((l) => l.code === 'sr')?.argumentMismatches).toBe(1);
    expect(validate.status).toBe(1);
    // validate also reports the component's contract (HowToStart passes no {total}): E_CONTRACT_ARGUMENT.
    expect(JSON.parse(validate.stdout)).toContainEqual(expected);
  });
});
