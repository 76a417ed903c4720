import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildMeta, LatestBuild } from '../../core/build-files.js';
import type { RoutePayload } from '../../site/route-payload.js';
import { attributeValues, sharedSite, type SharedSite } from '../helpers/built-site.js';
import { catalogueOf } from '../../core/content/catalogue-of.js';

// The run's one build of the real site (test/setup/site.ts), built at 2026-01-01T00:00:00Z (SHARED_BUILD_EPOCH).
let site: SharedSite;
/** The name the build gave a class of the sources (pipeline/render/class-names.ts). */
const built = (name: string) => site.result.classNames.renamed.get(name) ?? name;
beforeAll(async () => {
  site = await sharedSite();
});
afterAll(() => site?.dispose());

const PAGES = {
  'index.html': { path: '/', lang: 'sr-Latn-ME', og: 'sr_ME' },
  'privacy.html': { path: '/privacy', lang: 'sr-Latn-ME', og: 'sr_ME' },
  'account-delete.html': { path: '/account-delete', lang: 'sr-Latn-ME', og: 'sr_ME' },
  'en.html': { path: '/en', lang: 'en-US', og: 'en_US' },
  'en/privacy.html': { path: '/en/privacy', lang: 'en-US', og: 'en_US' },
  'en/account-delete.html': { path: '/en/account-delete', lang: 'en-US', og: 'en_US' },
  'sr.html': { path: '/sr', lang: 'sr-Latn-RS', og: 'sr_RS' },
  'sr/privacy.html': { path: '/sr/privacy', lang: 'sr-Latn-RS', og: 'sr_RS' },
  'sr/account-delete.html': { path: '/sr/account-delete', lang: 'sr-Latn-RS', og: 'sr_RS' },
} as const;
const BASE = 'https://fiskalis.me';

describe('the build output', () => {
  it('writes the 9 pages, a 404 and a 500 page per locale, an answer page beside every page, metadata and hashed assets (no render record: only `diff` asks for one)', () => {
    const files = site.list();
    // One stylesheet per set of modules pages use: the home pages, each document page, the error views.
    const css = files.filter((f) => /^assets\/(home|privacy|accountDelete|error)-[\w-]{8}\.css$/.test(f));
    expect(files.filter((f) => /^assets\/boot-[\w-]{8}\.js$/.test(f))).toHaveLength(1);
    expect(css.map((f) => f.split('/')[1]!.split('-')[0]).sort()).toEqual(['accountDelete', 'error', 'home', 'privacy']);
    const id = site.result.build.id;
    const sources = [
      ...Object.keys(PAGES),
      '404.html', 'en/404.html', 'sr/404.html', '500.html', 'en/500.html', 'sr/500.html',
      'answer.html', 'en/answer.html', 'en/privacy/answer.html', 'en/account-delete/answer.html', 'privacy/answer.html', 'account-delete/answer.html', 'sr/answer.html', 'sr/privacy/answer.html', 'sr/account-delete/answer.html',
      '_payload.json', 'en/_payload.json', 'en/privacy/_payload.json', 'en/account-delete/_payload.json', 'privacy/_payload.json', 'account-delete/_payload.json', 'sr/_payload.json', 'sr/privacy/_payload.json', 'sr/account-delete/_payload.json',
      'builds/latest.json', `builds/meta/${id}.json`, 'sitemap.xml', 'robots.txt', '_headers', 'favicon.svg',
    ];
    expect(files.filter((f) => !f.startsWith('assets/') && !/\.(br|gz)$/.test(f))).toEqual([...sources].sort());
  });

  it('writes a brotli and a gzip twin of every text file that gets smaller, and only of those', () => {
    const files = site.list();
    const bytes = (f: string) => readFileSync(path.join(site.outDir, f));
    for (const twin of files.filter((f) => /\.(br|gz)$/.test(f))) {
      const source = twin.slice(0, -3);
      expect(source, twin).toMatch(/\.(html|css|js|json|svg|xml|txt)$/);
      const unpacked = twin.endsWith('.br') ? brotliDecompressSync(bytes(twin)) : gunzipSync(bytes(twin));
      expect(unpacked.equals(bytes(source)), twin).toBe(true);
      expect(bytes(twin).length, twin).toBeLessThan(bytes(source).length);
    }
    // Every file of some size compresses; tiny ones (latest.json, robots.txt) may not gain and then have none.
    const large = files.filter((f) => /\.(html|css|js|json|svg|xml)$/.test(f) && bytes(f).length >= 1024);
    expect(large.length).toBeGreaterThanOrEqual(25);
    for (const file of large) expect(files, file).toEqual(expect.arrayContaining([`${file}.br`, `${file}.gz`]));
    expect(files).not.toContain('_headers.br');
  });

  it.each(Object.entries(PAGES))('%s has lang, title, description, canonical, hreflang alternates and og tags', (file, page) => {
    const html = site.read(file);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain(`<html lang="${page.lang}">`);
    expect(html).toMatch(/<title>[^<]{5,}<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"\/>/);
    expect(attributeValues(html, /<link rel="canonical"[^>]*>/, 'href')).toEqual([`${BASE}${page.path}`]);
    const route = page.path.replace(/^\/(en|sr)(?=\/|$)/, '') || '/';
    const suffix = route === '/' ? '' : route;
    expect(attributeValues(html, /<link rel="alternate"[^>]*>/, 'hreflang')).toEqual(['en-US', 'sr-ME', 'sr-RS', 'x-default']);
    expect(attributeValues(html, /<link rel="alternate"[^>]*>/, 'href')).toEqual([`${BASE}/en${suffix}`, `${BASE}${route}`, `${BASE}/sr${suffix}`, `${BASE}/en${suffix}`]);
    expect(attributeValues(html, /<meta property="og:locale"[^>]*>/, 'content')).toEqual([page.og]);
    expect(attributeValues(html, /<meta property="og:locale:alternate"[^>]*>/, 'content')).toEqual(['en_US', 'sr_ME', 'sr_RS'].filter((o) => o !== page.og));
    expect(attributeValues(html, /<meta property="og:url"[^>]*>/, 'content')).toEqual([`${BASE}${page.path}`]);
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
  });

  it('links the language switcher to the same route in every locale', () => {
    const html = site.read('en/privacy.html');
    for (const href of ['/en/privacy', '/privacy', '/sr/privacy']) expect(html).toContain(`href="${href}"`);
  });

  it('offers a 404 visitor the way home, pricing and contact; the document pages fold their contents into a <details>', () => {
    for (const [file, home] of [['en/404.html', '/en'], ['404.html', '/'], ['sr/404.html', '/sr']] as const) {
      const html = site.read(file);
      for (const href of [home, `${home}#offer`, `${home}#contact`]) expect(html, file).toContain(`href="${href}"`);
    }
    for (const file of ['en/privacy.html', 'sr/account-delete.html']) {
      expect(site.read(file)).toMatch(new RegExp(`<nav class="${built('legal__toc')}"[^>]*><details class="${built('legal__toc-details')}"><summary class="${built('legal__toc-summary')}"`));
    }
  });

  it('renders the error view on the 404 and 500 pages, localized and not indexed', () => {
    expect(site.read('en/404.html')).toContain('Page Not Found');
    expect(site.read('404.html')).toContain('Stranica nije pronađena');
    expect(site.read('sr/404.html')).toContain('<html lang="sr-Latn-RS">');
    expect(site.read('en/500.html')).toContain('Internal Server Error');
    expect(site.read('en/500.html')).toContain('<title>Error | Fiskalis</title>');
    expect(site.read('500.html')).toContain('<html lang="sr-Latn-ME">');
    expect(site.read('sr/500.html')).toContain('<html lang="sr-Latn-RS">');
    for (const file of ['404.html', 'en/404.html', 'sr/404.html', '500.html', 'en/500.html', 'sr/500.html']) {
      expect(site.read(file)).toContain('<meta name="robots" content="noindex"/>');
      expect(site.read(file)).not.toContain('rel="canonical"');
    }
  });

  it('shows EUR prices on en and me, RSD plus VAT and no package price on sr', () => {
    const en = site.read('en.html');
    for (const price of ['€12', '€15', '€20', '€25', '€30', '€50']) expect(en).toContain(price);
    const me = site.read('index.html');
    for (const price of ['12 €', '25 €', '50 €']) expect(me.replace(/\u00a0/g, ' ')).toContain(price);
    const sr = site.read('sr.html');
    for (const price of ['1.800,00', '3.000,00', '2.000,00', '1.200,00']) expect(sr).toContain(price);
    expect(sr).toContain('PDV');
    expect(sr).toContain('Cena na upit');
    expect(sr).not.toMatch(/€/);
    // The billing period and VAT are said once for the whole price list, never after "Cena na upit".
    expect(sr.split('Svi paketi: mesečna pretplata + PDV')).toHaveLength(2);
    expect(sr).not.toMatch(/Cena na upit<\/span>\s*<span/);
    expect(en.split('All packages: monthly subscription, prices include VAT')).toHaveLength(2);
    expect(me.split('Svi paketi: mjesečna pretplata, cijene sa PDV-om')).toHaveLength(2);
  });

  it('gives each locale its own support address, the portal of site.yaml and country names in its language', () => {
    const text = (file: string) => site.read(file).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    // The account-deletion page sends visitors to the same portal as the hero's link, and the support
    // address of the page's country (podrska@fiskalis.rs on /sr).
    for (const file of ['account-delete.html', 'en/account-delete.html', 'sr/account-delete.html']) {
      expect(text(file)).toContain('portal.fiskalis.me');
      expect(text(file)).not.toMatch(/app\.fiskalis\.me (and|i) /);
    }
    expect(site.read('sr/account-delete.html')).toContain('href="mailto:podrska@fiskalis.rs?subject=');
    expect(site.read('account-delete.html')).toContain('href="mailto:podrska@fiskalis.me?subject=');
    expect(text('sr.html')).toMatch(/Pošaljite nam email na podrska@fiskalis\.rs ?\./);
    expect(text('index.html')).toMatch(/Pošaljite nam email na podrska@fiskalis\.me ?\./);
    // Office countries: "Montenegro" and "Serbia" in English, "Crna Gora" and "Srbija" on the local pages.
    expect(text('en.html')).toMatch(/81000 Podgorica Montenegro .* 21000 Novi Sad Serbia /);
    expect(text('sr.html')).toMatch(/81000 Podgorica Crna Gora .* 21000 Novi Sad Srbija /);
    // The privacy policy's date has the genitive month after the day.
    expect(site.read('sr/privacy.html')).toMatch(/Poslednja izmena: \d{1,2}\. [a-z]+a \d{4}\./);
  });

  it('renders all 14 landing sections in order on every home page', () => {
    const ids = ['hero', 'whoWeAre', 'administration', 'whatWeOffer', 'about', 'howToStart', 'whyBetter', 'software', 'statistics', 'offer', 'devices', 'testimonials', 'supportTeam', 'contact'];
    for (const file of ['index.html', 'en.html', 'sr.html']) {
      const html = site.read(file);
      const found = [...html.matchAll(/<section[^>]* id="([^"]+)"/g)].map((m) => m[1]);
      expect(found).toEqual(ids);
      expect(html).toMatch(/<footer[\s>]/);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    }
  });

  it('uses the layouts the routes name: custom for document pages', () => {
    expect(site.read('en/privacy.html')).toContain(`class="${built('doc-main')}"`);
    expect(site.read('en.html')).not.toContain(`class="${built('doc-main')}"`);
  });

  it('writes build metadata the client can use', () => {
    const latest = JSON.parse(site.read('builds/latest.json')) as LatestBuild;
    expect(latest).toEqual({ id: site.result.build.id, timestamp: 1767225600000 });
    const meta = JSON.parse(site.read(`builds/meta/${latest.id}.json`)) as BuildMeta;
    const paths = Object.values(PAGES).map((p) => p.path).sort();
    expect(meta).toEqual({ id: latest.id, timestamp: latest.timestamp, matcher: { static: Object.fromEntries(paths.map((p) => [p, { prerender: true }])), wildcard: {}, dynamic: {} }, prerendered: paths });
    const payload = JSON.parse(site.read('sr/_payload.json')) as RoutePayload;
    expect(payload).toMatchObject({ buildId: latest.id, path: '/sr', locale: 'sr', route: { id: 'home', layout: 'default' }, alternates: { en: '/en', me: '/', sr: '/sr' } });
    expect((payload.data.market as { currency: string }).currency).toBe('RSD');
    // The language suggestion in the page's own language, which the pages of the other locales offer.
    const suggestions = {
      '_payload.json': { lang: 'sr-Latn-ME', text: 'Pogledajte cijene za Crnu Goru', dismiss: 'Zatvori' },
      'en/privacy/_payload.json': { lang: 'en-US', text: 'View this site in English', dismiss: 'Close' },
      'sr/_payload.json': { lang: 'sr-Latn-RS', text: 'Pogledajte cene za Srbiju', dismiss: 'Zatvori' },
    };
    for (const [file, suggestion] of Object.entries(suggestions)) expect((JSON.parse(site.read(file)) as RoutePayload).suggestion, file).toEqual(suggestion);
    // And the update notice's texts in the page's language.
    for (const [file, locale] of [['_payload.json', 'me'], ['en/privacy/_payload.json', 'en'], ['sr/_payload.json', 'sr']] as const) {
      const text = (key: string) => catalogueOf(site.result.content, locale).format(key);
      expect((JSON.parse(site.read(file)) as RoutePayload).update, file).toEqual({ text: text('update.available'), reload: text('update.reload'), dismiss: text('update.dismiss') });
    }
    expect(JSON.parse(site.read('en/privacy/_payload.json'))).toMatchObject({ path: '/en/privacy', route: { id: 'privacy', layout: 'custom' }, data: {} });
  });

  it('writes an answer page beside every page: the three outcomes, the way back to its form, noindex, revalidated, not in the sitemap', () => {
    const messages = (code: 'en' | 'me' | 'sr') => catalogueOf(site.result.content, code);
    const cases = [
      { file: 'en/answer.html', code: 'en', kind: 'contact', sent: 'contact.form.success', back: '/en#contact-form' },
      { file: 'account-delete/answer.html', code: 'me', kind: 'accountDeletion', sent: 'accountDelete.form.success', back: '/account-delete#deletion-form' },
      { file: 'sr/privacy/answer.html', code: 'sr', kind: 'contact', sent: 'contact.form.success', back: '/sr/privacy' },
    ] as const;
    for (const { file, code, kind, sent, back } of cases) {
      const html = site.read(file);
      // Each outcome: its own heading for the kind of request, then the notice.
      const notices = [...html.matchAll(/<div class="[^"]*" id="(mail-\w+)"><h1 class="[^"]*">([^<]*)<\/h1><p class="[^"]*">([^<]*)<\/p><\/div>/g)].map((m) => [m[1], m[2], m[3]]);
      const text = (key: string) => messages(code).format(key).replaceAll("'", '&#x27;');
      expect(notices, file).toEqual([
        ['mail-sent', text(`formAnswer.${kind}.sent`), text(sent)],
        ['mail-invalid', text(`formAnswer.${kind}.invalid`), text('contact.form.nativeInvalid')],
        ['mail-failed', text(`formAnswer.${kind}.failed`), text('contact.form.error')],
      ]);
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(attributeValues(main, /<a [^>]*>/, 'href'), file).toEqual([back]);
      expect(html, file).toContain('<meta name="robots" content="noindex"/>');
      expect(html, file).not.toContain('rel="canonical"');
    }
    // No home page carries the outcomes any more: they were about 145 bytes of brotli in each.
    for (const home of ['index.html', 'en.html', 'sr.html']) expect(site.read(home)).not.toContain('id="mail-sent"');
    expect(site.read('sitemap.xml')).not.toContain('answer');
    expect(site.read('_headers')).toContain('/sr/account-delete/answer.html\n  Cache-Control: public, max-age=0, must-revalidate');
  });

  it('writes a sitemap with alternates incl. x-default, and robots.txt pointing at it', () => {
    const sitemap = site.read('sitemap.xml');
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(
      ['/en', '/en/privacy', '/en/account-delete', '/', '/privacy', '/account-delete', '/sr', '/sr/privacy', '/sr/account-delete'].map((p) => `${BASE}${p}`),
    );
    expect(sitemap.match(/hreflang="x-default"/g)).toHaveLength(9);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="sr-RS" href="${BASE}/sr/privacy"/>`);
    expect(site.read('robots.txt')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${BASE}/sitemap.xml\n`);
  });

  it('writes _headers: security for all, immutable assets, revalidated pages and latest.json', () => {
    const headers = site.read('_headers');
    expect(headers).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(headers).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(headers).toContain('/builds/latest.json\n  Cache-Control: no-cache');
    for (const page of Object.values(PAGES)) expect(headers).toContain(`\n${page.path}\n  Cache-Control: public, max-age=0, must-revalidate`);
    for (const path of ['/_payload.json', '/en/privacy/_payload.json', '/sitemap.xml', '/robots.txt']) expect(headers).toContain(`\n${path}\n  Cache-Control: public, max-age=0, must-revalidate`);
  });

  it('gives every page its app configuration and the up-front module, and only / the inline root script', () => {
    const boot = site.list().find((f) => /^assets\/boot-[\w-]{8}\.js$/.test(f))!;
    for (const file of [...Object.keys(PAGES), '404.html', 'en/404.html', 'sr/404.html', '500.html', 'en/500.html', 'sr/500.html']) {
      const html = site.read(file);
      const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!.trim());
      const inline = file === 'index.html' ? [''] : [];
      // No speculation rules: the runtime adds them with the first link it prefetches (site/runtime/prefetch.ts).
      expect(scripts, file).toEqual(['type="application/json" id="app-config"', ...inline, `type="module" src="/${boot}"`]);
      // site.yaml's mode is `cookie`: the inline script is built for it and carries no language matching.
      if (file === 'index.html') expect(/<script>([\s\S]*?)<\/script>/.exec(html)![1]).not.toMatch(/cnr|toLowerCase/);
      const config = JSON.parse(/<script type="application\/json" id="app-config">([^<]*)<\/script>/.exec(html)![1]!);
      const page = PAGES[file as keyof typeof PAGES];
      const locale = { 'sr-Latn-ME': 'me', 'en-US': 'en', 'sr-Latn-RS': 'sr' }[page?.lang ?? (file.startsWith('en/') ? 'en-US' : file.startsWith('sr/') ? 'sr-Latn-RS' : 'sr-Latn-ME')]!;
      // Only what the browser reads: no API origin (the form carries its action), no redirect mode (built into
      // the root script), no notice texts (the payloads have them).
      expect(config).toEqual({
        buildId: site.result.build.id, updateCheckMinutes: 60,
        locale,
        locales: [
          { code: 'en', prefix: '/en', tags: ['en'] },
          { code: 'me', prefix: '', tags: ['ME', 'cnr'] },
          { code: 'sr', prefix: '/sr', tags: ['RS', 'sr'] },
        ],
        localeCookie: { name: 'i18n_redirected', maxAgeDays: 365, sameSite: 'lax' },
        // The sprite the notices' icons come from.
        iconSprite: expect.stringMatching(/^\/assets\/icons\.[\w-]{8}\.svg$/),
      });
      expect(site.list()).toContain(config.iconSprite.slice(1));
    }
  });
});
