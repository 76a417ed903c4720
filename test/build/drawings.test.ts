import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAWINGS } from '../../site/drawings/index.js';
import { sharedSite, type SharedSite } from '../helpers/built-site.js';

// The run's one build of the real site (test/setup/site.ts).
let site: SharedSite;
beforeAll(async () => {
  site = await sharedSite();
}, 60_000);
afterAll(() => site?.dispose());

const HOMES = ['index.html', 'en.html', 'sr.html'];
const LOCALES = ['me', 'en', 'sr'];
const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url').slice(0, 8);
const bytesOf = (file: string) => Buffer.from(site.read(file));
const tags = (html: string, name: string) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0]);
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

describe('drawings as files', () => {
  it('writes each drawing of the registry once (or once per locale) as a standalone SVG named by its content', () => {
    const files = site.list().filter((f) => f.startsWith('assets/drawings/') && f.endsWith('.svg'));
    for (const drawing of DRAWINGS) {
      const own = files.filter((f) => new RegExp(`^assets/drawings/${drawing.id}\\.[\\w-]{8}\\.svg$`).test(f));
      // The real site's localized drawings differ in every locale (texts, currency), so each has a file.
      expect(own, drawing.id).toHaveLength(drawing.perLocale ? LOCALES.length : 1);
      for (const file of own) {
        const bytes = bytesOf(file);
        expect(file.split('.').at(-2), file).toBe(hashOf(bytes));
        const svg = bytes.toString();
        // A drawing of one view has its size; the hero, with a phone view beside the full one, fills the <img>'s
        // box and draws the full view in a viewBox of its size.
        const root = drawing.id === 'hero' ? '<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%"' : `<svg xmlns="http://www.w3.org/2000/svg" width="${drawing.width}" height="${drawing.height}" viewBox="0 0 ${drawing.width} ${drawing.height}"`;
        expect(svg.startsWith(root), file).toBe(true);
        expect(svg, file).toContain(`viewBox="0 0 ${drawing.width} ${drawing.height}"`);
        // Inside an <img> nothing of the page reaches the drawing: no page styles, classes or inherited color.
        // Its own <style> holds only its typeface (data: URLs, pipeline/render/drawing-font.ts) and the hero's
        // choice of view.
        const styles = [...svg.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]!);
        for (const style of styles) expect(style, file).toMatch(/^(?:@font-face\{font-family:Inter;font-weight:[\d ]+;src:url\(data:font\/ttf;base64,[\w+/=]+\)(?:;unicode-range:[\w+,]+)?\})+$|^@media \(max-aspect-ratio:1\/1\)\{\.w\{display:none\}\.n\{display:inline\}\}$/);
        const rest = svg.replace(/<style>[^<]*<\/style>/g, '').replace(/ class="[wn]"/g, '');
        expect(rest, file).not.toMatch(/currentColor|var\(--|class=|<style|<script/);
        expect(site.list(), file).toEqual(expect.arrayContaining([`${file}.br`, `${file}.gz`]));
      }
    }
    expect(files).toHaveLength(DRAWINGS.reduce((n, d) => n + (d.perLocale ? LOCALES.length : 1), 0));
  });

  it.each(HOMES)('%s carries no drawing markup: every image is an <img> of a file of the build, sized and described', (home) => {
    const html = site.read(home);
    const images = tags(html, 'img');
    expect(images.length).toBeGreaterThanOrEqual(8);
    for (const img of images) {
      const src = attr(img, 'src')!;
      expect(src, img).toMatch(/^\/assets\/drawings\/[\w.-]+\.svg$/);
      expect(site.list(), img).toContain(src.slice(1));
      expect(Number(attr(img, 'width')), img).toBeGreaterThan(0);
      expect(Number(attr(img, 'height')), img).toBeGreaterThan(0);
      expect(attr(img, 'alt'), img).toBeDefined();
    }
    // The hero's drawing is the largest paint: fetched at once, first. The others wait for the viewport.
    const [hero, ...below] = images;
    expect(attr(hero!, 'src')).toMatch(/^\/assets\/drawings\/hero\./);
    expect(attr(hero!, 'fetchpriority')).toBe('high');
    expect(attr(hero!, 'loading')).toBeUndefined();
    expect(attr(hero!, 'alt')!.length).toBeGreaterThan(10);
    for (const img of below) expect([attr(img, 'loading'), attr(img, 'decoding')], img).toEqual(['lazy', undefined]);
    // Decorative: the statistics band's shapes.
    expect(images.filter((img) => /\/stats\./.test(attr(img, 'src')!)).map((img) => attr(img, 'alt'))).toEqual(['']);
    // Every other <svg> left is an icon or the logo: one <use> of the sprite, nothing drawn inline.
    for (const svg of html.match(/<svg\b[\s\S]*?<\/svg>/g) ?? []) {
      expect(svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, ''), svg).toMatch(/^<use href="\/assets\/icons\.[\w-]{8}\.svg#\w+"><\/use>$/);
    }
  });

  it('gives the 404 page its drawing eagerly, as decoration', () => {
    const [img] = tags(site.read('en/404.html'), 'img');
    expect(attr(img!, 'src')).toMatch(/^\/assets\/drawings\/lost-receipt\.[\w-]{8}\.svg$/);
    expect(attr(img!, 'alt')).toBe('');
    expect(attr(img!, 'loading')).toBeUndefined();
  });
});

describe('the icon sprite', () => {
  it('has a <symbol> for every icon the pages use, stroked in the color of the text around it', () => {
    const sprites = site.list().filter((f) => /^assets\/icons\.[\w-]{8}\.svg$/.test(f));
    expect(sprites).toHaveLength(1);
    const sprite = site.read(sprites[0]!);
    expect(sprites[0]!.split('.').at(-2)).toBe(hashOf(Buffer.from(sprite)));
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    const symbols = new Set([...sprite.matchAll(/<symbol id="(\w+)" viewBox="0 0 (?:24 24|16 16)"><g [^>]*stroke="currentColor"/g)].map((m) => m[1]));
    // The wordmark: the mark in its own colors, the brand name in the color of the text around it.
    expect(sprite).toMatch(/<symbol id="logo" viewBox="0 0 \d+ 36">.*<text [^>]*fill="currentColor"[^>]*>Fiskalis<\/text><\/symbol>/);
    symbols.add('logo');
    const used = new Set(site.list().filter((f) => f.endsWith('.html')).flatMap((f) => [...site.read(f).matchAll(/<use href="\/([^"#]+)#(\w+)"/g)].map((m) => {
      expect(m[1]).toBe(sprites[0]);
      return m[2];
    })));
    expect(used.size).toBeGreaterThanOrEqual(15);
    for (const name of used) expect(symbols, name).toContain(name);
  });

  it('keeps decorative icons out of the accessibility tree and labelled ones in it', () => {
    const html = site.read('en.html');
    const icons = tags(html, 'svg');
    for (const svg of icons) {
      if (attr(svg, 'aria-label')) expect(attr(svg, 'role'), svg).toBe('img');
      // No `focusable="false"`: only Internet Explorer made an SVG a tab stop of its own.
      else expect([attr(svg, 'aria-hidden'), attr(svg, 'focusable')], svg).toEqual(['true', undefined]);
    }
    expect(icons.filter((svg) => attr(svg, 'role') === 'img').length).toBeGreaterThanOrEqual(3);
  });
});
