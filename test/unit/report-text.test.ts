import { describe, expect, it } from 'vitest';
import { catalogue } from '../../core/errors/catalogue.js';
import { createProblem } from '../../core/errors/problem.js';
import { renderFailureSummary, renderText } from '../../core/report/text.js';

// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/;
const source = 'a: 1\nb:\n  c: fancy\n  d: 2\ne: 3\n';
const layout = createProblem('E_UNKNOWN_LAYOUT', 'Unknown layout "fancy" at b.c; known: default, custom', { file: 'content/site.yaml', line: 3, column: 6 });
const missing = createProblem('E_FILE_MISSING', 'content/tiers.yaml does not exist', { file: 'content/tiers.yaml', line: 1, column: 1 });
const first = createProblem('E_SCHEMA', 'a must be string', { file: 'content/site.yaml', line: 1, column: 4 });
const sources = new Map([['content/site.yaml', source]]);

describe('renderText without colour', () => {
  it('writes file:line:column, code and message, the hint, and a code frame marking the line and column', () => {
    expect(renderText([layout], { color: false, sources })).toBe(
      [
        'content/site.yaml:3:6  E_UNKNOWN_LAYOUT  Unknown layout "fancy" at b.c; known: default, custom',
        `  hint: ${catalogue.E_UNKNOWN_LAYOUT.hint}`,
        '      2 | b:',
        '    > 3 |   c: fancy',
        '        |      ^',
        '      4 |   d: 2',
        '',
        '✖ 1 problem in 1 file',
      ].join('\n'),
    );
  });

  it('separates problems by a blank line, gives a problem without a source no frame, and counts problems and files', () => {
    expect(renderText([first, layout, missing], { color: false, sources })).toBe(
      [
        'content/site.yaml:1:4  E_SCHEMA  a must be string',
        `  hint: ${catalogue.E_SCHEMA.hint}`,
        '    > 1 | a: 1',
        '        |    ^',
        '      2 | b:',
        '',
        'content/site.yaml:3:6  E_UNKNOWN_LAYOUT  Unknown layout "fancy" at b.c; known: default, custom',
        `  hint: ${catalogue.E_UNKNOWN_LAYOUT.hint}`,
        '      2 | b:',
        '    > 3 |   c: fancy',
        '        |      ^',
        '      4 |   d: 2',
        '',
        'content/tiers.yaml:1:1  E_FILE_MISSING  content/tiers.yaml does not exist',
        `  hint: ${catalogue.E_FILE_MISSING.hint}`,
        '',
        '✖ 3 problems in 2 files',
      ].join('\n'),
    );
  });

  it('has no ANSI escapes at all', () => {
    expect(renderText([first, layout, missing], { color: false, sources })).not.toMatch(ANSI);
  });
});

describe('renderText with colour', () => {
  const out = renderText([layout], { color: true, sources });
  const plain = out.replace(new RegExp(ANSI.source, 'g'), '');

  it('colours the output with ANSI escapes', () => {
    expect(out).toMatch(ANSI);
    expect(out).toContain('\x1b[36mcontent/site.yaml:3:6\x1b[39m');
  });

  it('says the same as without colour once the escapes are removed', () => {
    expect(plain).toBe(renderText([layout], { color: false, sources }));
  });
});

describe('renderFailureSummary', () => {
  it('counts problems and distinct files, singular and plural', () => {
    expect(renderFailureSummary([missing], false)).toBe('✖ 1 problem in 1 file');
    expect(renderFailureSummary([first, layout], false)).toBe('✖ 2 problems in 1 file');
    expect(renderFailureSummary([first, missing], false)).toBe('✖ 2 problems in 2 files');
    expect(renderFailureSummary([missing], true)).toBe('\x1b[31m✖ 1 problem in 1 file\x1b[39m');
  });
});

describe('renderText on a screen', () => {
  const SEE_ALL = 'run it again with --all to see every one';
  const screen = (rows: number, all = false) => ({ rows, columns: undefined, all, seeAll: SEE_ALL });
  const de = 'content/messages/de.yaml';
  // Without sources each problem is two rows (head, hint) and the blank row after it.
  const untranslated = Array.from({ length: 8 }, (_, i) => createProblem('E_UNTRANSLATED', `Message "m${i + 1}" is not translated yet`, { file: de, line: i + 1, column: 9 }));
  const missing = createProblem('E_MISSING_MESSAGE', 'Message "m9" is missing', { file: de, line: 9, column: 3 });
  const problems = [...untranslated, missing, layout];
  const none = { color: false, sources: new Map<string, string>() };
  const block = (p: typeof layout) => [`${p.position.file}:${p.position.line}:${p.position.column}  ${p.code}  ${p.message}`, `  hint: ${p.hint}`, ''];

  it('prints a report that fits its screen as without one: no summary, every problem', () => {
    expect(renderText([first, layout, missing], { color: false, sources, screen: screen(40) })).toBe(renderText([first, layout, missing], { color: false, sources }));
  });

  it('puts the summary first, then the problems that fit (the first of each file and code among them) and a line counting the rest', () => {
    // 20 rows: one for the prompt, three for the summary, one blank, two for the last lines: four problems.
    const text = renderText(problems, { ...none, screen: screen(20) });
    expect(text).toBe([
      'Problems by file and code:',
      '  content/messages/de.yaml  9  E_UNTRANSLATED 8, E_MISSING_MESSAGE 1',
      '  content/site.yaml         1  E_UNKNOWN_LAYOUT 1',
      '',
      ...block(untranslated[0]!),
      ...block(untranslated[1]!),
      ...block(missing),
      ...block(layout),
      '… 6 more problems not shown; run it again with --all to see every one',
      '✖ 10 problems in 2 files',
    ].join('\n'));
    expect(text.split('\n').length).toBeLessThan(20);
  });

  it('prints every problem after the summary with all', () => {
    const text = renderText(problems, { ...none, screen: screen(20, true) });
    expect(text).toBe(`${text.split('\n\n')[0]}\n\n${renderText(problems, none)}`);
    expect(text.startsWith('Problems by file and code:\n')).toBe(true);
  });

  it('shows one problem, however tall, on a screen too small for it', () => {
    const text = renderText(problems, { ...none, screen: screen(3) });
    expect(text.split('\n').filter((l) => l.startsWith('content/'))).toEqual([`${de}:1:9  E_UNTRANSLATED  Message "m1" is not translated yet`]);
    expect(text).toContain('\n… 9 more problems not shown; run it again with --all to see every one\n');
  });

  it('counts a line that wraps as the rows it takes', () => {
    // 100 columns: the E_UNTRANSLATED hint wraps onto a second row, so fewer problems fit than with no width.
    const wide = renderText(problems, { ...none, screen: screen(20) });
    const narrow = renderText(problems, { ...none, screen: { ...screen(20), columns: 100 } });
    expect(catalogue.E_UNTRANSLATED.hint.length + 8).toBeGreaterThan(100);
    expect(narrow.split('\n').filter((l) => l.startsWith('content/')).length).toBeLessThan(wide.split('\n').filter((l) => l.startsWith('content/')).length);
  });
});
