import { describe, expect, it } from 'vitest';
import { createProblem } from '../../core/errors/problem.js';
import { renderJson } from '../../core/report/json.js';

const problems = [
  createProblem('E_UNKNOWN_LAYOUT', 'Unknown layout "fancy"', { file: 'content/site.yaml', line: 50, column: 13 }),
  createProblem('E_SCHEMA', 'Line\nbreak and "quotes"', { file: 'content/tiers.yaml', line: 1, column: 1 }, 'Custom hint.'),
];

describe('renderJson', () => {
  it('writes an array of flat objects with code, message, file, line, column and hint, in that order, indented by two', () => {
    expect(renderJson(problems)).toBe(
      [
        '[',
        '  {',
        '    "code": "E_UNKNOWN_LAYOUT",',
        '    "message": "Unknown layout \\"fancy\\"",',
        '    "file": "content/site.yaml",',
        '    "line": 50,',
        '    "column": 13,',
        '    "hint": "Use one of the known layouts, or leave `layout` out to use default."',
        '  },',
        '  {',
        '    "code": "E_SCHEMA",',
        '    "message": "Line\\nbreak and \\"quotes\\"",',
        '    "file": "content/tiers.yaml",',
        '    "line": 1,',
        '    "column": 1,',
        '    "hint": "Custom hint."',
        '  }',
        ']',
      ].join('\n'),
    );
  });

  it('parses back to the same values', () => {
    const rows = JSON.parse(renderJson(problems)) as Record<string, unknown>[];
    expect(rows).toEqual([
      { code: 'E_UNKNOWN_LAYOUT', message: 'Unknown layout "fancy"', file: 'content/site.yaml', line: 50, column: 13, hint: problems[0]!.hint },
      { code: 'E_SCHEMA', message: 'Line\nbreak and "quotes"', file: 'content/tiers.yaml', line: 1, column: 1, hint: 'Custom hint.' },
    ]);
    expect(rows.map((r) => Object.keys(r))).toEqual([
      ['code', 'message', 'file', 'line', 'column', 'hint'],
      ['code', 'message', 'file', 'line', 'column', 'hint'],
    ]);
  });

  it('writes an empty array for no problems', () => {
    expect(renderJson([])).toBe('[]');
  });
});
