import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { findDeepFlow, findEscapedControls, findInvalidUtf8, findRawControl, findTooDeep, MAX_NESTING_DEPTH } from '../../pipeline/load/text-checks.js';

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));

describe('findInvalidUtf8', () => {
  it('accepts UTF-8, multi-byte characters included', () => {
    expect(findInvalidUtf8(bytes('a: "Đurović – 4 €"\n'))).toBeUndefined();
  });

  it('finds the first invalid sequence, as an offset in the decoded text', () => {
    const found = findInvalidUtf8(bytes('a: "Đu', [0xe9], 'x"\n'));
    expect(found?.offset).toBe('a: "Đu'.length);
    expect(found?.message).toContain('e9');
  });

  it('refuses overlong forms, surrogates and truncated sequences', () => {
    expect(findInvalidUtf8(bytes([0xc0, 0xaf]))?.offset).toBe(0);
    expect(findInvalidUtf8(bytes('x', [0xed, 0xa0, 0x80]))?.offset).toBe(1);
    expect(findInvalidUtf8(bytes('ab', [0xe2, 0x82]))?.offset).toBe(2);
  });
});

describe('findRawControl', () => {
  it('allows tab, newline and CRLF line ends', () => {
    expect(findRawControl('a:\t"x"\r\nb: y\n')).toBeUndefined();
  });

  it('finds NUL, other C0 and C1 controls, DEL and a lone carriage return', () => {
    for (const control of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\r']) {
      expect(findRawControl(`a: "x${control}y"\n`)?.offset).toBe(5);
    }
  });
});

describe('findEscapedControls', () => {
  const check = (text: string) => findEscapedControls(parseDocument(text), text);

  it('points at the escape that writes a control character', () => {
    const text = 'a: "bell\\x07"\nb: "fine\\tand\\nfine"\n';
    expect(check(text)).toEqual([{ offset: text.indexOf('\\x07'), message: expect.stringContaining('U+0007') }]);
  });

  it('finds \\0 in keys as well as values', () => {
    const text = '"k\\0": v\n';
    expect(check(text).map((f) => f.offset)).toEqual([text.indexOf('\\0')]);
  });
});

describe('nesting depth', () => {
  const nested = (depth: number) => `deep: ${'['.repeat(depth)}${']'.repeat(depth)}\n`;

  it(`accepts ${MAX_NESTING_DEPTH} levels, counting the file's map`, () => {
    expect(findTooDeep(parseDocument(nested(MAX_NESTING_DEPTH - 1)))).toBeUndefined();
    expect(findDeepFlow(nested(MAX_NESTING_DEPTH - 1))).toBeUndefined();
  });

  it('finds the first collection one level deeper, in the document and in the text alike', () => {
    const text = nested(MAX_NESTING_DEPTH);
    const expected = 'deep: '.length + MAX_NESTING_DEPTH - 1;
    expect(findTooDeep(parseDocument(text))?.offset).toBe(expected);
    expect(findDeepFlow(text)?.offset).toBe(expected);
  });

  it('does not count brackets in quotes or comments', () => {
    const brackets = '['.repeat(MAX_NESTING_DEPTH + 1);
    expect(findDeepFlow(`a: "${brackets}"\nb: '${brackets}'\n# ${brackets}\n`)).toBeUndefined();
  });
});
