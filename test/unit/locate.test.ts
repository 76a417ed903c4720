import { describe, expect, it } from 'vitest';
import { locate, positionAt } from '../../pipeline/load/locate.js';
import { positionOf } from '../helpers/fixture-site.js';
import { yaml, yamlFile } from '../helpers/inline-yaml.js';

const FILE = 'content/site.yaml';
const text = yaml`
  # a comment first
  brand:
    name: Fiskalis
  routes:
    - id: home
      path: /
    - { id: privacy, path: /privacy, layout: fancy }
  empty:
  list: [a, b]
  "42": numeric key
`;
const file = yamlFile(FILE, text);
const at = (needle: string, offset = 0, occurrence = 1) => ({ file: FILE, ...positionOf(text, needle, offset, occurrence) });

describe('locate', () => {
  it('points at the value of a map key', () => {
    expect(locate(file, ['brand', 'name'])).toEqual(at('Fiskalis'));
  });

  it('points at the key instead with at: "key"', () => {
    expect(locate(file, ['brand', 'name'], 'key')).toEqual(at('name:'));
  });

  it('points at the start of a nested map for a map value', () => {
    expect(locate(file, ['brand'])).toEqual(at('name:'));
  });

  it('follows sequence indexes in block and flow collections', () => {
    expect(locate(file, ['routes', 0])).toEqual(at('id: home'));
    expect(locate(file, ['routes', 0, 'path'])).toEqual(at('/\n'));
    expect(locate(file, ['routes', 1])).toEqual(at('{ id: privacy'));
    expect(locate(file, ['routes', 1, 'layout'])).toEqual(at('fancy'));
    expect(locate(file, ['routes', 1, 'layout'], 'key')).toEqual(at('layout'));
    expect(locate(file, ['list', 1])).toEqual(at('b]'));
  });

  it('points at the deepest part that exists when the path goes further', () => {
    expect(locate(file, ['brand', 'legalName'])).toEqual(at('name:'));
    expect(locate(file, ['routes', 7, 'id'])).toEqual(at('- id: home'));
    expect(locate(file, ['brand', 'name', 'deeper'])).toEqual(at('Fiskalis'));
    expect(locate(file, ['list', 'notAnIndex'])).toEqual(at('[a, b]'));
  });

  it('points just after the colon of a key without a value, where the value goes', () => {
    expect(locate(file, ['empty'])).toEqual(at('empty:', 6));
    expect(locate(file, ['empty', 'child'])).toEqual(at('empty:', 6));
    expect(locate(file, ['empty'], 'key')).toEqual(at('empty:'));
  });

  it('matches numeric path segments against map keys written as text', () => {
    expect(locate(file, [42])).toEqual(at('numeric key'));
  });

  it('points at the document start for the root path', () => {
    expect(locate(file, [])).toEqual(at('brand:'));
  });

  it('points at line 1, column 1 of an empty document', () => {
    expect(locate(yamlFile('e.yaml', ''), ['anything'])).toEqual({ file: 'e.yaml', line: 1, column: 1 });
  });
});

describe('positionAt', () => {
  it('turns a character offset into a 1-based line and column', () => {
    expect(positionAt(file, 0)).toEqual({ file: FILE, line: 1, column: 1 });
    expect(positionAt(file, text.indexOf('Fiskalis'))).toEqual(at('Fiskalis'));
  });
});
