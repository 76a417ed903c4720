import { describe, expect, it } from 'vitest';
import { collectEntries, type MessageEntry } from '../../generator/i18n/entries.js';
import { positionOf } from '../helpers/fixture-site.js';
import { yaml, yamlFile } from '../helpers/inline-yaml.js';

const FILE = 'content/messages/en.yaml';
const text = yaml`
  header:
    nav:
      home: Home {x
      about: "About {x"
      single: 'Single {x'
    body: |-
      First line
        indented {x
      third
    folded: >-
      folded {x
      text
    count: 3
    list: [a, b]
    empty:
  top: Top
`;
const file = yamlFile(FILE, text);
const entries = collectEntries(file);
const entry = (key: string): MessageEntry => entries.find((e) => e.key === key)!;
const at = (needle: string, offset = 0, occurrence = 1) => ({ file: FILE, ...positionOf(text, needle, offset, occurrence) });

describe('collectEntries', () => {
  it('flattens nested maps into dotted keys of string leaves, in file order, with their sources', () => {
    expect(entries.map((e) => [e.key, e.source])).toEqual([
      ['header.nav.home', 'Home {x'],
      ['header.nav.about', 'About {x'],
      ['header.nav.single', 'Single {x'],
      ['header.body', 'First line\n  indented {x\nthird'],
      ['header.folded', 'folded {x text'],
      ['top', 'Top'],
    ]);
  });

  it('places each key where the key is written', () => {
    expect(entry('header.nav.home').keyPosition).toEqual(at('home:'));
    expect(entry('top').keyPosition).toEqual(at('top:'));
  });

  it('yields nothing for an empty document or one that is not a map', () => {
    expect(collectEntries(yamlFile(FILE, ''))).toEqual([]);
    expect(collectEntries(yamlFile(FILE, '- a\n- b\n'))).toEqual([]);
  });
});

describe('MessageEntry.positionIn', () => {
  it('maps line 1 of a PLAIN scalar column for column', () => {
    expect(entry('header.nav.home').positionIn(1, 1)).toEqual(at('Home {x'));
    expect(entry('header.nav.home').positionIn(1, 6)).toEqual(at('{x'));
  });

  it('skips the opening quote of a double-quoted or single-quoted scalar', () => {
    expect(entry('header.nav.about').positionIn(1, 1)).toEqual(at('About'));
    expect(entry('header.nav.about').positionIn(1, 7)).toEqual(at('{x', 0, 2));
    expect(entry('header.nav.single').positionIn(1, 8)).toEqual(at('{x', 0, 3));
  });

  it('maps every line of a BLOCK_LITERAL scalar below its header, past the block indentation', () => {
    const body = entry('header.body');
    expect(body.positionIn(1, 1)).toEqual(at('First line'));
    expect(body.positionIn(2, 12)).toEqual(at('{x', 0, 4));
    expect(body.positionIn(3, 2)).toEqual(at('third', 1));
  });

  it('falls back to the start of the scalar where the style does not allow an exact mapping', () => {
    expect(entry('header.nav.home').positionIn(2, 5)).toEqual(at('Home {x'));
    expect(entry('header.nav.about').positionIn(3, 1)).toEqual(at('"About'));
    expect(entry('header.folded').positionIn(2, 1)).toEqual(at('>-'));
  });

  it('maps the first line of a BLOCK_FOLDED scalar, whose lines folding joins after it', () => {
    expect(entry('header.folded').positionIn(1, 1)).toEqual(at('folded {x'));
    expect(entry('header.folded').positionIn(1, 8)).toEqual(at('{x', 0, 5));
  });
});
