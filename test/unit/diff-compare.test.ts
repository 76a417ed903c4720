import { describe, expect, it } from 'vitest';
import type { RenderRecord } from '../../core/build-files.js';
import { compareSides } from '../../pipeline/diff/compare.js';
import { readPageFacts } from '../../pipeline/diff/page-facts.js';
import { compareTranslations } from '../../pipeline/diff/translations.js';
import type { BuiltSide } from '../../pipeline/diff/types.js';

/** A page of a built site: the head diff reads, and a body; `id` is the build's id, `hash` the drawing's. */
function page(body: string, { id = 'aaaaaaaaaaaa', hash = 'Ab12Cd34', css = 'Zz99Yy88' } = {}): string {
  return `<!DOCTYPE html><html lang="en-US"><head><title>Pricing</title><meta name="description" content="Prices"/><link rel="canonical" href="https://example.com/en"/>`
    + `<link rel="alternate" hrefLang="en-US" href="https://example.com/en"/><link rel="stylesheet" href="/assets/home-${css}.css"/>`
    + `<script type="application/json" id="app-config">{"buildId":"${id}","locale":"en","locales":[{"code":"en","prefix":"/en"}]}</script></head>`
    + `<body><main id="main"><section id="offer"><h2>Packages</h2><img src="/assets/drawings/hero.${hash}.svg" alt="The checkout"/>${body}</section></main></body></html>`;
}

function side(html: string, id = 'aaaaaaaaaaaa'): BuiltSide {
  return { pages: new Map([['en.html', readPageFacts({ file: 'en.html', html, brotliBytes: 100, buildId: id })]]) };
}

describe('compareSides on built pages', () => {
  it('counts a page whose only change is the build id and asset hashes as unchanged', () => {
    const before = side(page('<p>Start <a href="/en/privacy">privacy</a></p>'));
    const after = side(page('<p>Start <a href="/en/privacy">privacy</a></p>', { id: 'bbbbbbbbbbbb', css: 'Qq11Ww22' }), 'bbbbbbbbbbbb');
    expect(compareSides(before, after).summary).toEqual({ pages: 1, added: 0, removed: 0, changed: 0, markupOnly: 0, unchanged: 1 });
  });

  it('counts a markup change with the same text, links and pictures as markup only (scripts and styles are not text)', () => {
    const comparison = compareSides(side(page('<p>Start</p><script>let a = 1;</script>')), side(page('<div><p class="x">Start</p></div><script>let a = 2;</script><style>p{}</style>')));
    expect([comparison.summary.markupOnly, comparison.pages]).toEqual([1, []]);
  });

  it('reports a retargeted link, a changed drawing and the words, under the section they are in', () => {
    const before = side(page('<p>Plans from <span>€12</span><span>per month</span>. <a href="/en/privacy">Read more</a></p>'));
    const after = side(page('<p>Plans from <span>€15</span><span>per month</span>. <a href="/en/terms">Read more</a></p>', { hash: 'Ef56Gh78' }));
    const [change] = compareSides(before, after).pages;
    expect(change).toEqual({
      file: 'en.html', path: '/en', locale: 'en', status: 'changed', alternates: [],
      sections: [{ id: 'offer', heading: 'Packages', status: 'changed', words: [{ context: 'Packages Plans from', removed: '€12', added: '€15', followedBy: 'per month . Read more' }] }],
      links: [{ section: 'offer', text: 'Read more', before: '/en/privacy', after: '/en/terms' }],
      images: [{ section: 'offer', name: '/assets/drawings/hero.[hash].svg', alt: 'The checkout', before: 'Ab12Cd34', after: 'Ef56Gh78' }],
      size: { before: 100, after: 100, budget: 8192 },
    });
  });
});

describe('compareTranslations', () => {
  const record = (messages: RenderRecord['messages']): RenderRecord => ({ version: 1, referenceLocale: 'en', pages: {}, messages, data: {} });

  it('reports a key some locales lack, a message that now reads as the reference, and changed ICU arguments', () => {
    const base = record({ en: { 'a.count': '{n} items', 'a.title': 'Hello' }, me: { 'a.count': '{n} stavki', 'a.title': 'Zdravo' } });
    const head = record({
      en: { 'a.count': '{n, plural, one {# item} other {# items}} in {place}', 'a.title': 'Hello', 'a.new': 'New' },
      me: { 'a.count': '{n, plural, one {# stavka} other {# stavki}} u {place}', 'a.title': 'Hello' },
    });
    expect(compareTranslations(base, head)).toEqual([
      { kind: 'arguments', key: 'a.count', locale: 'en', before: ['n'], after: ['n:number', 'place'] },
      { kind: 'arguments', key: 'a.count', locale: 'me', before: ['n'], after: ['n:number', 'place'] },
      { kind: 'missing', key: 'a.new', locales: ['me'] },
      { kind: 'sameAsReference', key: 'a.title', locale: 'me', text: 'Hello' },
    ]);
  });

  it('leaves out what the base had already', () => {
    const both = record({ en: { 'a.title': 'Hello' }, me: { 'a.title': 'Hello' } });
    expect(compareTranslations(both, both)).toEqual([]);
  });
});
