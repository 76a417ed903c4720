import { Parser } from 'htmlparser2';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../core/config.js';
import { loadContent } from '../../pipeline/load-content.js';
import { productDrawings } from '../../site/drawings/product/index.js';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';
import { catalogueOf } from '../../core/content/catalogue-of.js';

const content = loadContent(resolveConfig({ root: PROJECT_ROOT }));
/** A drawing is a file loaded by <img>: small enough not to weigh on the page, whatever the locale. */
const MAX_BYTES = 14_000;

function draw(id: string, code: string): string {
  const drawing = productDrawings.find((d) => d.id === id)!;
  const locale = content.locales.find((l) => l.code === code)!;
  const catalogue = catalogueOf(content, locale.code);
  return renderToStaticMarkup(drawing.draw({ content, locale, t: (key, values) => catalogue.format(key, values) }));
}

/** Strict XML well-formedness: every element closed explicitly and in order, only XML's own named entities. */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const parser = new Parser(
    {
      onopentag: (name) => stack.push(name),
      onclosetag: (name, implied) => {
        if (implied || stack.pop() !== name) problems.push(`<${name}> is not closed where it should be`);
      },
      onerror: (error) => problems.push(error.message),
    },
    { xmlMode: true, decodeEntities: false, recognizeSelfClosing: true },
  );
  parser.write(xml);
  parser.end();
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(' > ')}`);
  for (const [entity] of xml.matchAll(/&[^;\s]*;/g)) if (!/^&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);$/i.test(entity)) problems.push(`entity ${entity} is not XML`);
  return problems;
}

describe('product drawings', () => {
  it('has a drawing for every screen of the software tour', () => {
    const software = content.sections.find((s) => s.type === 'software')!;
    const screens = catalogueOf(content, 'en').keys.filter((k) => k.startsWith(`${software.messages}.screens.`) && k.endsWith('.title')).map((k) => k.split('.').at(-2));
    expect(screens.length).toBeGreaterThan(0);
    for (const screen of screens) expect(productDrawings.map((d) => d.id)).toContain(`software-${screen}`);
    expect(productDrawings.map((d) => d.id)).toEqual(expect.arrayContaining(['hero', 'administration', 'devices']));
  });

  for (const drawing of productDrawings) {
    for (const locale of content.locales) {
      // The hero holds two views (the phone's and the full one) in one file: twice the room.
      const maxBytes = drawing.id === 'hero' ? 2 * MAX_BYTES : MAX_BYTES;
      it(`${drawing.id} (${locale.code}) is a standalone, well-formed SVG of its declared size, under ${maxBytes} bytes, the same on every render`, () => {
        const svg = draw(drawing.id, locale.code);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg).toContain(`viewBox="0 0 ${drawing.width} ${drawing.height}"`);
        expect(xmlProblems(svg)).toEqual([]);
        // Loaded by <img>: nothing may depend on the page (its CSS variables, its color, its fonts). The hero's
        // own <style> only picks its view by the shape of the image's box (site/drawings/product/hero.tsx).
        const own = drawing.id === 'hero' ? svg.replace(/<style>[^<]*<\/style>/, '').replace(/ class="[wn]"/g, '') : svg;
        expect(own).not.toMatch(/currentColor|var\(--|<style|class=|href="http/);
        // No filters: a blur over the screens made their paint the costliest of the home page's first screen.
        expect(svg).not.toMatch(/<filter|filter=|<fe[A-Z]/);
        expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(maxBytes);
        expect(draw(drawing.id, locale.code)).toBe(svg);
      });
    }
  }

  it('writes prices in the market currency as the locale formats money', () => {
    const patterns: Record<string, RegExp> = {
      // en-US: symbol first, point decimals; sr-Latn-ME: comma decimals, symbol after; RSD: the code after.
      'en-US|EUR': /€\d+\.\d{2}\b/,
      'sr-Latn-ME|EUR': /\d+,\d{2}\u00a0€/,
      'sr-Latn-RS|RSD': /\d{1,3}(\.\d{3})*,\d{2}\u00a0RSD/,
    };
    for (const locale of content.locales) {
      const pattern = patterns[`${locale.lang}|${locale.market.currency}`]!;
      for (const id of ['hero', 'software-sales', 'software-tables', 'software-fiscal']) expect(draw(id, locale.code), `${id} ${locale.code}`).toMatch(pattern);
      // Every other market's currency stays out.
      const others = content.markets.map((m) => m.currency).filter((c) => c !== locale.market.currency);
      for (const currency of others) expect(draw('hero', locale.code)).not.toContain(currency === 'EUR' ? '€' : currency);
    }
  });

  it("prints the fiscal receipt of the locale's country: IKOF and JIKR in Montenegro, the PFR fields in Serbia", () => {
    for (const locale of content.locales) {
      const t = (key: string) => catalogueOf(content, locale.code).format(key);
      for (const id of ['hero', 'software-fiscal']) {
        const svg = draw(id, locale.code);
        expect(svg.toLowerCase()).toContain(t('productUi.receipt.title').toLowerCase());
        if (locale.country === 'RS') {
          for (const label of ['PFR vreme', 'PFR broj računa', 'ESIR broj', 'Brojač računa', 'KRAJ FISKALNOG RAČUNA', 'Oznaka', 'Stopa']) expect(svg, `${id} ${locale.code}`).toContain(label);
          expect(svg).not.toContain('IKOF');
        } else {
          for (const label of ['IKOF', 'JIKR', t('productUi.receipt.device')]) expect(svg, `${id} ${locale.code}`).toContain(label);
          expect(svg).not.toContain('PFR');
        }
      }
    }
  });

  it("draws the locale's own product names and words", () => {
    for (const drawing of productDrawings) {
      const texts = content.locales.map((locale) => {
        const svg = draw(drawing.id, locale.code);
        const words = catalogueOf(content, locale.code).keys.filter((k) => k.startsWith('productUi.') && svg.includes(`>${catalogueOf(content, locale.code).format(k, { number: 4, minutes: 1, count: 2, change: '+1%' })}<`));
        expect(words.length, `${drawing.id} ${locale.code} shows its productUi words`).toBeGreaterThan(0);
        return svg;
      });
      expect(new Set(texts).size, `${drawing.id} differs per locale`).toBe(content.locales.length);
    }
    // The receipt's time label differs between Montenegrin and Serbian (the water no longer does: "Kisela voda" in both).
    expect(draw('hero', 'me')).toContain(`>${catalogueOf(content, 'me').format('productUi.receipt.time')}<`);
    expect(draw('hero', 'sr')).toContain(`>${catalogueOf(content, 'sr').format('productUi.receipt.time')}<`);
    expect(catalogueOf(content, 'me').format('productUi.receipt.time')).not.toBe(catalogueOf(content, 'sr').format('productUi.receipt.time'));
  });
});
