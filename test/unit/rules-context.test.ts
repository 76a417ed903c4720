import { describe, expect, it } from 'vitest';
import { createProblem } from '../../core/errors/problem.js';
import { findDuplicates, problemAt } from '../../pipeline/validate/rules/context.js';
import { positionOf } from '../helpers/fixture-site.js';
import { yaml, yamlFile } from '../helpers/inline-yaml.js';

describe('findDuplicates', () => {
  it('reports the second and later repeats of a key with the index of its first use', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'a' }, { id: 'c' }, { id: 'a' }, { id: 'b' }];
    expect(findDuplicates(items, (i) => i.id)).toEqual([
      { index: 2, key: 'a', first: 0 },
      { index: 4, key: 'a', first: 0 },
      { index: 5, key: 'b', first: 1 },
    ]);
  });

  it('finds none in an empty or unique list', () => {
    expect(findDuplicates([], String)).toEqual([]);
    expect(findDuplicates(['x', 'y'], String)).toEqual([]);
  });
});

describe('problemAt', () => {
  const text = yaml`
    routes:
      - id: home
        layout: fancy
  `;
  const file = yamlFile('content/site.yaml', text);

  it('creates the problem at the value the data path names', () => {
    expect(problemAt('E_UNKNOWN_LAYOUT', 'msg', file, ['routes', 0, 'layout'])).toEqual(
      createProblem('E_UNKNOWN_LAYOUT', 'msg', { file: 'content/site.yaml', ...positionOf(text, 'fancy') }),
    );
  });

  it('or at its key', () => {
    expect(problemAt('E_SCHEMA', 'msg', file, ['routes', 0, 'layout'], 'key').position).toEqual({ file: 'content/site.yaml', ...positionOf(text, 'layout') });
  });
});
