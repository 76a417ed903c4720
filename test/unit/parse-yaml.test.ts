import { describe, expect, it } from 'vitest';
import { catalogue } from '../../core/errors/catalogue.js';
import { MAX_ALIAS_COUNT, parseYaml } from '../../pipeline/load/parse-yaml.js';
import { yaml } from '../helpers/inline-yaml.js';

const FILE = 'content/example.yaml';
const problem = (code: keyof typeof catalogue, message: string, line: number, column: number) => ({
  code, message, hint: catalogue[code].hint, position: { file: FILE, line, column },
});

describe('parseYaml', () => {
  it('returns the file with its text, document, line counter and plain value, and no problems', () => {
    const text = yaml`
      title: Fiskalis
      list: [1, two]
      nested: { on: true }
    `;
    const { file, problems } = parseYaml(FILE, text);
    expect(problems).toEqual([]);
    expect(file?.file).toBe(FILE);
    expect(file?.text).toBe(text);
    expect(file?.value).toEqual({ title: 'Fiskalis', list: [1, 'two'], nested: { on: true } });
    expect(file?.lineCounter.linePos(text.indexOf('list'))).toEqual({ line: 2, col: 1 });
    expect(file?.doc.getIn(['nested', 'on'])).toBe(true);
  });

  it('gives an empty file the value null, for the schema to reject', () => {
    expect(parseYaml(FILE, '').file?.value).toBeNull();
    expect(parseYaml(FILE, '# only a comment\n').problems).toEqual([]);
  });

  it('reports a duplicate key as E_YAML_DUPLICATE_KEY at the second key, and gives no value', () => {
    const { file, problems } = parseYaml(FILE, yaml`
      a: 1
      b: 2
      a: 3
    `);
    expect(problems).toEqual([problem('E_YAML_DUPLICATE_KEY', 'Map keys must be unique', 3, 1)]);
    expect(file?.value).toBeUndefined();
    expect(file?.doc).toBeDefined();
  });

  it('reports syntax errors with the first line of the message and without its position suffix', () => {
    expect(parseYaml(FILE, 'a: b: c\n').problems).toEqual([problem('E_YAML_SYNTAX', 'Nested mappings are not allowed in compact mappings', 1, 4)]);
    expect(parseYaml(FILE, 'ok: 1\n\tkey: 1\n').problems).toEqual([problem('E_YAML_SYNTAX', 'Tabs are not allowed as indentation', 2, 1)]);
    expect(parseYaml(FILE, 'a: "unterminated\n').problems).toEqual([problem('E_YAML_SYNTAX', 'Missing closing "quote', 2, 1)]);
  });

  it('reports every syntax error of the file, not only the first', () => {
    const { problems } = parseYaml(FILE, '- a\nb: 1\n');
    expect(problems.map((p) => [p.code, p.position.line, p.position.column])).toEqual([
      ['E_YAML_SYNTAX', 2, 1],
      ['E_YAML_SYNTAX', 2, 2],
      ['E_YAML_SYNTAX', 2, 4],
    ]);
  });

  it('reports an alias to an anchor that is not defined as a syntax error, at that alias', () => {
    const text = yaml`
      a: &here 1
      b: *here
      c: *nowhere
    `;
    expect(parseYaml(FILE, text).problems).toEqual([
      problem('E_YAML_SYNTAX', 'Unresolved alias (the anchor must be set before the alias): nowhere', 3, 4),
    ]);
  });

  it('expands a few aliases', () => {
    const { file, problems } = parseYaml(FILE, yaml`
      base: &base { k: v }
      one: *base
      two: *base
    `);
    expect(problems).toEqual([]);
    expect(file?.value).toEqual({ base: { k: 'v' }, one: { k: 'v' }, two: { k: 'v' } });
  });

  it('stops an alias bomb with E_YAML_ALIAS_LIMIT at its first alias, and gives no value', () => {
    const { file, problems } = parseYaml(FILE, yaml`
      a: &a [x, x, x, x, x, x, x, x, x]
      b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
      c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
    `);
    expect(problems).toEqual([problem('E_YAML_ALIAS_LIMIT', `Aliases expand to more than ${MAX_ALIAS_COUNT} nodes`, 2, 8)]);
    expect(file?.value).toBeUndefined();
  });
});
