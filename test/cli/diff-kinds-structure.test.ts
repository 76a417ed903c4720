/**
 * What `diff` reports when sections move or are added and when translations change, and that a change of the
 * build id alone is none: the commits of test/helpers/diff-kinds.ts from `price` on, built once in this
 * process and compared as the command compares them (see diff-kinds.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildKinds, type BuiltKinds } from '../helpers/diff-kinds.js';

let kinds: BuiltKinds;
beforeAll(async () => {
  // `price` only as the commit before `sectionsReordered`.
  kinds = await buildKinds(['price', 'sectionsReordered', 'sectionAdded', 'sameAsEnglish', 'messageAdded', 'buildIdOnly']);
}, 180_000);
afterAll(() => kinds?.dispose());

describe('diff: what section and translation changes do to the pages', () => {
  it('sections reordered: the new order, and no text change', () => {
    expect(kinds.changeOf('sectionsReordered')).toMatchInlineSnapshot(`
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
    const change = kinds.changeOf('sectionAdded');
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
    const change = kinds.changeOf('sameAsEnglish');
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
    expect(kinds.changeOf('messageAdded')).toMatchInlineSnapshot(`
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
    expect(kinds.changeOf('buildIdOnly')).toMatchInlineSnapshot(`
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

});
