import { readFileSync } from 'node:fs';
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

describe('i18n add', () => {
  let site: FixtureSite;
  beforeAll(() => {
    site = createFixtureSite();
  });
  afterAll(() => site?.dispose());

  it('scaffolds a locale that validate refuses, with E_UNTRANSLATED at every message, and prints the steps', async () => {
    const add = await runCli(['i18n', 'add', 'de', '--root', site.root, '--label', 'Deutschland']);
    expect([add.status, add.stderr]).toEqual([0, '']);
    const lines = add.stdout.split('\n');
    const keys = collectEntries(parseYaml(EN, site.read(EN)).file!).length;
    expect(lines[0]).toBe(`✔ added locale "de" (Deutschland, de, prefix /de, market eur); ${keys} messages to translate`);
    expect(lines.slice(1, 4).map((l) => l.trim().split(/\s+/).slice(0, 2))).toEqual([
      ['created', 'content/messages/de.yaml'], ['updated', 'content/site.yaml'], ['updated', 'schema/site.schema.json'],
    ]);
    // The fixture has no core/, so the TypeScript vocabulary is left to a step.
    expect(add.stdout).toContain('Next steps:\n  1. Add "de" to the locale codes in core/content/names.ts');
    expect(add.stdout).toMatch(/ {2}\d\. Translate content\/messages\/de\.yaml: .*plural messages take the cases of de: one, other\./);

    expect(site.read('content/site.yaml')).toContain('    country: RS\n  - code: de\n    label: Deutschland\n    lang: de\n    hreflang: de-DE\n    ogLocale: de_DE\n    prefix: /de\n    market: eur\n    country: DE\n');
    const de = site.read('content/messages/de.yaml');
    const validate = await runCli(['validate', '--root', site.root, '--format', 'json']);
    expect(validate.status).toBe(1);
    const problems = JSON.parse(validate.stdout) as { code: string; file: string; line: number; column: number }[];
    // Exactly one problem per message, each at its marker, and nothing else wrong with the new locale.
    expect(problems.map((p) => [p.code, p.file, p.line, p.column])).toEqual(
      Array.from({ length: keys }, (_, i) => ['E_UNTRANSLATED', 'content/messages/de.yaml', ...Object.values(positionOf(de, '[untranslated] ', 0, i + 1))]),
    );
  });

  it('refuses a locale that exists, with exit code 2', async () => {
    const run = await runCli(['i18n', 'add', 'sr', '--root', site.root]);
    expect(run).toEqual({ status: 2, stdout: '', stderr: 'Locale "sr" is already declared in content/site.yaml.\n' });
  });

  it('refuses a code that is not two or three lowercase letters', async () => {
    const run = await runCli(['i18n', 'add', 'de-AT', '--root', site.root]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^"de-AT" is not a locale code/);
  });
});

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
