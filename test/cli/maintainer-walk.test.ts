/**
 * The README's maintainer walk-through ("Maintaining the site"), step by step, with the commands it names,
 * in process on the one-locale fixture: where the README or docs/content.md print what a command answers,
 * the command answers exactly that. (The dev server's side of the same steps: test/dev/server.test.ts; the
 * build of a site with a locale in progress: test/cli/build.test.ts.)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureSite, PROJECT_ROOT, type FixtureSite } from '../helpers/fixture-site.js';
import { runInProcess } from '../helpers/run-cli.js';

const PACKAGES = 'content/packages.yaml';
const SECTIONS = 'content/sections.yaml';
const EN = 'content/messages/en.yaml';
const HR = 'content/messages/hr.yaml';

/** The fenced blocks of a Markdown text after `marker`, each without the indentation of its fence. */
function blocksAfter(file: string, marker: string): string[] {
  const text = readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
  const from = text.indexOf(marker);
  if (from < 0) throw new Error(`${file} no longer has "${marker}"`);
  return [...text.slice(from).matchAll(/^( *)```[a-z]*\n([\s\S]*?)^\1```$/gm)].map(([, indent, body]) => body!.split('\n').map((line) => line.slice(indent!.length)).join('\n'));
}

function readTree(root: string, dir = 'content'): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(path.join(root, dir)).sort()) {
    const file = `${dir}/${name}`;
    if (statSync(path.join(root, file)).isDirectory()) for (const [f, text] of readTree(root, file)) files.set(f, text);
    else files.set(file, readFileSync(path.join(root, file), 'utf8'));
  }
  return files;
}

let site: FixtureSite;
const run = (...args: string[]) => runInProcess([...args, '--root', site.root]);
beforeAll(() => {
  site = createFixtureSite('one-locale');
});
afterAll(() => site?.dispose());

describe("the README's maintainer walk-through", () => {
  it('3. a price changed in content/packages.yaml validates', async () => {
    site.replace(PACKAGES, 'tier: start, price: 12,', 'tier: start, price: 14,');
    const validate = await run('validate');
    expect([validate.status, validate.stderr]).toEqual([0, '']);
    expect(validate.stdout).toMatch(/^✔ content valid: /);
  });

  it('4. a section of an existing type from content alone, as docs/content.md ("Adding a section") walks through it', async () => {
    const [entry, problem, group] = blocksAfter('docs/content.md', '## Adding a section');
    site.replace(SECTIONS, '    messages: betterBecause\n', `    messages: betterBecause\n${entry}`);
    const first = await run('validate');
    expect(first.status).toBe(1);
    expect(first.stdout.split('\n')[0]).toBe(problem!.trimEnd());
    // "Write the group in content/messages/en.yaml at the marked line."
    const [, line] = /^content\/messages\/en\.yaml:(\d+):1 /.exec(problem!)!;
    const lines = site.read(EN).split('\n');
    site.write(EN, [...lines.slice(0, Number(line) - 1), ...group!.split('\n'), ...lines.slice(Number(line) - 1)].join('\n'));
    const second = await run('validate');
    expect([second.status, second.stderr]).toEqual([0, '']);
  });

  it('5. a mistake is printed exactly as the README shows it, and validate exits 1', async () => {
    const [shown] = blocksAfter('README.md', '5. **Break something');
    const good = site.read(PACKAGES);
    site.replace(PACKAGES, 'tier: start, price: 14,', 'tier: start, price: twelve,');
    const validate = await run('validate');
    site.write(PACKAGES, good.replace('price: 14,', 'price: 12,'));
    expect([validate.status, validate.stdout]).toEqual([1, shown]);
  });

  it('6. a locale: add, two messages translated, en.yaml edited, the stale one confirmed, removed again', async () => {
    // The fixture's records still name the locales trimming took out; the first `i18n` drops them.
    expect((await run('i18n', '--out', 'no-build-here')).status).toBe(0);
    const before = readTree(site.root);
    expect((await run('i18n', 'add', 'hr', '--office', 'montenegro')).status).toBe(0);
    site.replace(HR, '  menu: "[untranslated] Menu"', '  menu: "Izbornik"');
    site.replace(HR, '  closeMenu: "[untranslated] Close menu"', '  closeMenu: "Zatvori izbornik"');
    const validate = await run('validate');
    expect(validate.status).toBe(0);
    expect(validate.stderr).toMatch(/^W_LOCALE_IN_PROGRESS: Locale "hr" is in progress: \d+ of \d+ messages are not translated yet/);
    // `i18n` records the two translations; then the English text of one changes.
    expect((await run('i18n', '--out', 'no-build-here')).stdout).toContain('content/i18n-sources.yaml updated: 2 translations recorded');
    const en = site.read(EN);
    site.replace(EN, '  menu: "Menu"', '  menu: "Main menu"');
    expect((await run('validate')).status).toBe(0);
    const report = await run('i18n', '--out', 'no-build-here');
    expect(report.status).toBe(0);
    expect(report.stdout).toContain('  hr header.menu  content/messages/hr.yaml:');
    expect(report.stdout.trimEnd().split('\n').at(-1)).toBe('! 1 of 2 locales translated; in progress: hr (W_LOCALE_IN_PROGRESS, on stderr); 1 translation may be out of date (listed above)');
    const confirm = await run('i18n', 'confirm', 'hr', 'header.menu');
    expect([confirm.status, confirm.stdout.split('\n')[0]]).toEqual([0, '✔ confirmed 1 translation of "hr": header.menu']);

    site.write(EN, en);
    const remove = await run('i18n', 'remove', 'hr');
    expect([remove.status, remove.stdout]).toEqual([0, '✔ removed locale "hr"\n  updated content/site.yaml  locales: the entry of "hr" removed\n  removed content/messages/hr.yaml\n  updated content/i18n-sources.yaml  the records of "hr" removed\n']);
    // content/ is as it was before `add`, the translators' records included.
    expect(readTree(site.root)).toEqual(before);
  });
});
