import { describe, expect, it } from 'vitest';
import { FALLBACK_ROWS, screenOf } from '../../commands/screen.js';
import { createProblem } from '../../core/errors/problem.js';
import { countRows } from '../../core/report/screen.js';
import { renderProblemSummary } from '../../core/report/summary.js';

describe('countRows', () => {
  it('counts each line as one row when the width is unknown, and a wrapping line as the rows it fills', () => {
    const text = `abc\n${'x'.repeat(250)}\n`;
    expect(countRows(text, undefined)).toBe(3);
    expect(countRows(text, 100)).toBe(5);
  });

  it('does not count colour escapes as width', () => {
    expect(countRows(`\x1b[31m${'x'.repeat(100)}\x1b[39m`, 100)).toBe(1);
  });
});

describe('renderProblemSummary', () => {
  const at = (file: string, code: 'E_SCHEMA' | 'E_UNTRANSLATED') => createProblem(code, 'm', { file, line: 1, column: 1 });
  const problems = [at('a.yaml', 'E_SCHEMA'), at('b.yaml', 'E_SCHEMA'), at('b.yaml', 'E_UNTRANSLATED'), at('b.yaml', 'E_UNTRANSLATED'), at('c.yaml', 'E_SCHEMA'), at('d.yaml', 'E_SCHEMA')];

  it('gives a row per file with its count and the count of each code, most frequent first', () => {
    expect(renderProblemSummary(problems, false)).toBe([
      'Problems by file and code:',
      '  a.yaml  1  E_SCHEMA 1',
      '  b.yaml  3  E_UNTRANSLATED 2, E_SCHEMA 1',
      '  c.yaml  1  E_SCHEMA 1',
      '  d.yaml  1  E_SCHEMA 1',
    ].join('\n'));
  });

  it('folds the files beyond its rows into one', () => {
    expect(renderProblemSummary(problems, false, 3)).toBe([
      'Problems by file and code:',
      '  a.yaml  1  E_SCHEMA 1',
      '  b.yaml  3  E_UNTRANSLATED 2, E_SCHEMA 1',
      '  … 2 more files with 2 problems',
    ].join('\n'));
  });
});

describe('screenOf', () => {
  const io = (stdout: { isTTY?: boolean; rows?: number; columns?: number }) => ({ stdout: { write: () => true, ...stdout }, stderr: { write: () => true }, env: {}, cwd: '/' });

  it('takes a terminal\'s rows and columns', () => {
    expect(screenOf(io({ isTTY: true, rows: 30, columns: 120 }), false, 'see')).toEqual({ rows: 30, columns: 120, all: false, seeAll: 'see' });
  });

  it('gives a pipe or a file a screenful of its own, without a width', () => {
    expect(screenOf(io({}), true, 'see')).toEqual({ rows: FALLBACK_ROWS, columns: undefined, all: true, seeAll: 'see' });
  });
});
