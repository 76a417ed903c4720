/**
 * What `diff` reports for changes of copy, shared labels and prices, on a git repository made from the small
 * fixture site (en and me, and hr in progress) with the tool's code beside it, one commit per kind of change
 * (test/helpers/diff-kinds.ts). The kinds this file compares are built once, in this process; the cases compare
 * pairs with the pure comparison (pipeline/diff/compare.ts) as the command does after its builds. Also the
 * render record those builds write. Sections and translations: diff-kinds-structure.test.ts; the command
 * itself: diff-command.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderRecord } from '../../core/build-files.js';
import { listFiles } from '../../core/files.js';
import { compareSides } from '../../pipeline/diff/compare.js';
import { locateChanges } from '../../commands/diff/positions.js';
import { buildKinds, type BuiltKinds } from '../helpers/diff-kinds.js';
import { positionOf } from '../helpers/fixture-site.js';

let kinds: BuiltKinds;
beforeAll(async () => {
  kinds = await buildKinds(['base', 'copyEdit', 'sharedLabel', 'price']);
}, 180_000);
afterAll(() => kinds?.dispose());

describe('diff: what copy, label and price changes do to the pages', () => {
  it('a copy edit in one locale: the one page that shows it, its section, the message and its reach', () => {
    expect(kinds.changeOf('copyEdit')).toMatchInlineSnapshot(`
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
    const change = kinds.changeOf('sharedLabel');
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
    const change = kinds.changeOf('price');
    const at = positionOf(kinds.repo.read('content/packages.yaml'), 'tier: standard, price: 17', 'tier: standard, price: '.length);
    expect(locateChanges(change.content!, kinds.repo.root, kinds.repo.root).map((c) => c.source)).toEqual([{ file: 'content/packages.yaml', ...at }]);
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

  it('sizes: brotli bytes of both sides, and the budget of a home page', () => {
    const { pages } = compareSides(kinds.side('base'), kinds.side('copyEdit'));
    const home = kinds.side('copyEdit').pages.get('index.html')!;
    expect(pages[0]!.size).toEqual({ before: kinds.side('base').pages.get('index.html')!.brotliBytes, after: home.brotliBytes, budget: 8192 });
    expect(home.brotliBytes).toBe(readFileSync(path.join(kinds.outDir('copyEdit'), 'index.html.br')).length);
  });
});

describe('the render record (build --render-record), a build output beside the site', () => {
  const record = () => JSON.parse(readFileSync(kinds.recordFile('base'), 'utf8')) as RenderRecord;

  it('is written where asked, outside the output folder (what a host publishes)', () => {
    expect(listFiles(kinds.outDir('base')).filter((file) => !/^(assets\/|builds\/)/.test(file) && !/\.(html|br|gz|json)$/.test(file))).toEqual(['_headers', 'favicon.svg', 'robots.txt', 'sitemap.xml']);
    expect(listFiles(kinds.outDir('base')).filter((file) => file.includes('render-record') || file.startsWith('.'))).toEqual([]);
  });

  it('names for each page the messages and data values it rendered', () => {
    const { pages, referenceLocale, version } = record();
    expect([version, referenceLocale]).toEqual([1, 'en']);
    expect(Object.keys(pages)).toEqual([...kinds.side('base').pages.keys()].sort());
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
