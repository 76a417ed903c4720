import { describe, expect, it } from 'vitest';
import { createProblem } from '../../core/errors/problem.js';
import { FORMATS, renderProblems } from '../../core/report/index.js';
import { renderGithub } from '../../core/report/github.js';
import { renderJson } from '../../core/report/json.js';
import { renderText } from '../../core/report/text.js';

const problems = [createProblem('E_SCHEMA', 'x must be string', { file: 'content/site.yaml', line: 1, column: 4 })];
const options = { color: false, sources: new Map([['content/site.yaml', 'x: 1\n']]) };

describe('renderProblems', () => {
  it('offers the formats text, json and github', () => {
    expect(FORMATS).toEqual(['text', 'json', 'github']);
  });

  it('renders each format with its reporter', () => {
    expect(renderProblems(problems, 'text', options)).toBe(renderText(problems, options));
    expect(renderProblems(problems, 'json', options)).toBe(renderJson(problems));
    expect(renderProblems(problems, 'github', options)).toBe(renderGithub(problems));
  });
});
