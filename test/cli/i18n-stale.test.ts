import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogue } from '../../core/errors/catalogue.js';
import { createFixtureSite, positionOf, type FixtureSite } from '../helpers/fixture-site.js';
import { runInProcess as runCli } from '../helpers/run-cli.js';

const EN = 'content/messages/en.yaml';
const ME = 'content/messages/me.yaml';
const SOURCES = 'content/i18n-sources.yaml';
const HINT = catalogue.W_STALE_TRANSLATION.hint;

interface JsonReport {
  locales: { code: string; stale: number }[];
  stale: { locale: string; key: string; file: string; line: number; column: number; reference: string; translation: string }[];
  sources: { file: string; updated: boolean; recorded: number } | null;
  problems: { code: string; file: string; line: number; column: number }[];
}

const i18nJson = async (site: FixtureSite) => {
  const run = await runCli(['i18n', '--root', site.root, '--format', 'json', '--out', 'no-build-here']);
  return { status: run.status, report: JSON.parse(run.stdout) as JsonReport };
};

/** The table's line of a locale: its name, then the numbers of its columns. */
const tableRow = (stdout: string, locale: string) => stdout.split('\n').find((l) => l.startsWith(`${locale} `))?.trim().split(/\s{2,}/);

describe('translations made from an earlier English text', () => {
  let site: FixtureSite;
  beforeEach(async () => {
    site = createFixtureSite('small');
    // The small site drops sr and cuts the legal texts: the copied records of those go on the first run.
    const first = await i18nJson(site);
    expect([first.status, first.report.sources]).toEqual([0, { file: SOURCES, updated: true, recorded: 0 }]);
    expect(site.read(SOURCES)).not.toMatch(/^ {2}sr:/m);
  });
  afterEach(() => site?.dispose());

  it('are listed by i18n with a count, and validate warns at each translation but exits 0', async () => {
    site.replace(EN, '    home: "Home"', '    home: "Start page"');
    const records = site.read(SOURCES);
    const run = await runCli(['i18n', '--root', site.root, '--out', 'no-build-here']);
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(tableRow(run.stdout, 'me')?.at(-1)).toBe('1');
    const at = positionOf(site.read(ME), 'Početna"');
    expect(run.stdout).toContain([
      '',
      'May be out of date: the en text changed since these were translated. Check each, edit it if needed, then `i18n confirm <locale> [keys…]`',
      `  me header.nav.home  ${ME}:${at.line}:${at.column}`,
      '    en: Start page',
      '    me: Početna',
      '',
    ].join('\n'));
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe('! 2 locales, every message translated, but 1 translation may be out of date (listed above)');
    // A stale record is the evidence: i18n keeps it as it was.
    expect(site.read(SOURCES)).toBe(records);

    const validate = await runCli(['validate', '--root', site.root]);
    expect(validate.status).toBe(0);
    expect(validate.stdout).toMatch(/^✔ content valid: /);
    expect(validate.stderr).toBe(
      `${ME}:${at.line}:${at.column}  W_STALE_TRANSLATION  Message "header.nav.home" of locale "me" was translated from an earlier text of "en", which now reads "Start page"\n` +
        `! 1 translation may be out of date. ${HINT}\n`,
    );
    expect(await runCli(['validate', '--root', site.root, '--format', 'json'])).toEqual({ status: 0, stdout: '[]\n', stderr: validate.stderr });
  });

  it('are cleared by i18n confirm: the named keys (or a group of them) only, then every one of the locale', async () => {
    site.replace(EN, '    home: "Home"', '    home: "Start page"');
    site.replace(EN, '  menu: "Menu"', '  menu: "Main menu"');
    site.replace(EN, '  closeMenu: "Close menu"', '  closeMenu: "Close the menu"');
    expect((await i18nJson(site)).report.stale.map((s) => s.key)).toEqual(['header.nav.home', 'header.menu', 'header.closeMenu']);

    const one = await runCli(['i18n', 'confirm', 'me', 'header.menu', '--root', site.root]);
    expect(one).toEqual({ status: 0, stderr: '', stdout: `✔ confirmed 1 translation of "me": header.menu\n2 more of "me" may be out of date; \`i18n\` lists them.\n${SOURCES} updated; commit it with the messages.\n` });
    expect((await i18nJson(site)).report.stale.map((s) => s.key)).toEqual(['header.nav.home', 'header.closeMenu']);

    const group = await runCli(['i18n', 'confirm', 'me', 'header.nav', '--root', site.root]);
    expect(group.stdout.split('\n')[0]).toBe('✔ confirmed 1 translation of "me": header.nav.home');
    expect((await i18nJson(site)).report.stale.map((s) => s.key)).toEqual(['header.closeMenu']);

    const all = await runCli(['i18n', 'confirm', 'me', '--root', site.root]);
    expect(all.stdout.split('\n')[0]).toBe('✔ confirmed 1 translation of "me": header.closeMenu');
    const after = await i18nJson(site);
    expect([after.report.stale, after.report.locales.map((l) => l.stale), after.report.sources?.updated]).toEqual([[], [0, 0], false]);
    expect((await runCli(['validate', '--root', site.root])).stderr).toBe('');
    expect((await runCli(['i18n', 'confirm', 'me', '--root', site.root])).stdout).toBe(`✔ nothing of "me" was out of date\n${SOURCES} unchanged.\n`);
  });

  it('are not flagged once the translation itself is edited: it counts as translated from the new text, and i18n records it', async () => {
    site.replace(EN, '  menu: "Menu"', '  menu: "Main menu"');
    site.replace(ME, '  menu: "Meni"', '  menu: "Glavni meni"');
    const run = await i18nJson(site);
    expect([run.report.stale, run.report.sources]).toEqual([[], { file: SOURCES, updated: true, recorded: 1 }]);
    // Recorded as it is now: a later change of the English text is caught again.
    site.replace(EN, '  menu: "Main menu"', '  menu: "The menu"');
    expect((await i18nJson(site)).report.stale.map((s) => [s.key, s.reference, s.translation])).toEqual([['header.menu', 'The menu', 'Glavni meni']]);
  });

  it('leave out a new key (recorded by i18n once translated) and drop the records of a removed one', async () => {
    site.replace(EN, '  menu: "Menu"\n', '  menu: "Menu"\n  search: "Search"\n');
    site.replace(ME, '  menu: "Meni"\n', '  menu: "Meni"\n  search: "[untranslated] Search"\n');
    expect((await i18nJson(site)).report.sources?.recorded).toBe(0);
    expect(site.read(SOURCES)).not.toContain('header.search');
    site.replace(ME, '"[untranslated] Search"', '"Pretraga"');
    expect((await i18nJson(site)).report.sources?.recorded).toBe(1);
    expect(site.read(SOURCES)).toMatch(/^ {4}header\.search: [0-9a-f]{8} [0-9a-f]{8}$/m);

    site.replace(EN, '  search: "Search"\n', '');
    site.replace(ME, '  search: "Pretraga"\n', '');
    const run = await runCli(['i18n', '--root', site.root, '--out', 'no-build-here']);
    expect(run.stdout).toContain(`\n${SOURCES} updated: records of messages no longer translated dropped; commit it with the messages.\n`);
    expect(site.read(SOURCES)).not.toContain('header.search');
  });

  it('have no records in a locale that i18n add made until its messages are translated', async () => {
    expect((await runCli(['i18n', 'add', 'de', '--root', site.root])).status).toBe(0);
    expect((await i18nJson(site)).report.sources?.recorded).toBe(0);
    expect(site.read(SOURCES)).not.toMatch(/^ {2}de:/m);
    site.replace('content/messages/de.yaml', '  menu: "[untranslated] Menu"', '  menu: "Menü"');
    expect((await i18nJson(site)).report.sources?.recorded).toBe(1);
    expect(site.read(SOURCES)).toMatch(/^ {2}de:\n {4}header\.menu: [0-9a-f]{8} [0-9a-f]{8}\n(?! {4})/m);
  });

  it('refuse to be confirmed for an unknown locale, the reference locale, an unknown key or one not translated, with exit code 2', async () => {
    site.replace(ME, '  menu: "Meni"', '  menu: "[untranslated] Menu"');
    const records = site.read(SOURCES);
    const cases: [string[], string][] = [
      [['de'], 'Unknown locale "de": there is no content/messages/de.yaml. Confirm one of: me.'],
      [['en'], '"en" is the reference locale: the other locales\' translations are confirmed against its texts. Confirm one of: me.'],
      [['me', 'header.nav.home', 'header.nope'], 'Unknown message key "header.nope": content/messages/en.yaml has no such key or group.'],
      [['me', 'header.menu'], 'Message "header.menu" is not translated in locale "me" (missing, or marked untranslated): there is nothing to confirm.'],
    ];
    for (const [args, message] of cases) expect(await runCli(['i18n', 'confirm', ...args, '--root', site.root])).toEqual({ status: 2, stdout: '', stderr: `${message}\n` });
    expect(site.read(SOURCES)).toBe(records);
  });

  it('keep their records through a file that does not parse (a merge conflict): i18n reports it and writes nothing', async () => {
    const line = /^ {4}header\.menu: .*$/m.exec(site.read(SOURCES))![0];
    site.replace(SOURCES, line, `<<<<<<< ours\n${line}\n=======\n${line}\n>>>>>>> theirs`);
    const broken = site.read(SOURCES);
    const run = await i18nJson(site);
    expect([run.status, run.report.sources]).toEqual([1, null]);
    expect(run.report.problems).toContainEqual(expect.objectContaining({ code: 'E_YAML_SYNTAX', file: SOURCES }));
    expect(site.read(SOURCES)).toBe(broken);
    const confirm = await runCli(['i18n', 'confirm', 'me', '--root', site.root]);
    expect(confirm.status).toBe(2);
    expect(confirm.stderr).toMatch(/^content\/i18n-sources\.yaml does not parse \(.+\); after a merge, keep either side of each conflict and run it again\.\n$/);
  });
});

describe('the real content', () => {
  it('has no translation that may be out of date, and content/i18n-sources.yaml records every translation as it is', async () => {
    const site = createFixtureSite();
    try {
      const records = site.read(SOURCES);
      const { status, report } = await i18nJson(site);
      expect(status).toBe(0);
      expect(report.locales.map((l) => [l.code, l.stale])).toEqual([['en', 0], ['me', 0], ['sr', 0]]);
      // After changing messages, `npx tsx cli.ts i18n` (or `i18n confirm`) brings the file up to date: commit it.
      expect(report.sources, `${SOURCES} is behind the messages: run \`npx tsx cli.ts i18n\` and commit it`).toEqual({ file: SOURCES, updated: false, recorded: 0 });
      expect(site.read(SOURCES)).toBe(records);
    } finally {
      site.dispose();
    }
  });
});
