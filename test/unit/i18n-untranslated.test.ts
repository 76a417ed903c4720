import { describe, expect, it } from 'vitest';
import { findUntranslated, isMarkedUntranslated, markAllUntranslated, UNTRANSLATED_MARKER } from '../../pipeline/i18n/untranslated.js';
import { collectEntries } from '../../pipeline/i18n/entries.js';
import { positionOf } from '../helpers/fixture-site.js';
import { yaml, yamlFile } from '../helpers/inline-yaml.js';

const FILE = 'content/messages/xx.yaml';
const text = yaml`
  # yaml-language-server: $schema=../../schema/messages.schema.json
  header:
    # a comment that must stay
    plain: Home {x}
    double: "About \\u2011 us"
    single: 'It''s {n, plural, one {# item} other {# items}}'
    literal: |-
      First line
        second
    folded: >-
      folded
      text
  top: Top
`;

describe('markAllUntranslated', () => {
  const marked = markAllUntranslated(yamlFile(FILE, text));
  const file = yamlFile(FILE, marked.text);

  it('puts the marker in front of every message and changes nothing else of the value', () => {
    const before = collectEntries(yamlFile(FILE, text));
    expect(collectEntries(file).map((e) => [e.key, e.source])).toEqual(before.map((e) => [e.key, `${UNTRANSLATED_MARKER}${e.source}`]));
    expect(marked.count).toBe(before.length);
  });

  it('keeps comments, quoting styles and block scalars as they are written', () => {
    expect(marked.text).toContain('# yaml-language-server: $schema=../../schema/messages.schema.json\n');
    expect(marked.text).toContain('  # a comment that must stay\n');
    expect(marked.text).toContain('  double: "[untranslated] About \\u2011 us"\n');
    expect(marked.text).toContain("  single: '[untranslated] It''s {n, plural,");
    expect(marked.text).toContain('  literal: |-\n    [untranslated] First line\n      second\n');
    expect(marked.text).toContain('  folded: >-\n    [untranslated] folded\n    text\n');
    // A plain scalar cannot start with "[", so it is quoted.
    expect(marked.text).toContain('  plain: "[untranslated] Home {x}"\n');
  });

  it('is what findUntranslated reports, one problem per message at its marker', () => {
    const problems = findUntranslated(file, 'xx');
    expect(problems.map((p) => [p.code, p.position])).toEqual(
      Array.from({ length: marked.count }, (_, i) => ['E_UNTRANSLATED', { file: FILE, ...positionOf(marked.text, UNTRANSLATED_MARKER, 0, i + 1) }]),
    );
    expect(problems[0]!.message).toBe('Message "header.plain" of locale "xx" is not translated yet');
  });
});

describe('isMarkedUntranslated', () => {
  it('is true only for a message that starts with the marker', () => {
    expect(isMarkedUntranslated('[untranslated] Home')).toBe(true);
    expect(isMarkedUntranslated('Home [untranslated] ')).toBe(false);
    expect(isMarkedUntranslated('[untranslated]Home')).toBe(false);
  });
});
