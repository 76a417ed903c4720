import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../core/errors/catalogue.js';
import type { Problem } from '../../core/errors/problem.js';
import { renderText } from '../../core/report/text.js';
import { FALLBACK_ROWS } from '../../commands/screen.js';
import { collectEntries } from '../../pipeline/i18n/entries.js';
import { parseYaml } from '../../pipeline/load/parse-yaml.js';
import { PROJECT_ROOT, createFixtureSite, positionOf, type FixtureSite } from '../helpers/fixture-site.js';
import { runInProcess } from '../helpers/run-cli.js';

// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/;
const pkg = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string };

/** The CLI in this process (cli.ts runCli, commander included), from the project root, without colour unless `env` says otherwise. */
const cli = runInProcess;

describe('fiskalis-site validate on the real content', () => {
  it('exits 0 and prints exactly one summary line', async () => {
    const run = await cli(['validate']);
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(run.stdout.endsWith('\n')).toBe(true);
    const lines = run.stdout.slice(0, -1).split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^✔ content valid: 7 files, 3 locales, \d+ messages, 14 sections, 12 packages \(\d+ ms\)$/);
  });

  it('prints an empty JSON array with --format json', async () => {
    expect(await cli(['validate', '--format', 'json'])).toEqual({ status: 0, stdout: '[]\n', stderr: '' });
  });
});

describe('fiskalis-site validate on broken content', () => {
  let site: FixtureSite;
  let expected: { code: Problem['code']; message: string; file: string; line: number; column: number }[];

  beforeAll(() => {
    site = createFixtureSite();
    site.replace('content/site.yaml', 'layout: custom', 'layout: fancy');
    site.replace('content/messages/en.yaml', '    home: "Home"', '    home: "Home {x"');
    site.remove('content/tiers.yaml');
    const siteText = site.read('content/site.yaml');
    const en = site.read('content/messages/en.yaml');
    expected = [
      { code: 'E_ICU_SYNTAX', message: 'Message "header.nav.home" is not valid ICU: a "{" is not closed by "}"', file: 'content/messages/en.yaml', ...positionOf(en, '"Home {x"', 8) },
      { code: 'E_UNKNOWN_LAYOUT', message: 'Unknown layout "fancy" at routes[1].layout; known: default, custom', file: 'content/site.yaml', ...positionOf(siteText, 'fancy') },
      { code: 'E_FILE_MISSING', message: 'content/tiers.yaml does not exist', file: 'content/tiers.yaml', line: 1, column: 1 },
    ];
  });
  afterAll(() => site.dispose());

  it('exits 1 and prints every problem as file:line:column  CODE  message, with hint and code frame, without colour', async () => {
    const run = await cli(['validate', '--root', site.root]);
    expect([run.status, run.stderr]).toEqual([1, '']);
    expect(run.stdout).not.toMatch(ANSI);
    expect(run.stdout.split('\n').filter((l) => /^content\//.test(l))).toEqual(expected.map((p) => `${p.file}:${p.line}:${p.column}  ${p.code}  ${p.message}`));
    // The whole output is the text report of those problems, with the sources of the files that exist (the
    // missing tiers.yaml gets no code frame), then the summary line.
    const { problems } = site.load();
    const sources = new Map(['content/messages/en.yaml', 'content/site.yaml'].map((f) => [f, site.read(f)]));
    expect(run.stdout).toBe(`${renderText(problems, { color: false, sources })}\n`);
    expect(run.stdout).toContain(`    > ${expected[1]!.line} |     layout: fancy\n`);
    expect(run.stdout).toContain(`content/tiers.yaml:1:1  E_FILE_MISSING  content/tiers.yaml does not exist\n  hint: ${catalogue.E_FILE_MISSING.hint}\n\n✖ 3 problems in 3 files\n`);
  });

  it('prints a JSON array of {code, message, file, line, column, hint} with --format json', async () => {
    const run = await cli(['validate', '--root', site.root, '--format', 'json']);
    expect([run.status, run.stderr]).toEqual([1, '']);
    const rows = JSON.parse(run.stdout) as Record<string, unknown>[];
    expect(rows.map((r) => Object.keys(r))).toEqual(expected.map(() => ['code', 'message', 'file', 'line', 'column', 'hint']));
    expect(rows).toEqual(expected.map((p) => ({ ...p, hint: catalogue[p.code].hint })));
  });

  it('prints one ::error workflow command per problem with --format github', async () => {
    const run = await cli(['validate', '--root', site.root, '--format', 'github']);
    expect([run.status, run.stderr]).toEqual([1, '']);
    expect(run.stdout).toBe(
      expected.map((p) => `::error file=${p.file},line=${p.line},col=${p.column},title=${p.code}::${p.code}: ${p.message}. ${catalogue[p.code].hint}\n`).join(''),
    );
  });

  it('colours the report with FORCE_COLOR=1 and no NO_COLOR', async () => {
    const run = await cli(['validate', '--root', site.root], { NO_COLOR: undefined, FORCE_COLOR: '1' });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(ANSI);
    expect(run.stdout.replace(new RegExp(ANSI.source, 'g'), '').split('\n').filter((l) => /^content\//.test(l))).toHaveLength(3);
  });
});

describe('fiskalis-site validate on a half-translated locale (more problems than fit a screen)', () => {
  let site: FixtureSite;
  let keys: number;
  const heads = (stdout: string) => stdout.split('\n').filter((l) => /^content\/[^ ]+:\d+:\d+ {2}E_/.test(l));

  beforeAll(async () => {
    site = createFixtureSite('small');
    expect((await cli(['i18n', 'add', 'de', '--root', site.root])).status).toBe(0);
    // Published: every message left is a problem (in progress, they are one warning).
    site.replace('content/site.yaml', '    status: in-progress\n', '    status: published\n');
    site.replace('content/site.yaml', 'layout: custom', 'layout: fancy');
    keys = collectEntries(parseYaml('content/messages/en.yaml', site.read('content/messages/en.yaml')).file!).length;
  });
  afterAll(() => site?.dispose());

  it('prints the summary by file and code first, a screenful of problems, then how many more and how to see them', async () => {
    const run = await cli(['validate', '--root', site.root]);
    expect([run.status, run.stderr]).toEqual([1, '']);
    const lines = run.stdout.slice(0, -1).split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'Problems by file and code:',
      `  content/messages/de.yaml  ${keys}  E_UNTRANSLATED ${keys}`,
      `  content/site.yaml         ${'1'.padStart(String(keys).length)}  E_UNKNOWN_LAYOUT 1`,
      '',
    ]);
    // Not printed by a terminal, so the screen is FALLBACK_ROWS high, one row kept for the prompt.
    expect(lines.length).toBeLessThan(FALLBACK_ROWS);
    const shown = heads(run.stdout);
    const marker = positionOf(site.read('content/messages/de.yaml'), '[untranslated] ');
    const fancy = positionOf(site.read('content/site.yaml'), 'fancy');
    expect(shown[0]).toBe(`content/messages/de.yaml:${marker.line}:${marker.column}  E_UNTRANSLATED  Message "header.nav.home" of locale "de" is not translated yet`);
    // The one layout problem sorts after every message of de.yaml, and is shown all the same.
    expect(shown.at(-1)).toBe(`content/site.yaml:${fancy.line}:${fancy.column}  E_UNKNOWN_LAYOUT  Unknown layout "fancy" at routes[1].layout; known: default, custom`);
    expect(lines.slice(-2)).toEqual([
      `… ${keys + 1 - shown.length} more problems not shown; run it again with --all to see every one`,
      `✖ ${keys + 1} problems in 2 files`,
    ]);
  });

  it('prints every problem after the summary with --all', async () => {
    const run = await cli(['validate', '--root', site.root, '--all']);
    expect(run.status).toBe(1);
    expect(run.stdout.startsWith('Problems by file and code:\n')).toBe(true);
    expect(heads(run.stdout)).toHaveLength(keys + 1);
    expect(run.stdout).not.toContain('more problems not shown');
    expect(run.stdout.endsWith(`\n\n✖ ${keys + 1} problems in 2 files\n`)).toBe(true);
  });

  it('keeps every problem in json and github, with or without --all', async () => {
    const json = await cli(['validate', '--root', site.root, '--format', 'json']);
    expect((JSON.parse(json.stdout) as unknown[]).length).toBe(keys + 1);
    const github = await cli(['validate', '--root', site.root, '--format', 'github']);
    expect(github.stdout.split('\n').filter((l) => l.startsWith('::error '))).toHaveLength(keys + 1);
    expect(github.stdout).not.toContain('more problems not shown');
  });
});

describe('fiskalis-site usage', () => {
  it('exits 2 for an unknown format, naming the allowed ones', async () => {
    const run = await cli(['validate', '--format', 'xml']);
    expect([run.status, run.stdout]).toEqual([2, '']);
    expect(run.stderr).toContain("error: option '--format <format>' argument 'xml' is invalid. Use one of: text, json, github.");
  });

  it('exits 2 for an unknown option', async () => {
    const run = await cli(['validate', '--bogus']);
    expect([run.status, run.stdout]).toEqual([2, '']);
    expect(run.stderr).toContain("error: unknown option '--bogus'");
  });

  it('exits 2 with a message on stderr for a root without content', async () => {
    expect(await cli(['validate', '--root', '/nonexistent'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'The content folder /nonexistent/content does not exist; run the command from the project root or pass --root.\n',
    });
  });

  it('exits 2, with the help on stderr, when no command is given', async () => {
    const run = await cli([]);
    expect([run.status, run.stdout]).toEqual([2, '']);
    expect(run.stderr).toContain('Usage: fiskalis-site [options] [command]');
  });

  it('prints the help with --help and exits 0', async () => {
    const run = await cli(['--help']);
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toContain('Usage: fiskalis-site [options] [command]');
    expect(run.stdout).toMatch(/^ {2}validate \[options\] +check all content/m);
  });

  it('prints the version of package.json with --version and exits 0', async () => {
    expect(await cli(['--version'])).toEqual({ status: 0, stdout: `${pkg.version}\n`, stderr: '' });
  });
});
