import { describe, expect, it } from 'vitest';
import { catalogue } from '../../core/errors/catalogue.js';
import { createProblem } from '../../core/errors/problem.js';
import { renderGithub } from '../../core/report/github.js';

describe('renderGithub', () => {
  it('writes one ::error workflow command per problem with file, line, col and title, and code, message and hint as text', () => {
    const problems = [
      createProblem('E_UNKNOWN_LAYOUT', 'Unknown layout "fancy"', { file: 'content/site.yaml', line: 50, column: 13 }),
      createProblem('E_FILE_MISSING', 'content/tiers.yaml does not exist', { file: 'content/tiers.yaml', line: 1, column: 1 }),
    ];
    expect(renderGithub(problems)).toBe(
      [
        `::error file=content/site.yaml,line=50,col=13,title=E_UNKNOWN_LAYOUT::E_UNKNOWN_LAYOUT: Unknown layout "fancy". ${catalogue.E_UNKNOWN_LAYOUT.hint}`,
        `::error file=content/tiers.yaml,line=1,col=1,title=E_FILE_MISSING::E_FILE_MISSING: content/tiers.yaml does not exist. ${catalogue.E_FILE_MISSING.hint}`,
      ].join('\n'),
    );
  });

  it('escapes %, CR and LF in the text, and also : and , in properties', () => {
    const problem = createProblem('E_SCHEMA', '100% wrong:\r\nsee a, b', { file: 'content/odd:name,1%.yaml', line: 2, column: 3 }, 'Fix: it, now.\nThen rerun.');
    expect(renderGithub([problem])).toBe(
      '::error file=content/odd%3Aname%2C1%25.yaml,line=2,col=3,title=E_SCHEMA::E_SCHEMA: 100%25 wrong:%0D%0Asee a, b. Fix: it, now.%0AThen rerun.',
    );
  });

  it('writes nothing for no problems', () => {
    expect(renderGithub([])).toBe('');
  });
});
