import { describe, expect, it } from 'vitest';
import { collectEntries, type MessageEntry } from '../../pipeline/i18n/entries.js';
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
    paragraphs: >-
      one two
      three {y

      four {z
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
      ['header.paragraphs', 'one two three {y\nfour {z'],
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
    expect(entry('header.folded').positionIn(1, 40)).toEqual(at('>-'));
  });

  it('maps a BLOCK_FOLDED scalar to the physical line that holds the column, the lines folding joins included', () => {
    expect(entry('header.folded').positionIn(1, 1)).toEqual(at('folded {x'));
    expect(entry('header.folded').positionIn(1, 8)).toEqual(at('{x', 0, 5));
    // "folded {x text": column 11 is the "t" of the second physical line (after the joining space).
    expect(entry('header.folded').positionIn(1, 11)).toEqual(at('text'));
    expect(entry('header.folded').positionIn(1, 14)).toEqual(at('text', 3));
    // "one two three {y" / "four {z": the empty line is the value's line break.
    const paragraphs = entry('header.paragraphs');
    expect(paragraphs.positionIn(1, 15)).toEqual(at('{y'));
    expect(paragraphs.positionIn(2, 6)).toEqual(at('{z'));
  });
});
