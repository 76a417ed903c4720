import { describe, expect, it } from 'vitest';
import { indexChildren } from '../../core/message-groups.js';

describe('indexChildren', () => {
  it('gives each group its direct children once, in the order the keys first name them', () => {
    const index = indexChildren(['offer.cards.a.title', 'offer.cards.a.body', 'offer.title', 'offer.cards.b.title', 'hero.title', 'offer.cards.a.title']);
    expect([...index]).toEqual([
      ['offer', ['cards', 'title']],
      ['offer.cards', ['a', 'b']],
      ['offer.cards.a', ['title', 'body']],
      ['offer.cards.b', ['title']],
      ['hero', ['title']],
    ]);
  });

  it('keeps every entry of a large group, in order', () => {
    const keys = Array.from({ length: 2000 }, (_, i) => `list.item${i}.text`);
    expect(indexChildren(keys).get('list')).toEqual(Array.from({ length: 2000 }, (_, i) => `item${i}`));
  });
});
