/**
 * A section of an existing type from content alone (issue 22): an entry in sections.yaml and its group in
 * every catalogue, no code and no schema edit, loads and renders on the home page of every locale.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { renderPages } from '../../pipeline/render/render-page.js';
import { renderSiteArt } from '../../pipeline/render/site-art.js';
import { buildPageTable } from '../../pipeline/routes.js';
import { createFixtureSite } from '../helpers/fixture-site.js';
import { EN, ME, SECTIONS } from './cases/helpers.js';

const site = createFixtureSite('small');
afterAll(() => site.dispose());

const GROUPS = {
  [EN]: 'retailReasons:\n  title: "Why retailers choose Fiskalis"\n  cards:\n    scanning:\n      title: "Scanning that keeps up"\n      text: "A barcode is on the receipt before the customer puts the item down."\n',
  [ME]: 'retailReasons:\n  title: "Zašto trgovci biraju Fiskalis"\n  cards:\n    scanning:\n      title: "Skeniranje koje prati tempo"\n      text: "Bar-kod je na računu prije nego što kupac spusti artikal."\n',
};

describe('a new section of an existing type', () => {
  it('needs only its entry in sections.yaml and its messages, and renders on every home page', () => {
    site.replace(SECTIONS, '  - id: software\n', '  - id: retailReasons\n    type: whyBetter\n    messages: retailReasons\n  - id: software\n');
    for (const [file, group] of Object.entries(GROUPS)) site.replace(file, '\nallYouNeed:', `\n${group}\nallYouNeed:`);
    const { content, problems } = site.load();
    expect(problems).toEqual([]);
    const homes = buildPageTable(content!).filter((page) => page.kind === 'route' && page.route.id === 'home');
    const assets = { css: ['/assets/main.css'], boot: '/assets/boot.js', rootScript: '' };
    const { files } = renderPages(homes, { content: content!, assets, art: renderSiteArt(content!).art, buildYear: 2026, buildId: 'test', apiBase: '' });
    const html = new Map(homes.map((page) => [page.locale.code, Buffer.from(files.get(page.file)!).toString('utf8')]));
    expect([...html.keys()].sort()).toEqual(['en', 'me']);
    expect(html.get('en')).toMatch(/<section id="retailReasons"[^>]*>[\s\S]*Why retailers choose Fiskalis[\s\S]*Scanning that keeps up/);
    expect(html.get('me')).toMatch(/<section id="retailReasons"[^>]*>[\s\S]*Zašto trgovci biraju Fiskalis[\s\S]*Skeniranje koje prati tempo/);
    // In the order of sections.yaml: after the first whyBetter section, before the software section.
    const en = html.get('en')!;
    expect(en.indexOf('id="whyBetter"')).toBeLessThan(en.indexOf('id="retailReasons"'));
    expect(en.indexOf('id="retailReasons"')).toBeLessThan(en.indexOf('id="software"'));
  });
});
