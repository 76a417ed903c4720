import { afterEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../core/config.js';
import { loadContent, summarize } from '../../pipeline/load-content.js';
import { PROJECT_ROOT, createFixtureSite, positionOf, type FixtureSite } from '../helpers/fixture-site.js';
import { catalogueOf } from '../../core/content/catalogue-of.js';

describe('summarize', () => {
  it('counts the files, locales, messages, sections and packages of the real content', () => {
    const content = loadContent(resolveConfig({ root: PROJECT_ROOT }));
    const messages = Object.values(content.messages).reduce((n, c) => n + c.keys.length, 0);
    expect(summarize(content)).toEqual({ files: 7, locales: 3, messages, sections: 14, packages: 12, warnings: [] });
    expect(messages).toBe(3 * catalogueOf(content, 'en').keys.length);
  });
});

describe('loadContent, collecting problems', () => {
  let site: FixtureSite | undefined;
  afterEach(() => site?.dispose());

  it('reports different problems that share a place each, not only the first', () => {
    site = createFixtureSite();
    site.replace('content/messages/me.yaml', /\n {4}about: "[^"]*"/, '');
    site.replace('content/messages/me.yaml', /\n {4}signIn: "[^"]*"/, '');
    site.replace('content/site.yaml', '  - id: privacy\n    path: /privacy\n    layout: custom\n    seo: seo.privacy\n', '  - path: /privacy\n    layout: custom\n');
    const me = site.read('content/messages/me.yaml');
    const siteText = site.read('content/site.yaml');
    const { problems } = site.load();
    expect(problems.map((p) => [p.code, p.message, p.position])).toEqual([
      // Both go after "home", the first of their neighbours me.yaml still has: one place, two problems.
      ['E_MISSING_MESSAGE', 'Message "header.nav.about" is missing in locale "me" (it is in content/messages/en.yaml, line 6); add it after "header.nav.home"', { file: 'content/messages/me.yaml', ...positionOf(me, 'administration:') }],
      ['E_MISSING_MESSAGE', 'Message "header.nav.signIn" is missing in locale "me" (it is in content/messages/en.yaml, line 7); add it after "header.nav.home"', { file: 'content/messages/me.yaml', ...positionOf(me, 'administration:') }],
      ['E_SCHEMA', 'routes[1] is missing the required field "id"', { file: 'content/site.yaml', ...positionOf(siteText, 'path: /privacy') }],
      ['E_SCHEMA', 'routes[1] is missing the required field "seo"', { file: 'content/site.yaml', ...positionOf(siteText, 'path: /privacy') }],
    ]);
  });

  it('reports an unknown name that both the schema and a rule catch once', () => {
    site = createFixtureSite();
    site.replace('content/packages.yaml', '{ segment: retail, tier: start, price: 12', '{ segment: retail, tier: gold, price: 12');
    const text = site.read('content/packages.yaml');
    const { problems } = site.load();
    expect(problems.filter((p) => p.code === 'E_UNKNOWN_TIER').map((p) => [p.message, p.position])).toEqual([
      ['Unknown tier "gold" at markets[0].packages[0].tier; known: start, standard, premium', { file: 'content/packages.yaml', ...positionOf(text, 'gold') }],
    ]);
  });
});
