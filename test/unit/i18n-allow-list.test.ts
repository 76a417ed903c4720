import { describe, expect, it } from 'vitest';
import { isAllowedSame, type SameAsReference } from '../../pipeline/i18n/allow-list.js';

const allowed: SameAsReference = { words: ['Fiskalis', 'Start', 'E-mail'], keys: new Set(['footer.legal']) };

describe('isAllowedSame', () => {
  it('allows a message made only of allowed words, numbers, punctuation and simple arguments', () => {
    expect(isAllowedSame('seo.siteName', 'Fiskalis', allowed)).toBe(true);
    expect(isAllowedSame('x', 'Fiskalis Start – {price, number} €', allowed)).toBe(true);
    expect(isAllowedSame('x', 'E-mail:', allowed)).toBe(true);
    expect(isAllowedSame('x', '+382 67 123 456', allowed)).toBe(true);
    expect(isAllowedSame('x', '{year}', allowed)).toBe(true);
  });

  it('does not allow a message that has other words', () => {
    expect(isAllowedSame('x', 'Start now', allowed)).toBe(false);
    expect(isAllowedSame('x', 'Home', allowed)).toBe(false);
    // Words match whole: "Starting" is not "Start", and case matters.
    expect(isAllowedSame('x', 'Starting', allowed)).toBe(false);
    expect(isAllowedSame('x', 'fiskalis', allowed)).toBe(false);
    // The words of plural cases are text to translate.
    expect(isAllowedSame('x', '{n, plural, one {# item} other {# items}}', allowed)).toBe(false);
  });

  it('allows any message of an allowed key', () => {
    expect(isAllowedSame('footer.legal', 'All rights reserved', allowed)).toBe(true);
  });

  it('allows nothing with letters when the allow-list is empty', () => {
    expect(isAllowedSame('x', 'Fiskalis', { words: [], keys: new Set() })).toBe(false);
  });
});
