import { describe, expect, it } from 'vitest';
import { drawingFontStyle, embedDrawingFont, interTextOf } from '../../pipeline/render/drawing-font.js';

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10" font-family="Inter, system-ui, &#x27;Segoe UI&#x27;, sans-serif">${body}</svg>`;
const chars = (text: ReturnType<typeof interTextOf>) => String.fromCodePoint(...[...text.codePoints].sort((a, b) => a - b));

describe('the Inter subset inside a drawing (pipeline/render/drawing-font.ts)', () => {
  it('collects the characters and weights of the text set in Inter, following inherited attributes', () => {
    const text = interTextOf(svg('<g font-weight="600"><text>Ab</text><text font-weight="700">č<tspan>&amp;</tspan></text></g><text>c</text><g font-family="monospace"><text>XYZ</text></g><rect width="1" height="1"/><text>d</text>'));
    expect(chars(text)).toBe('&Abcdč');
    expect([...text.weights].sort()).toEqual([400, 600, 700]);
  });

  it('embeds a face per subset as the root element’s first child: Latin always, č ć đ š ž only when used', () => {
    const out = embedDrawingFont(svg('<text font-weight="600">Kafa · 1,50 €</text>'));
    expect(out).toMatch(/^<svg [^>]*><style>@font-face\{font-family:Inter;font-weight:600;src:url\(data:font\/ttf;base64,[\w+/=]+\)\}<\/style><text/);
    const both = drawingFontStyle(interTextOf(svg('<text>Piće</text><text font-weight="700">Š</text>')));
    expect(both.match(/@font-face/g)).toHaveLength(2);
    expect(both).toContain('font-weight:400 700');
    expect(both).toContain(';unicode-range:U+107,U+160}');
  });

  it('leaves a drawing without text in Inter as it is, and is the same on every run', () => {
    const plain = svg('<g font-family="monospace"><text>PIB</text></g>');
    expect(embedDrawingFont(plain)).toBe(plain);
    const drawn = svg('<text>Sto 4</text>');
    expect(embedDrawingFont(drawn)).toBe(embedDrawingFont(drawn));
  });
});
