import { describe, expect, it } from 'vitest';
import { formatGithub } from '../../commands/diff/format-github.js';
import { formatMarkdown } from '../../commands/diff/format-markdown.js';
import { formatText } from '../../commands/diff/format-text.js';
import type { DiffReport } from '../../pipeline/diff/types.js';

const REPORT: DiffReport = {
  version: 1,
  base: { ref: 'main', commit: '1111111aaaa', dirty: false },
  head: { ref: 'working tree', commit: '2222222bbbb', dirty: true },
  summary: { pages: 16, added: 0, removed: 0, changed: 1, markupOnly: 2, unchanged: 13 },
  content: [{ kind: 'data', key: 'markets.eur.packages.retail/standard.price', before: 15, after: 17, source: { file: 'content/packages.yaml', line: 13, column: 51 }, pages: ['en.html'] }],
  translations: [{ kind: 'sameAsReference', key: 'about.eyebrow', locale: 'me', text: 'About us' }],
  pages: [{
    file: 'en.html', path: '/en', locale: 'en', status: 'changed', alternates: [],
    title: { before: 'Fiskalis', after: 'Fiskalis: POS' },
    sections: [{ id: 'offer', heading: 'Packages', status: 'changed', words: [{ context: 'Standard Most popular', removed: '€15', added: '€17', followedBy: 'per month' }] }],
    links: [{ section: 'footer', text: 'Docs', before: 'https://a.example', after: 'https://b.example' }],
    images: [{ section: 'hero', name: '/assets/drawings/hero.[hash].svg', alt: 'The checkout', before: 'Ab12Cd34', after: 'Ef56Gh78' }],
    size: { before: 7111, after: 7113, budget: 8192 },
  }],
};

describe('diff report formats', () => {
  it('text: the sides, the counts, the content with its reach, then each page', () => {
    expect(formatText(REPORT)).toBe(`diff: main (1111111) → working tree (2222222, with uncommitted changes)
16 pages: 1 changed, 2 with markup changes only, 13 unchanged

Content changed:
  data markets.eur.packages.retail/standard.price: 15 → 17 (content/packages.yaml:13) — 1 page

Translations:
  about.eyebrow (me) now reads exactly as the reference locale: "About us"

changed /en [en] (en.html)
  title: "Fiskalis" → "Fiskalis: POS"
  section offer "Packages" changed:
    …Standard Most popular [-€15-]{+€17+} per month…
  link "Docs" (footer): https://a.example → https://b.example
  picture /assets/drawings/hero.[hash].svg (hero): changed — "The checkout"
  size: 7,111 B → 7,113 B brotli (budget 8,192 B)
`);
  });

  it('github: a notice on the line of each changed value, a warning per translation gap, one summary', () => {
    expect(formatGithub(REPORT)).toBe([
      '::notice title=Site diff::16 pages: 1 changed, 2 with markup changes only, 13 unchanged',
      '::notice file=content/packages.yaml,line=13,col=51,title=markets.eur.packages.retail/standard.price changed::15 → 17; 1 page: en.html',
      '::warning title=Translations::about.eyebrow (me) now reads exactly as the reference locale: "About us"',
      '',
    ].join('\n'));
  });

  it('markdown: pages of a locale that changed alike share one section, with the size of each', () => {
    const label = (file: string, path: string, after: number): DiffReport['pages'][number] => ({
      file, path, locale: 'en', status: 'changed', alternates: [], links: [], images: [],
      sections: [{ id: 'footer', heading: '', status: 'changed', words: [{ context: 'for', removed: 'retail', added: 'shops', followedBy: 'in Montenegro' }] }],
      size: { before: 2000, after },
    });
    const report: DiffReport = { ...REPORT, content: [], translations: [], summary: { ...REPORT.summary, changed: 3 }, pages: [REPORT.pages[0]!, label('en/404.html', '/en/404', 1990), label('en/privacy.html', '/en/privacy', 1995)] };
    expect(formatMarkdown(report)).toBe(`### Site diff: 3 pages change

main (1111111) → working tree (2222222, with uncommitted changes). 16 pages: 3 changed, 2 with markup changes only, 13 unchanged.

#### \`/en\` (en)

<details><summary>1 section · 1 link · 1 picture · 7,111 B → 7,113 B brotli (budget 8,192 B)</summary>

- **title**: ~~Fiskalis~~ → Fiskalis: POS
- **#offer** “Packages” (changed)
  - …Standard Most popular ~~€15~~ **€17** per month…
- **link** “Docs” (footer): https://a.example → https://b.example
- **picture** /assets/drawings/hero.\\[hash\\].svg (hero): changed

</details>

#### \`/en/404\`, \`/en/privacy\` (en)

<details><summary>1 section · 2 pages</summary>

- **#footer** (changed)
  - …for ~~retail~~ **shops** in Montenegro…
- \`/en/404\`: 2,000 B → 1,990 B brotli
- \`/en/privacy\`: 2,000 B → 1,995 B brotli

</details>
`);
  });
});
