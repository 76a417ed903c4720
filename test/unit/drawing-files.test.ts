import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../core/config.js';
import { loadContent } from '../../pipeline/load-content.js';
import { renderDrawingFiles } from '../../pipeline/render/drawing-files.js';
import { planSiteArt, renderSiteArt } from '../../pipeline/render/site-art.js';
import { bareDrawing, currencyDrawing, dotDrawing, localizedDrawing as localized } from '../helpers/test-drawings.js';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';
import { catalogueOf } from '../../core/content/catalogue-of.js';

const content = loadContent(resolveConfig({ root: PROJECT_ROOT }));
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);
const shared = dotDrawing();

describe('renderDrawingFiles', () => {
  it('writes a localized drawing once per locale, with that locale\'s messages, named by its content', () => {
    const { files, byId } = renderDrawingFiles(content, [localized]);
    expect(files.size).toBe(content.locales.length);
    for (const locale of content.locales) {
      const file = byId.get('greeting')!.get(locale.code)!;
      expect(file).toMatchObject({ width: 200, height: 40 });
      const [, name, hash] = /^\/assets\/drawings\/(\w+)\.([\w-]{8})\.svg$/.exec(file.url)!;
      expect(name).toBe('greeting');
      const bytes = files.get(file.url.slice(1))!;
      expect(hash).toBe(createHash('sha256').update(bytes).digest('base64url').slice(0, 8));
      expect(text(bytes)).toContain(`${locale.code}: ${catalogueOf(content, locale.code).format('languageSwitcher.label')}`);
      expect(text(bytes)).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="200" height="40" viewBox="0 0 200 40">/);
    }
  });

  it('writes a drawing that is the same everywhere once, and every locale points at that file', () => {
    const { files, byId } = renderDrawingFiles(content, [shared]);
    expect([...files.keys()]).toEqual([expect.stringMatching(/^assets\/drawings\/dot\.[\w-]{8}\.svg$/)]);
    expect(new Set(content.locales.map((l) => byId.get('dot')!.get(l.code)!.url))).toEqual(new Set([`/${[...files.keys()][0]}`]));
  });

  it('writes one file for locales whose drawing comes out the same, named by the drawing and its content', () => {
    const { files, byId } = renderDrawingFiles(content, [currencyDrawing]);
    const urls = new Map(content.locales.map((l) => [l.code, byId.get('price')!.get(l.code)!.url]));
    expect(files.size).toBe(2);
    expect(new Set(urls.values()).size).toBe(2);
    expect(urls.get('me')).toBe(urls.get('sr'));
    expect(urls.get('en')).not.toBe(urls.get('me'));
    expect(text(files.get(urls.get('sr')!.slice(1)))).toContain('12 €');
    for (const url of urls.values()) expect(url).toMatch(/^\/assets\/drawings\/price\.[\w-]{8}\.svg$/);
  });

  it('gives the same bytes and names for the same drawings, and new ones when a drawing changes', () => {
    const first = renderDrawingFiles(content, [localized, shared]);
    expect([...renderDrawingFiles(content, [localized, shared]).files]).toEqual([...first.files]);
    const changed = renderDrawingFiles(content, [localized, dotDrawing(4)]);
    expect(changed.byId.get('dot')!.get('en')!.url).not.toBe(first.byId.get('dot')!.get('en')!.url);
    expect(changed.byId.get('greeting')!.get('en')!.url).toBe(first.byId.get('greeting')!.get('en')!.url);
  });

  it('refuses two drawings with one id, an id that is not a file name, and a drawing that is no standalone <svg>', () => {
    expect(() => renderDrawingFiles(content, [shared, shared])).toThrow('Two drawings have the id "dot"');
    expect(() => renderDrawingFiles(content, [{ ...shared, id: 'Hero Image' }])).toThrow('lowercase words');
    expect(() => renderDrawingFiles(content, [bareDrawing])).toThrow('xmlns');
  });
});

describe('renderSiteArt', () => {
  it('renders every drawing of the registry and one sprite with every icon and the logo', () => {
    const { files, art } = renderSiteArt(content);
    const sprite = text(files.get(art.iconSprite.slice(1)));
    expect(art.iconSprite).toMatch(/^\/assets\/icons\.[\w-]{8}\.svg$/);
    for (const name of ['check', 'arrowRight', 'star', 'chevronDown', 'logo']) expect(sprite).toContain(`<symbol id="${name}"`);
    for (const id of ['hero', 'administration', 'devices', 'about', 'team', 'lost-receipt', 'stats', 'software-sales']) {
      expect(files.has(art.drawings.get(id)!.get('en')!.url.slice(1)), id).toBe(true);
    }
  });
});

describe('planSiteArt (the dev server)', () => {
  it('names the files by version and draws each only when asked, the same bytes as the build', () => {
    let draws = 0;
    const counted = { ...localized, draw: (context: Parameters<typeof localized.draw>[0]) => (draws++, localized.draw(context)) };
    const lazy = planSiteArt(content, 'v1', [counted, shared]);
    const built = renderSiteArt(content, [localized, shared]);
    expect(draws).toBe(0);
    for (const locale of content.locales) {
      const file = lazy.art.drawings.get('greeting')!.get(locale.code)!;
      expect(file).toEqual({ url: `/assets/drawings/greeting.${locale.code}.v1.svg`, width: 200, height: 40 });
      expect(text(lazy.file(file.url.slice(1)))).toBe(text(built.files.get(built.art.drawings.get('greeting')!.get(locale.code)!.url.slice(1))));
    }
    expect(lazy.art.drawings.get('dot')!.get('sr')!.url).toBe('/assets/drawings/dot.v1.svg');
    expect(text(lazy.file('assets/drawings/dot.v1.svg'))).toBe(text(built.files.get(built.art.drawings.get('dot')!.get('en')!.url.slice(1))));
    expect(text(lazy.file(lazy.art.iconSprite.slice(1)))).toBe(text(built.files.get(built.art.iconSprite.slice(1))));
    // Drawn once per file, then kept.
    lazy.file(`assets/drawings/greeting.en.v1.svg`);
    expect(draws).toBe(content.locales.length);
    expect(lazy.file('assets/drawings/greeting.en.v0.svg')).toBeUndefined();
  });
});
