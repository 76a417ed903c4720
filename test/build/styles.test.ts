/**
 * The stylesheets of the built site: each page links one bundle with the rules of its layout and sections
 * (pipeline/render/page-styles.ts), within the byte budget, and missing none of the rules it uses.
 */
import { brotliCompressSync, constants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedSite, type SharedSite } from '../helpers/built-site.js';

// The run's one build of the real site (test/setup/site.ts).
let site: SharedSite;
beforeAll(async () => {
  site = await sharedSite();
});
afterAll(() => site?.dispose());

/** Issue 9: CSS per page, brotli (the home pages: 7,548 B with short class names, fifteen sections' rules and the typeface's @font-face rules). */
const BUDGET = 8 * 1024;
const pageFiles = () => site.list().filter((f) => f.endsWith('.html'));
const stylesheetsOf = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => m[1]!);
const cssOf = (file: string) => stylesheetsOf(site.read(file)).map((f) => site.read(f)).join('\n');
/** Brotli bytes of a page's stylesheet text; pages that link the same bundle share one compression. */
const brotliSizes = new Map<string, number>();
const brotli = (text: string) => {
  let size = brotliSizes.get(text);
  if (size === undefined) brotliSizes.set(text, (size = brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length));
  return size;
};
/** Class names a stylesheet's selectors name (a leading digit is a number, such as `.5rem`, not a class). */
const classesStyledBy = (css: string) => new Set([...css.replace(/url\([^)]*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
const classesUsedBy = (html: string) => new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/).filter(Boolean)));

describe("each page's stylesheet", () => {
  it('is one file per page', () => {
    for (const file of pageFiles()) expect(stylesheetsOf(site.read(file)), file).toHaveLength(1);
  });

  it(`is at most ${BUDGET} bytes of brotli on every page`, () => {
    for (const file of pageFiles()) expect(brotli(cssOf(file)), file).toBeLessThanOrEqual(BUDGET);
  });

  it("leaves the runtime notices' rules to a stylesheet of their own, which no page links", () => {
    const notices = site.list().filter((f) => /^assets\/notice-styles-[\w-]+\.css$/.test(f));
    expect(notices).toHaveLength(1);
    expect(site.read(notices[0]!)).toContain('.notice');
    for (const file of pageFiles()) {
      expect(stylesheetsOf(site.read(file)), file).not.toContain(notices[0]);
      expect(cssOf(file), file).not.toMatch(/\.notice[{,:\s]/);
    }
  });

  it("of a document page carries no landing section's rules", () => {
    // The build gives classes short names: the landing sections' classes, by their names in the sources.
    const renamed = site.result.classNames.renamed;
    const landing = [...renamed].filter(([name]) => /^(hero|pricing-card|testimonials__|stats__|offer__)/.test(name));
    expect(landing.length).toBeGreaterThan(40);
    for (const file of ['privacy.html', 'en/privacy.html', 'sr/account-delete.html', 'en/404.html']) {
      const styled = classesStyledBy(cssOf(file));
      expect(landing.filter(([, short]) => styled.has(short)).map(([name]) => name), file).toEqual([]);
    }
    expect(classesStyledBy(cssOf('en.html')).has(renamed.get('pricing-card__amount')!)).toBe(true);
    // The contact form's classes are the island's own and keep their names (class-names.ts).
    expect(cssOf('privacy.html')).not.toContain('.contact-form__input');
    expect(cssOf('account-delete.html')).toContain('.contact-form__input');
  });

  it('has a rule for every class the page uses that any stylesheet of the site styles', () => {
    const styledAnywhere = new Set(pageFiles().flatMap((f) => [...classesStyledBy(cssOf(f))]));
    for (const file of pageFiles()) {
      const styled = classesStyledBy(cssOf(file));
      const missing = [...classesUsedBy(site.read(file))].filter((c) => styledAnywhere.has(c) && !styled.has(c));
      expect(missing, file).toEqual([]);
    }
    // The check has teeth: the home page uses many classes that only its sections' rules style.
    const home = classesUsedBy(site.read('en.html'));
    expect([...home].filter((c) => !classesStyledBy(cssOf('en/privacy.html')).has(c) && styledAnywhere.has(c)).length).toBeGreaterThan(50);
  });
});

describe('the typeface', () => {
  const preloadsOf = (html: string) => [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin="anonymous" href="\/([^"]+)"\/>/g)].map((m) => m[1]!);

  it("is preloaded on every page, as the files the page's stylesheet names, before the stylesheet", () => {
    for (const file of pageFiles()) {
      const html = site.read(file);
      const preloads = preloadsOf(html);
      expect(preloads.some((f) => /^assets\/inter-latin-wght-normal-[\w-]{8}\.woff2$/.test(f)), file).toBe(true);
      // č ć đ š ž come from a 3.6 KB subset, never from the 85 KB Latin Extended file.
      expect(preloads.filter((f) => f.includes('latin-ext')), file).toEqual([]);
      for (const font of preloads) {
        expect(site.list(), file).toContain(font);
        expect(cssOf(file), `${file} ${font}`).toContain(`url(/${font})`);
      }
      expect(html.indexOf('rel="preload" as="font"'), file).toBeLessThan(html.indexOf('rel="stylesheet"'));
    }
    // Montenegrin and Serbian pages set č ć đ š ž from the small subset, preloaded with the Latin face.
    for (const file of ['index.html', 'sr.html']) expect(preloadsOf(site.read(file)).some((f) => f.includes('inter-bcms-wght-normal')), file).toBe(true);
  });

  it('is served from the site itself: font files, never data: URIs, and a CSP that allows only them', () => {
    for (const file of pageFiles()) expect(cssOf(file), file).not.toMatch(/url\(["']?data:font/);
    expect(/Content-Security-Policy: .*font-src 'self'(;|$)/m.test(site.read('_headers'))).toBe(true);
  });
});
