import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPageTable } from '../../pipeline/routes.js';
import type { BuildMeta, LatestBuild } from '../../core/build-files.js';
import type { RoutePayload } from '../../site/route-payload.js';
import { openDevSite, type DevSite } from '../helpers/dev-server.js';
import { showAddLocale } from '../../commands/i18n/show-add-locale.js';
import { resolveConfig } from '../../core/config.js';
import { positionOf } from '../helpers/fixture-site.js';

let dev: DevSite;
beforeAll(async () => {
  dev = await openDevSite();
}, 60_000);
afterAll(async () => {
  await dev?.close();
});

const EN = 'content/messages/en.yaml';
const OVERLAY = 'id="dev-content-problems"';

describe('the dev server answers the site as the build lays it out', () => {
  it('answers every route in every locale with the page of that locale, Vite client included', async () => {
    const pages = buildPageTable(dev.fixture.load().content!).filter((p) => p.kind === 'route');
    expect(pages.length).toBeGreaterThanOrEqual(9);
    for (const page of pages) {
      const { status, headers, text } = await dev.get(page.path);
      expect([page.path, status, headers.get('content-type')]).toEqual([page.path, 200, 'text/html; charset=utf-8']);
      expect(text).toContain(`<html lang="${page.locale.lang}">`);
      expect(text).toContain(`<link rel="canonical" href="${page.canonicalUrl}"/>`);
      expect(text).toContain('<script type="module" src="/@vite/client"></script>');
      expect(text).not.toContain(OVERLAY);
    }
  }, 60_000);

  it('serves the metadata and payloads islands hydrate from, under the build id the page carries', async () => {
    const page = await dev.get('/en');
    const buildId = /"buildId":"([^"]+)"/.exec(page.text)?.[1];
    const latest = JSON.parse((await dev.get('/builds/latest.json')).text) as LatestBuild;
    expect(latest.id).toBe(buildId);
    const meta = JSON.parse((await dev.get(`/builds/meta/${buildId}.json`)).text) as BuildMeta;
    expect(meta.prerendered).toContain('/en');
    const payload = await dev.get('/en/_payload.json');
    expect(payload.headers.get('content-type')).toBe('application/json');
    const { islands } = JSON.parse(payload.text) as RoutePayload;
    // Every island container of the page has its props in the payload.
    const ids = [...page.text.matchAll(/data-island-id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    expect(Object.keys(islands).sort()).toEqual([...ids].sort());
  });

  it('serves the stylesheets and the browser code from the sources through Vite', async () => {
    // A page links the modules its build bundle is made of, one by one: the base and each section's own.
    const hrefs = [...(await dev.get('/en')).text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(hrefs).toEqual(expect.arrayContaining(['/site/styles/tokens.css', '/site/sections/Hero.css']));
    for (const href of hrefs) {
      const css = await fetch(`${dev.origin}${href}`, { headers: { accept: 'text/css' } });
      expect([href, css.status, css.headers.get('content-type')]).toEqual([href, 200, 'text/css']);
    }
    const boot = await dev.get('/site/runtime/boot.ts');
    expect([boot.status, boot.headers.get('content-type')]).toEqual([200, 'text/javascript']);
    // The root page's redirect script is the same module, imported rather than inlined.
    expect((await dev.get('/')).text).toContain('<script>import("/site/runtime/inline/root-redirect.cookie.ts")</script>');
    const redirect = await dev.get('/site/runtime/inline/root-redirect.cookie.ts');
    expect([redirect.status, redirect.headers.get('content-type')]).toEqual([200, 'text/javascript']);
  });

  it('serves the drawings and the icon sprite a page points at, named by the version of the content', async () => {
    const { text } = await dev.get('/sr');
    const urls = new Set([...text.matchAll(/<img[^>]* src="([^"]+)"/g), ...text.matchAll(/<use href="([^"#]+)#/g)].map((m) => m[1]!));
    expect([...urls].filter((url) => url.startsWith('/assets/drawings/')).length).toBeGreaterThanOrEqual(8);
    expect([...urls].filter((url) => /^\/assets\/icons\.[\w-]+\.svg$/.test(url))).toHaveLength(1);
    for (const url of urls) {
      const answer = await dev.get(url);
      expect([url, answer.status, answer.headers.get('content-type')]).toEqual([url, 200, 'image/svg+xml']);
      expect(answer.text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), url).toBe(true);
    }
  });

  it('serves the answer page beside a page, where a form posted without JavaScript lands', async () => {
    const answer = await dev.get('/sr/account-delete/answer.html');
    expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect(answer.text).toContain('<html lang="sr-Latn-RS">');
    expect(answer.text).toMatch(/id="mail-sent"><h1[^>]*>[^<]+<\/h1><p[^>]*>[^<]+</);
    expect(answer.text).toContain('href="/sr/account-delete#deletion-form"');
    expect(answer.text).toContain('<meta name="robots" content="noindex"/>');
  });

  it("redirects a page's other spellings to its clean URL and answers unknown paths with the locale's 404 page", async () => {
    const slash = await dev.get('/en/privacy/');
    expect([slash.status, slash.headers.get('location')]).toEqual([301, '/en/privacy']);
    const missing = await dev.get('/sr/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<html lang="sr-Latn-RS">');
  });
});

describe('the dev server follows the files', () => {
  it('serves an edited message at the next request', async () => {
    const before = dev.loads.length;
    dev.fixture.replace(EN, 'title: "Point of sale and e-fiscalization, made simple"', 'title: "Checkout edited while the dev server runs"');
    const { text } = await dev.get('/en');
    expect(text).toContain('Checkout edited while the dev server runs');
    expect(dev.loads.length).toBeGreaterThan(before);
  });

  it('keeps serving a broken file with an overlay naming the file and line, and drops it once fixed', async () => {
    const good = dev.fixture.read(EN);
    dev.fixture.write(EN, good.replace('  menu: "Menu"', '  menu: "Menu'));
    const expected = dev.fixture.load().problems;
    expect(expected.length).toBeGreaterThan(0);
    const broken = await dev.get('/en');
    expect(broken.status).toBe(200);
    expect(broken.text).toContain(OVERLAY);
    for (const p of expected) expect(broken.text).toContain(`${p.position.file}:${p.position.line}:${p.position.column}  ${p.code}`);
    // The rest of the page is the last content that loaded.
    expect(broken.text).toContain('Checkout edited while the dev server runs');
    expect(dev.loads.at(-1)!.problems.map((p) => p.code)).toEqual(expected.map((p) => p.code));

    dev.fixture.write(EN, good);
    const fixed = await dev.get('/en');
    expect(fixed.text).not.toContain(OVERLAY);
    expect(dev.loads.at(-1)!.problems).toEqual([]);
  });

  it('applies an edited schema', async () => {
    const schema = 'schema/site.schema.json';
    const good = dev.fixture.read(schema);
    const parsed = JSON.parse(good) as { required?: string[] };
    dev.fixture.write(schema, JSON.stringify({ ...parsed, required: [...(parsed.required ?? []), 'mustBeThere'] }, null, 2));
    const broken = await dev.get('/sr');
    expect(broken.text).toContain(OVERLAY);
    expect(broken.text).toMatch(/content\/site\.yaml:\d+:\d+ {2}E_SCHEMA/);
    dev.fixture.write(schema, good);
    expect((await dev.get('/sr')).text).not.toContain(OVERLAY);
    // Content problems are content, not failures of the server.
    expect(dev.errors).toEqual([]);
  });
});

describe('a locale in progress, and the problems of one locale', () => {
  const HR = 'content/messages/hr.yaml';
  const MARK = /<mark class="dev-untranslated" title="Not translated yet: the text of en, the reference locale\. Translate it in content\/messages\/hr\.yaml\." style="[^"]+">/;
  let siteYaml: string;
  beforeAll(() => {
    siteYaml = dev.fixture.read('content/site.yaml');
    showAddLocale(resolveConfig({ root: dev.fixture.root }), { code: 'hr', office: 'montenegro' }, false);
    dev.fixture.replace(HR, '  menu: "[untranslated] Menu"', '  menu: "Izbornik"');
  });
  afterAll(() => {
    dev.fixture.write('content/site.yaml', siteYaml);
    dev.fixture.remove(HR);
  });

  it('renders it with each message not translated yet marked, in the words of en; every other locale renders as before', async () => {
    const hr = await dev.get('/hr');
    expect(hr.status).toBe(200);
    expect(hr.text).toContain('<html lang="hr">');
    expect(hr.text).not.toContain(OVERLAY);
    expect(hr.text).toMatch(new RegExp(`${MARK.source}Skip to main content</mark>`));
    expect(hr.text).toContain('Izbornik');
    expect(hr.text).not.toMatch(/[\uE000\uE001]/);
    const payload = await dev.get('/hr/_payload.json');
    expect(payload.status).toBe(200);
    expect(payload.text).not.toMatch(/[\uE000\uE001]/);
    for (const path of ['/en', '/', '/sr']) {
      const other = await dev.get(path);
      expect([path, other.status, other.text.includes(OVERLAY), MARK.test(other.text)]).toEqual([path, 200, false, false]);
    }
  });

  it("keeps a locale's own problems to its pages, which show its last good content; the others show every edit", async () => {
    const en = dev.fixture.read(EN);
    dev.fixture.replace(HR, '  menu: "Izbornik"', '  menu: "Izbornik {x"');
    dev.fixture.replace(EN, '  skipToContent: "Skip to main content"', '  skipToContent: "Skip to the edited content"');
    const edited = await dev.get('/en');
    expect(edited.text).toContain('Skip to the edited content');
    expect(edited.text).not.toContain(OVERLAY);
    expect((await dev.get('/')).text).not.toContain(OVERLAY);

    const broken = await dev.get('/hr');
    expect(broken.status).toBe(200);
    const { line } = positionOf(dev.fixture.read(HR), 'menu: "Izbornik');
    expect(broken.text).toContain('1 content problem in locale "hr": its pages show the last content that loaded.');
    expect(broken.text).toMatch(new RegExp(`content/messages/hr\\.yaml:${line}:\\d+  E_ICU_SYNTAX`));
    expect(broken.text).toMatch(new RegExp(`${MARK.source}Skip to main content</mark>`));
    expect(dev.loads.at(-1)!.problems).toEqual([]);
    expect([...dev.loads.at(-1)!.localeProblems.keys()]).toEqual(['hr']);

    dev.fixture.replace(HR, '  menu: "Izbornik {x"', '  menu: "Izbornik"');
    const fixed = await dev.get('/hr');
    expect(fixed.text).not.toContain(OVERLAY);
    expect(fixed.text).toMatch(new RegExp(`${MARK.source}Skip to the edited content</mark>`));
    dev.fixture.write(EN, en);
    expect(dev.errors).toEqual([]);
  });

  it("keeps a mistake in its own site.yaml entry to its pages too; the others show every edit", async () => {
    const SITE = 'content/site.yaml';
    const en = dev.fixture.read(EN);
    const good = dev.fixture.read(SITE);
    expect((await dev.get('/hr')).text).toMatch(new RegExp(`${MARK.source}Skip to main content</mark>`));
    dev.fixture.replace(SITE, '    country: HR\n', '');
    dev.fixture.replace(EN, '  skipToContent: "Skip to main content"', '  skipToContent: "Skip to the newer content"');
    for (const path of ['/en', '/', '/sr']) {
      const other = await dev.get(path);
      expect([path, other.status, other.text.includes(OVERLAY)]).toEqual([path, 200, false]);
    }
    expect((await dev.get('/en')).text).toContain('Skip to the newer content');

    const broken = await dev.get('/hr');
    expect(broken.status).toBe(200);
    const entry = positionOf(dev.fixture.read(SITE), 'code: hr');
    expect(broken.text).toContain('1 content problem in locale "hr": its pages show the last content that loaded.');
    expect(broken.text).toContain(`content/site.yaml:${entry.line}:${entry.column}  E_SCHEMA  locales[3] is missing the required field &#34;country&#34;`);
    expect(broken.text).toMatch(new RegExp(`${MARK.source}Skip to main content</mark>`));
    expect(dev.loads.at(-1)!.problems).toEqual([]);
    expect([...dev.loads.at(-1)!.localeProblems.keys()]).toEqual(['hr']);

    dev.fixture.write(SITE, good);
    const fixed = await dev.get('/hr');
    expect(fixed.text).not.toContain(OVERLAY);
    expect(fixed.text).toMatch(new RegExp(`${MARK.source}Skip to the newer content</mark>`));

    // A locale whose entry is broken before it ever loaded has no pages yet: its address shows the problem.
    showAddLocale(resolveConfig({ root: dev.fixture.root }), { code: 'bs', office: 'montenegro' }, false);
    dev.fixture.replace(SITE, '    country: BA\n', '');
    const unloaded = await dev.get('/bs');
    dev.fixture.write(SITE, good);
    dev.fixture.remove('content/messages/bs.yaml');
    dev.fixture.write(EN, en);
    expect(unloaded.status).toBe(404);
    expect(unloaded.text).toContain('1 content problem in locale "bs": its pages show the last content that loaded.');
    expect((await dev.get('/sr')).text).not.toContain(OVERLAY);
    expect(dev.errors).toEqual([]);
  });
});
