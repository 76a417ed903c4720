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
