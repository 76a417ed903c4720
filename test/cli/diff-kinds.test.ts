/**
 * What `diff` reports for each kind of change, on a git repository made from the small fixture site (en and
 * me, and hr in progress from the first kind on) with the tool's code beside it, one commit per kind (test/helpers/diff-kinds.ts). Each commit is built
 * once, in this process, into a folder of its own; the cases compare pairs with the pure comparison
 * (pipeline/diff/compare.ts) as the command does after its builds. Also the render record those builds write.
 * The command itself: diff-command.test.ts.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderRecord } from '../../core/build-files.js';
import { resolveConfig } from '../../core/config.js';
import { buildSite } from '../../engine/build.js';
import { compareSides } from '../../pipeline/diff/compare.js';
import type { BuiltSide, SiteComparison } from '../../pipeline/diff/types.js';
import { locateChanges } from '../../commands/diff/positions.js';
import { readSide } from '../../commands/diff/read-side.js';
import { listFiles } from '../../core/files.js';
import { createDiffRepo, type DiffRepo } from '../helpers/diff-repo.js';
import { commitKinds, KINDS, type Kind } from '../helpers/diff-kinds.js';
import { positionOf, PROJECT_ROOT } from '../helpers/fixture-site.js';

let repo: DiffRepo;
let outs: string;
const sides = new Map<Kind, BuiltSide>();

beforeAll(async () => {
  repo = createDiffRepo('small');
  outs = mkdtempSync(path.join(tmpdir(), 'fiskalis-diff-builds-'));
  // The repository's content with the project's code (the same as the repository's), and the project's build
  // cache copied in (createDiffRepo): the builds of the commits that show every section skip Vite.
  const commitConfig = { ...resolveConfig({ root: PROJECT_ROOT, contentDir: path.join(repo.root, 'content'), schemaDir: path.join(repo.root, 'schema') }), cacheDir: path.join(repo.root, 'node_modules', '.cache', 'fiskalis-site') };
  await commitKinds(repo, async (kind) => {
    const [outDir, renderRecord] = [path.join(outs, kind), path.join(outs, `${kind}.json`)];
    await buildSite(commitConfig, { outDir, renderRecord });
    sides.set(kind, readSide(outDir, renderRecord));
  });
}, 180_000);
afterAll(() => {
  repo?.dispose();
  if (outs) rmSync(outs, { recursive: true, force: true });
});

/** The comparison of a commit with the one before it, sizes left out (they move with the build id; one case checks them). */
function changeOf(kind: Kind): SiteComparison {
  const before = sides.get(KINDS[KINDS.indexOf(kind) - 1]!)!;
  const comparison = compareSides(before, sides.get(kind)!);
  return { ...comparison, pages: comparison.pages.map(({ size: { budget }, ...page }) => ({ ...page, size: budget === undefined ? {} : { budget } })) };
}

describe('diff: what each kind of change does to the pages', () => {
  it('a copy edit in one locale: the one page that shows it, its section, the message and its reach', () => {
    expect(changeOf('copyEdit')).toMatchInlineSnapshot(`
      {
        "content": [
          {
            "after": "Naš softver, provjeren u radnjama i restoranima poput vašeg",
            "before": "Naš softver, provjeren tamo gdje i vi radite",
            "key": "about.title",
            "kind": "message",
            "locale": "me",
            "pages": [
              "index.html",
            ],
            "source": {
              "file": "content/messages/me.yaml",
            },
          },
        ],
        "pages": [
          {
            "alternates": [],
            "file": "index.html",
            "images": [],
            "links": [],
            "locale": "me",
            "path": "/",
            "sections": [
              {
                "heading": "Naš softver, provjeren u radnjama i restoranima poput vašeg",
                "id": "about",
                "status": "changed",
                "words": [
                  {
                    "added": "u radnjama i restoranima poput vašeg",
                    "context": "O nama Naš softver, provjeren",
                    "followedBy": "Fiskalis d.o.o. osnovan je s",
                    "removed": "tamo gdje i vi radite",
                  },
                ],
              },
            ],
            "size": {
              "budget": 8192,
            },
            "status": "changed",
          },
        ],
        "summary": {
          "added": 0,
          "changed": 1,
          "markupOnly": 0,
          "pages": 16,
          "removed": 0,
          "unchanged": 15,
        },
        "translations": [],
      }
    `);
  });

  it('a shared label: every page of its locale, counted by the message', () => {
    const change = changeOf('sharedLabel');
    expect(change.summary).toMatchInlineSnapshot(`
      {
        "added": 0,
        "changed": 8,
        "markupOnly": 0,
        "pages": 16,
        "removed": 0,
        "unchanged": 8,
      }
    `);
    expect(change.content).toMatchInlineSnapshot(`
      [
        {
          "after": "Cloud POS and e-fiscalization for shops, cafes and restaurants in Montenegro and Serbia.",
          "before": "Cloud POS and e-fiscalization for retail and hospitality in Montenegro and Serbia.",
          "key": "footer.tagline",
          "kind": "message",
          "locale": "en",
          "pages": [
            "en.html",
            "en/404.html",
            "en/500.html",
            "en/account-delete.html",
            "en/account-delete/answer.html",
            "en/answer.html",
            "en/privacy.html",
            "en/privacy/answer.html",
          ],
          "source": {
            "file": "content/messages/en.yaml",
          },
        },
      ]
    `);
    expect(change.pages.map((p) => [p.file, p.sections.map((s) => s.id)])).toMatchInlineSnapshot(`
      [
        [
          "en.html",
          [
            "footer",
          ],
        ],
        [
          "en/404.html",
          [
            "footer",
          ],
        ],
        [
          "en/500.html",
          [
            "footer",
          ],
        ],
        [
          "en/account-delete.html",
          [
            "footer",
          ],
        ],
        [
          "en/account-delete/answer.html",
          [
            "footer",
          ],
        ],
        [
          "en/answer.html",
          [
            "footer",
          ],
        ],
        [
          "en/privacy.html",
          [
            "footer",
          ],
        ],
        [
          "en/privacy/answer.html",
          [
            "footer",
          ],
        ],
      ]
    `);
    expect(change.pages[0]).toMatchInlineSnapshot(`
      {
        "alternates": [],
        "file": "en.html",
        "images": [],
        "links": [],
        "locale": "en",
        "path": "/en",
        "sections": [
          {
            "heading": "",
            "id": "footer",
            "status": "changed",
            "words": [
              {
                "added": "shops, cafes and restaurants",
                "context": "Cloud POS and e-fiscalization for",
                "followedBy": "in Montenegro and Serbia. Get",
                "removed": "retail and hospitality",
              },
            ],
          },
        ],
        "size": {
          "budget": 8192,
        },
        "status": "changed",
      }
    `);
  });

  it('a price in packages.yaml: the pricing card of the locales of that market, and the data value with its line', () => {
    const change = changeOf('price');
    const at = positionOf(repo.read('content/packages.yaml'), 'tier: standard, price: 17', 'tier: standard, price: '.length);
    expect(locateChanges(change.content!, repo.root, repo.root).map((c) => c.source)).toEqual([{ file: 'content/packages.yaml', ...at }]);
    expect(change).toMatchInlineSnapshot(`
      {
        "content": [
          {
            "after": 17,
            "before": 15,
            "key": "markets.eur.packages.retail/standard.price",
            "kind": "data",
            "pages": [
              "en.html",
              "index.html",
            ],
            "source": {
              "file": "content/packages.yaml",
            },
          },
        ],
        "pages": [
          {
            "alternates": [],
            "file": "en.html",
            "images": [],
            "links": [],
            "locale": "en",
            "path": "/en",
            "sections": [
              {
                "heading": "A package for every business",
                "id": "offer",
                "status": "changed",
                "words": [
                  {
                    "added": "€17",
                    "context": "free trial Standard Most popular",
                    "followedBy": "per month Everything in Start,",
                    "removed": "€15",
                  },
                ],
              },
            ],
            "size": {
              "budget": 8192,
            },
            "status": "changed",
          },
          {
            "alternates": [],
            "file": "index.html",
            "images": [],
            "links": [],
            "locale": "me",
            "path": "/",
            "sections": [
              {
                "heading": "Paket za svaku vrstu posla",
                "id": "offer",
                "status": "changed",
                "words": [
                  {
                    "added": "17",
                    "context": "h Isprobajte besplatno Standard Najpopularniji",
                    "followedBy": "€ mjesečno Sve iz paketa",
                    "removed": "15",
                  },
                ],
              },
            ],
            "size": {
              "budget": 8192,
            },
            "status": "changed",
          },
        ],
        "summary": {
          "added": 0,
          "changed": 2,
          "markupOnly": 0,
          "pages": 16,
          "removed": 0,
          "unchanged": 14,
        },
        "translations": [],
      }
    `);
  });

  it('sections reordered: the new order, and no text change', () => {
    expect(changeOf('sectionsReordered')).toMatchInlineSnapshot(`
      {
        "content": [],
        "pages": [
          {
            "alternates": [],
            "file": "en.html",
            "images": [],
            "links": [],
            "locale": "en",
            "order": {
              "after": [
                "hero",
                "whoWeAre",
                "administration",
                "whatWeOffer",
                "about",
                "howToStart",
                "software",
                "whyBetter",
                "offer",
                "devices",
                "testimonials",
                "supportTeam",
                "contact",
              ],
              "before": [
                "hero",
                "whoWeAre",
                "administration",
                "whatWeOffer",
                "about",
                "howToStart",
                "whyBetter",
                "software",
                "offer",
                "devices",
                "testimonials",
                "supportTeam",
                "contact",
              ],
            },
            "path": "/en",
            "sections": [],
            "size": {
              "budget": 8192,
            },
            "status": "changed",
          },
          {
            "alternates": [],
            "file": "index.html",
            "images": [],
            "links": [],
            "locale": "me",
            "order": {
              "after": [
                "hero",
                "whoWeAre",
                "administration",
                "whatWeOffer",
                "about",
                "howToStart",
                "software",
                "whyBetter",
                "offer",
                "devices",
                "testimonials",
                "supportTeam",
                "contact",
              ],
              "before": [
                "hero",
                "whoWeAre",
                "administration",
                "whatWeOffer",
                "about",
                "howToStart",
                "whyBetter",
                "software",
                "offer",
                "devices",
                "testimonials",
                "supportTeam",
                "contact",
              ],
            },
            "path": "/",
            "sections": [],
            "size": {
              "budget": 8192,
            },
            "status": "changed",
          },
        ],
        "summary": {
          "added": 0,
          "changed": 2,
          "markupOnly": 0,
          "pages": 16,
          "removed": 0,
          "unchanged": 14,
        },
        "translations": [],
      }
    `);
  });

  it('a section added: the section with its first words, in every locale', () => {
    const change = changeOf('sectionAdded');
    expect(change.summary).toMatchInlineSnapshot(`
      {
        "added": 0,
        "changed": 2,
        "markupOnly": 14,
        "pages": 16,
        "removed": 0,
        "unchanged": 0,
      }
    `);
    expect(change.pages.map((p) => [p.file, p.sections.map((s) => [s.id, s.status, s.heading])])).toMatchInlineSnapshot(`
      [
        [
          "en.html",
          [
            [
              "statistics",
              "added",
              "Fiskalis in numbers",
            ],
          ],
        ],
        [
          "index.html",
          [
            [
              "statistics",
              "added",
              "Fiskalis u brojkama",
            ],
          ],
        ],
      ]
    `);
    expect(change.pages[0]!.sections.find((s) => s.id === 'statistics')).toMatchInlineSnapshot(`
      {
        "heading": "Fiskalis in numbers",
        "id": "statistics",
        "status": "added",
        "words": [
          {
            "added": "Usage statistics Fiskalis in numbers Totals across Montenegro and Serbia. Users 1.2 million Installations 2.4 million Fiscalized receipts 186 million",
            "context": "",
            "followedBy": "",
            "removed": "",
          },
        ],
      }
    `);
  });

  it('a message that now reads as in English: the translation state says so', () => {
    const change = changeOf('sameAsEnglish');
    expect(change.translations).toMatchInlineSnapshot(`
      [
        {
          "key": "about.eyebrow",
          "kind": "sameAsReference",
          "locale": "me",
          "text": "About us",
        },
      ]
    `);
    expect(change.content).toMatchInlineSnapshot(`
      [
        {
          "after": "About us",
          "before": "O nama",
          "key": "about.eyebrow",
          "kind": "message",
          "locale": "me",
          "pages": [
            "index.html",
          ],
          "source": {
            "file": "content/messages/me.yaml",
          },
        },
      ]
    `);
  });

  it('a message added to the published locales, not to the one in progress: its pages, and the translation state says which locale lacks it', () => {
    expect(changeOf('messageAdded')).toMatchInlineSnapshot(`
      {
        "content": [
          {
            "after": "Owners of shops, cafes and restaurants on working with Fiskalis every day.",
            "key": "testimonials.lead",
            "kind": "message",
            "locale": "en",
            "pages": [
              "en.html",
            ],
            "source": {
              "file": "content/messages/en.yaml",
            },
          },
          {
            "after": "Vlasnici radnji, kafića i restorana o svakodnevnom radu sa Fiskalisom.",
            "key": "testimonials.lead",
            "kind": "message",
            "locale": "me",
            "pages": [
              "index.html",
            ],
            "source": {
              "file": "content/messages/me.yaml",
            },
          },
        ],
        "pages": [
          {
            "alternates": [],
            "file": "en.html",
            "images": [],
            "links": [],
            "locale": "en",
            "path": "/en",
            "sections": [
              {
                "heading": "What our customers say",
                "id": "testimonials",
                "status": "changed",
                "words": [
                  {
                    "added": "Owners of shops, cafes and restaurants on working with Fiskalis every day.",
                    "context": "Testimonials What our customers say",
                    "followedBy": "We switched to Fiskalis in",
                    "removed": "",
                  },
                ],
              },
            ],
            "size": {
              "budget": 8192,
            },
            "status": "changed",
          },
          {
            "alternates": [],
            "file": "index.html",
            "images": [],
            "links": [],
            "locale": "me",
            "path": "/",
            "sections": [
              {
                "heading": "Šta kažu naši korisnici",
                "id": "testimonials",
                "status": "changed",
                "words": [
                  {
                    "added": "Vlasnici radnji, kafića i restorana o svakodnevnom radu sa Fiskalisom.",
                    "context": "Utisci Šta kažu naši korisnici",
                    "followedBy": "Na Fiskalis smo prešli za",
                    "removed": "",
                  },
                ],
              },
            ],
            "size": {
              "budget": 8192,
            },
            "status": "changed",
          },
        ],
        "summary": {
          "added": 0,
          "changed": 2,
          "markupOnly": 0,
          "pages": 16,
          "removed": 0,
          "unchanged": 14,
        },
        "translations": [
          {
            "key": "testimonials.lead",
            "kind": "missing",
            "locales": [
              "hr",
            ],
          },
        ],
      }
    `);
  });

  it('a change that alters only the build id: no change', () => {
    expect(changeOf('buildIdOnly')).toMatchInlineSnapshot(`
      {
        "content": [],
        "pages": [],
        "summary": {
          "added": 0,
          "changed": 0,
          "markupOnly": 0,
          "pages": 16,
          "removed": 0,
          "unchanged": 16,
        },
        "translations": [],
      }
    `);
  });

  it('sizes: brotli bytes of both sides, and the budget of a home page', () => {
    const { pages } = compareSides(sides.get('base')!, sides.get('copyEdit')!);
    const home = sides.get('copyEdit')!.pages.get('index.html')!;
    expect(pages[0]!.size).toEqual({ before: sides.get('base')!.pages.get('index.html')!.brotliBytes, after: home.brotliBytes, budget: 8192 });
    expect(home.brotliBytes).toBe(readFileSync(path.join(outs, 'copyEdit', 'index.html.br')).length);
  });
});

describe('the render record (build --render-record), a build output beside the site', () => {
  const record = () => JSON.parse(readFileSync(path.join(outs, 'base.json'), 'utf8')) as RenderRecord;

  it('is written where asked, outside the output folder (what a host publishes)', () => {
    expect(listFiles(path.join(outs, 'base')).filter((file) => !/^(assets\/|builds\/)/.test(file) && !/\.(html|br|gz|json)$/.test(file))).toEqual(['_headers', 'favicon.svg', 'robots.txt', 'sitemap.xml']);
    expect(listFiles(path.join(outs, 'base')).filter((file) => file.includes('render-record') || file.startsWith('.'))).toEqual([]);
  });

  it('names for each page the messages and data values it rendered', () => {
    const { pages, referenceLocale, version } = record();
    expect([version, referenceLocale]).toEqual([1, 'en']);
    expect(Object.keys(pages)).toEqual([...sides.get('base')!.pages.keys()].sort());
    const privacy = pages['en/privacy.html']!;
    expect([privacy.path, privacy.locale, privacy.kind]).toEqual(['/en/privacy', 'en', 'route']);
    expect(privacy.messages).toContain('privacy.title');
    expect(privacy.messages).toContain('footer.tagline');
    expect(privacy.messages).not.toContain('landing.title');
    // Only the home pages show prices; the English one reads the market of its locale.
    expect(privacy.data.filter((name) => name.startsWith('markets.'))).toEqual([]);
    expect(pages['en.html']!.data).toContain('markets.eur.packages.retail/standard.price');
    expect(pages['en.html']!.messages).toContain('landing.title');
  });

  it('holds every message of every locale, and each value the pages read', () => {
    const { messages, data } = record();
    // The locale in progress too, with what it has translated: nothing yet (each message marked untranslated).
    expect(Object.keys(messages)).toEqual(['en', 'me', 'hr']);
    expect(messages.hr).toEqual({});
    expect(messages.me!['about.eyebrow']).toBe('O nama');
    expect(data['markets.eur.packages.retail/standard.price']).toBe(15);
    expect(data['sections.offer.type']).toBe('offer');
  });
});
