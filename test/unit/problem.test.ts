import { describe, expect, it } from 'vitest';
import { catalogue } from '../../core/errors/catalogue.js';
import { ContentProblems, UsageError, createProblem, sortProblems, type Problem } from '../../core/errors/problem.js';

const at = (file: string, line: number, column: number) => ({ file, line, column });

describe('createProblem', () => {
  it('takes the hint from the catalogue and freezes the problem', () => {
    const problem = createProblem('E_TIER_CYCLE', 'Tier "a" includes itself', at('content/tiers.yaml', 3, 5));
    expect(problem).toEqual({ code: 'E_TIER_CYCLE', message: 'Tier "a" includes itself', hint: catalogue.E_TIER_CYCLE.hint, position: at('content/tiers.yaml', 3, 5) });
    expect(Object.isFrozen(problem)).toBe(true);
  });

  it('uses a hint given for the occurrence instead', () => {
    expect(createProblem('E_SCHEMA', 'm', at('f', 1, 1), 'Do this.').hint).toBe('Do this.');
  });
});

describe('sortProblems', () => {
  it('orders by file, then line, then column, then code, without changing its input', () => {
    const p = (code: Problem['code'], file: string, line: number, column: number) => createProblem(code, `${file}:${line}:${column}`, at(file, line, column));
    const input = [
      p('E_SCHEMA', 'content/site.yaml', 10, 3),
      p('E_YAML_SYNTAX', 'content/messages/en.yaml', 2, 1),
      p('E_SCHEMA', 'content/site.yaml', 2, 7),
      p('E_DUPLICATE_ID', 'content/site.yaml', 10, 3),
      p('E_SCHEMA', 'content/site.yaml', 10, 1),
      p('E_SCHEMA', 'content/site.yaml', 9, 40),
    ];
    const before = [...input];
    expect(sortProblems(input).map((x) => `${x.message} ${x.code}`)).toEqual([
      'content/messages/en.yaml:2:1 E_YAML_SYNTAX',
      'content/site.yaml:2:7 E_SCHEMA',
      'content/site.yaml:9:40 E_SCHEMA',
      'content/site.yaml:10:1 E_SCHEMA',
      'content/site.yaml:10:3 E_DUPLICATE_ID',
      'content/site.yaml:10:3 E_SCHEMA',
    ]);
    expect(input).toEqual(before);
  });

  it('compares lines and columns as numbers, not as text', () => {
    const problems = [createProblem('E_SCHEMA', 'b', at('f', 10, 1)), createProblem('E_SCHEMA', 'a', at('f', 9, 1))];
    expect(sortProblems(problems).map((p) => p.message)).toEqual(['a', 'b']);
  });
});

describe('ContentProblems', () => {
  it('carries the problems sorted and counts them in its message', () => {
    const late = createProblem('E_SCHEMA', 'late', at('f', 2, 1));
    const early = createProblem('E_SCHEMA', 'early', at('f', 1, 1));
    const error = new ContentProblems([late, early]);
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.message]).toEqual(['ContentProblems', '2 content problems']);
    expect(error.problems).toEqual([early, late]);
    expect(new ContentProblems([early]).message).toBe('1 content problem');
  });
});

describe('UsageError', () => {
  it('is an Error with its own name', () => {
    const error = new UsageError('bad flag');
    expect([error instanceof Error, error.name, error.message]).toEqual([true, 'UsageError', 'bad flag']);
  });
});
