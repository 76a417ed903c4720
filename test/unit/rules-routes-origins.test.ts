import { describe, expect, it } from 'vitest';
import type { SiteData } from '../../core/content/types.js';
import { checkOrigins } from '../../pipeline/validate/rules/origins.js';
import { checkRouteCollisions } from '../../pipeline/validate/rules/routes.js';
import { positionOf } from '../helpers/fixture-site.js';
import { checked, yaml } from '../helpers/inline-yaml.js';

const SITE = 'content/site.yaml';
const siteText = (routes: string, baseUrl = 'https://fiskalis.me', apiBase = '""') => yaml`
  baseUrl: ${baseUrl}
  api: { baseUrl: ${apiBase} }
  locales:
    - { code: en, prefix: /en }
    - { code: me, prefix: "" }
    - { code: sr, prefix: /sr }
  routes:
  ${routes}
`;
const context = (text: string) => ({ site: checked<SiteData>(SITE, text), messageFiles: new Map() });
const codesAndLines = (problems: readonly { code: string; message: string; position: { line: number; column: number } }[]) => problems.map((p) => [p.code, p.position.line, p.position.column, p.message]);

describe('checkRouteCollisions', () => {
  it('accepts routes whose pages all have URLs of their own', () => {
    expect(checkRouteCollisions(context(siteText('  - { id: home, path: / }\n    - { id: privacy, path: /privacy }\n    - { id: english, path: /english }')))).toEqual([]);
  });

  it('reports a route that starts with a locale prefix, at its path', () => {
    const text = siteText('  - { id: home, path: / }\n    - { id: privacy, path: /en }\n    - { id: terms, path: /sr/terms }');
    expect(codesAndLines(checkRouteCollisions(context(text)))).toEqual([
      ['E_ROUTE_COLLISION', positionOf(text, '/en }', 0, 2).line, positionOf(text, '/en }', 0, 2).column, expect.stringContaining('prefix /en of locale "en"')],
      ['E_ROUTE_COLLISION', positionOf(text, '/sr/terms').line, positionOf(text, '/sr/terms').column, expect.stringContaining('prefix /sr of locale "sr"')],
    ]);
  });

  it('reports a route in a folder the build writes, when a locale has no prefix', () => {
    const text = siteText('  - { id: home, path: / }\n    - { id: files, path: /assets }');
    expect(codesAndLines(checkRouteCollisions(context(text)))).toEqual([
      ['E_ROUTE_COLLISION', positionOf(text, '/assets').line, positionOf(text, '/assets').column, expect.stringContaining('a folder the build writes')],
    ]);
  });

  it('reports a route named like a page the build writes beside the pages (its file would be written over)', () => {
    const text = siteText('  - { id: home, path: / }\n    - { id: missing, path: /404 }\n    - { id: reply, path: /answer }');
    expect(codesAndLines(checkRouteCollisions(context(text)))).toEqual([
      ['E_ROUTE_COLLISION', positionOf(text, '/404').line, positionOf(text, '/404').column, expect.stringContaining('whose file 404.html the build writes itself')],
      ['E_ROUTE_COLLISION', positionOf(text, '/answer').line, positionOf(text, '/answer').column, expect.stringContaining('whose file answer.html')],
    ]);
  });

  it('leaves a path used twice to the duplicate check', () => {
    expect(checkRouteCollisions(context(siteText('  - { id: home, path: / }\n    - { id: again, path: / }')))).toEqual([]);
  });
});

describe('checkOrigins', () => {
  it('accepts bare origins, and an empty api.baseUrl', () => {
    expect(checkOrigins(context(siteText('  - { id: home, path: / }', 'https://fiskalis.me', 'http://localhost:8080')))).toEqual([]);
    expect(checkOrigins(context(siteText('  - { id: home, path: / }')))).toEqual([]);
  });

  it('names what is more than an origin, and the origin to write', () => {
    for (const [value, what] of [['https://fiskalis.me?x=1', 'a query'], ['https://fiskalis.me#top', 'a fragment'], ['https://u:p@fiskalis.me', 'credentials'], ['https://FISKALIS.me', 'written differently']]) {
      const text = siteText('  - { id: home, path: / }', value!);
      const [problem, ...rest] = checkOrigins(context(text));
      expect(rest).toEqual([]);
      expect(problem!.code).toBe('E_BASE_URL');
      expect(problem!.message).toContain(what);
      expect(problem!.message).toContain('write https://fiskalis.me');
      expect(problem!.position).toEqual({ file: SITE, ...positionOf(text, value!) });
    }
  });

  it('checks api.baseUrl too, and leaves other shapes to the schema', () => {
    const text = siteText('  - { id: home, path: / }', 'https://fiskalis.me/path', 'https://api.fiskalis.me?key=1');
    expect(checkOrigins(context(text)).map((p) => p.message)).toEqual([expect.stringContaining('api.baseUrl "https://api.fiskalis.me?key=1"')]);
  });
});
