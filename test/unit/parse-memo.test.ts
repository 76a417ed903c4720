import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../core/config.js';
import { createParseMemo } from '../../engine/cache/parse-memo.js';
import { parseYaml } from '../../pipeline/load/parse-yaml.js';
import { loadContent } from '../../pipeline/load-content.js';
import { createFixtureSite } from '../helpers/fixture-site.js';
import { catalogueOf } from '../../core/content/catalogue-of.js';

describe('createParseMemo', () => {
  it('parses a file again only when its text changed, with the result parseYaml gives', () => {
    const parse = createParseMemo();
    const first = parse('content/a.yaml', 'a: 1\n');
    expect(parse('content/a.yaml', 'a: 1\n')).toBe(first);
    expect(parse('content/b.yaml', 'a: 1\n')).not.toBe(first);
    const edited = parse('content/a.yaml', 'a: [1\n');
    expect(edited).not.toBe(first);
    expect(edited.problems).toEqual(parseYaml('content/a.yaml', 'a: [1\n').problems);
    expect(parse('content/a.yaml', 'a: 1\n').file?.value).toEqual({ a: 1 });
  });

  it('loads the content as a load without it does, across edits and broken saves', () => {
    const site = createFixtureSite();
    try {
      const config = resolveConfig({ root: site.root });
      const parse = createParseMemo();
      const original = site.read('content/messages/en.yaml');
      // As JSON: the compiled messages are functions, new ones at each load.
      const both = () => [site.load(), (() => {
        try {
          return { content: loadContent(config, { parse }), problems: [] };
        } catch (error) {
          return { problems: (error as { problems: unknown[] }).problems };
        }
      })()].map((result) => JSON.parse(JSON.stringify(result)) as { content?: unknown; problems: unknown[] });
      const [plain, memo] = both();
      expect(memo).toEqual(plain);
      site.replace('content/messages/en.yaml', /: .*\{.*$/m, ': "{broken"');
      const [brokenPlain, brokenMemo] = both();
      expect(brokenMemo!.problems.length).toBeGreaterThan(0);
      expect(brokenMemo).toEqual(brokenPlain);
      site.write('content/messages/en.yaml', original.replace(/^(\s*title: ")/m, '$1Edited '));
      const [editedPlain, editedMemo] = both();
      const en = catalogueOf(loadContent(config, { parse }), 'en');
      expect(en.keys.some((key) => en.source(key).startsWith('Edited '))).toBe(true);
      expect(editedMemo).toEqual(editedPlain);
    } finally {
      site.dispose();
    }
  });
});
