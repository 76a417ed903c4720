import { describe, expect, it } from 'vitest';
import { planClassNames, rehashFileName, renamePageClasses, renameSheetClasses } from '../../pipeline/render/class-names.js';

const PAGE_SHEET = [
  '.card{padding:1rem}.card__title{font-weight:700}.card--wide{grid-column:span 2}',
  '.tour:has(.tour__radio:nth-of-type(2):not(:checked)) .tour__panel:nth-of-type(2){display:none}',
  '.list :is(.card__title,.badge)::before{content:"•"}.card .btn{color:red}.a{color:blue}',
].join('');
const SCRIPT_SHEET = '.notice{position:fixed}.notice__text{margin:0}';
const SCRIPT = 'const b=document.querySelector(".card--wide");e.className="btn btn--primary";';

describe('planClassNames', () => {
  const names = planClassNames([PAGE_SHEET], [SCRIPT_SHEET], [SCRIPT]);

  it('renames the classes of the page stylesheets, nested selectors included, most used first', () => {
    expect([...names.renamed.keys()].sort()).toEqual(['a', 'badge', 'card', 'card__title', 'list', 'tour', 'tour__panel', 'tour__radio']);
    // card occurs in three selectors, card__title in two, the rest in one; `a` is taken by a class of the sheet.
    expect(names.renamed.get('card')).toBe('b');
    expect(names.renamed.get('card__title')).toBe('c');
  });

  it('keeps the names that scripts use or that a stylesheet loaded by a script styles, and never reuses a name', () => {
    for (const kept of ['card--wide', 'btn', 'notice', 'notice__text']) {
      expect(names.renamed.has(kept), kept).toBe(false);
      expect(names.kept.has(kept), kept).toBe(true);
    }
    // `a` is a class of the sheet: no other class is given that name.
    expect(names.renamed.has('a')).toBe(true);
    expect([...names.renamed.values()]).not.toContain('a');
    const shorts = [...names.renamed.values()];
    expect(new Set(shorts).size).toBe(shorts.length);
  });

  it('is the same plan for the same inputs', () => {
    expect([...planClassNames([PAGE_SHEET], [SCRIPT_SHEET], [SCRIPT]).renamed]).toEqual([...names.renamed]);
  });
});

describe('renameSheetClasses', () => {
  it('renames class selectors everywhere in a selector, and leaves values, strings and URLs alone', () => {
    const names = planClassNames([PAGE_SHEET], [], []);
    const sheet = renameSheetClasses(`${PAGE_SHEET}.card{background:url(/assets/card.svg)}`, names);
    const short = (name: string) => names.renamed.get(name)!;
    expect(sheet).toContain(`.${short('tour')}:has(.${short('tour__radio')}:nth-of-type(2):not(:checked)) .${short('tour__panel')}:nth-of-type(2)`);
    expect(sheet).toContain(`:is(.${short('card__title')},.${short('badge')})`);
    expect(sheet).toContain('url(/assets/card.svg)');
    expect(sheet).not.toMatch(/\.(card|tour|badge|list)\b/);
  });
});

describe('renamePageClasses', () => {
  const names = planClassNames([PAGE_SHEET], [SCRIPT_SHEET], [SCRIPT]);
  const short = (name: string) => names.renamed.get(name)!;

  it('renames the classes of every element, keeps the pinned ones, and leaves out classes nothing uses', () => {
    const html = '<ul class="list"><li class="card card--wide unstyled"><h3 class="card__title">class="card" stays text</h3><a class="btn">Go</a><span class="unstyled">x</span></li></ul>';
    expect(renamePageClasses(html, names)).toBe(
      `<ul class="${short('list')}"><li class="${short('card')} card--wide"><h3 class="${short('card__title')}">class="card" stays text</h3><a class="btn">Go</a><span>x</span></li></ul>`,
    );
  });

  it('renames classes of SVG elements as well', () => {
    expect(renamePageClasses('<svg class="badge" width="18"><use href="#i"></use></svg>', names)).toBe(`<svg class="${short('badge')}" width="18"><use href="#i"></use></svg>`);
  });
});

describe('rehashFileName', () => {
  it("gives a stylesheet a name after its new bytes, in Vite's shape", () => {
    const name = rehashFileName('assets/home-Di3asxx2.css', '.a{color:red}');
    expect(name).toMatch(/^assets\/home-[\w-]{8}\.css$/);
    expect(name).not.toBe('assets/home-Di3asxx2.css');
    expect(rehashFileName('assets/home-Di3asxx2.css', '.a{color:red}')).toBe(name);
    expect(rehashFileName('assets/home-Di3asxx2.css', '.a{color:blue}')).not.toBe(name);
  });
});
