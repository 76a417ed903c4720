import { describe, expect, it } from 'vitest';
import type { PackagesData, SiteData } from '../../core/content/types.js';
import { createProblem, type Problem } from '../../core/errors/problem.js';
import type { YamlFile } from '../../pipeline/load/types.js';
import { checkLocales } from '../../pipeline/validate/rules/locales.js';
import { positionOf } from '../helpers/fixture-site.js';
import { checked, yaml, yamlFile } from '../helpers/inline-yaml.js';

const SITE = 'content/site.yaml';
const packages = checked<PackagesData>('content/packages.yaml', yaml`
  markets:
    - { id: eur, currency: EUR, billingPeriod: month, plusVat: false, numericPrices: true, packages: [] }
    - { id: rsd, currency: RSD, billingPeriod: month, plusVat: true, numericPrices: false, packages: [] }
`);
const messageFile = (code: string) => yamlFile(`content/messages/${code}.yaml`, 'header: { menu: "Menu" }\n');
const messageFiles = (...codes: string[]) => new Map<string, YamlFile>(codes.map((c) => [c, messageFile(c)]));

const siteText = (defaultLocale: string, locales: string) => `defaultLocale: ${defaultLocale}\nlocales:\n${locales}`;
const at = (text: string, needle: string, offset = 0, occurrence = 1) => ({ file: SITE, ...positionOf(text, needle, offset, occurrence) });
const check = (text: string, files = messageFiles('en', 'me', 'sr'), withPackages = true): Problem[] =>
  checkLocales({ site: checked<SiteData>(SITE, text), ...(withPackages ? { packages } : {}), messageFiles: files });

const threeLocales = yaml`
  - { code: en, hreflang: en, lang: en-US, prefix: /en, market: eur }
  - { code: me, hreflang: me, lang: en-US, prefix: "", market: eur }
  - { code: sr, hreflang: sr, lang: en-US, prefix: /sr, market: rsd }
`;

describe('checkLocales', () => {
  it('accepts unique locales with a market and a message file each, and a declared default', () => {
    expect(check(siteText('en', threeLocales))).toEqual([]);
  });

  it('checks nothing without a checked site file', () => {
    expect(checkLocales({ packages, messageFiles: messageFiles('xx') })).toEqual([]);
  });

  it('reports an hreflang used twice (in any letter case), at the second one', () => {
    const text = siteText('en', yaml`
      - { code: en, hreflang: sr-ME, lang: en-US, prefix: /en, market: eur }
      - { code: me, hreflang: sr-ME, lang: en-US, prefix: "", market: eur }
      - { code: sr, hreflang: sr-me, lang: en-US, prefix: /sr, market: rsd }
    `);
    expect(check(text)).toEqual([
      createProblem('E_DUPLICATE_HREFLANG', 'hreflang "sr-ME" of locales[1] is already used by locales[0]', at(text, 'sr-ME', 0, 2)),
      createProblem('E_DUPLICATE_HREFLANG', 'hreflang "sr-me" of locales[2] is already used by locales[0]', at(text, 'sr-me')),
    ]);
  });

  it('reports a locale code declared twice, at the second code', () => {
    const text = siteText('en', yaml`
      - { code: en, hreflang: en, lang: en-US, prefix: /en, market: eur }
      - { code: me, hreflang: me, lang: en-US, prefix: "", market: eur }
      - { code: en, hreflang: en-US, lang: en-US, prefix: /us, market: eur }
    `);
    expect(check(text, messageFiles('en', 'me'))).toEqual([
      createProblem('E_DUPLICATE_LOCALE', 'Locale "en" is declared twice (first at locales[0])', at(text, 'code: en', 6, 2)),
    ]);
  });

  it('reports a prefix used twice, at the second prefix', () => {
    const text = siteText('en', yaml`
      - { code: en, hreflang: en, lang: en-US, prefix: "", market: eur }
      - { code: me, hreflang: me, lang: en-US, prefix: "", market: eur }
      - { code: sr, hreflang: sr, lang: en-US, prefix: /sr, market: rsd }
    `);
    expect(check(text)).toEqual([
      createProblem('E_DUPLICATE_PREFIX', 'Prefix "" of locales[1] is already used by locales[0]', at(text, '""', 0, 2)),
    ]);
  });

  it('reports a default locale that is not declared, listing the declared ones', () => {
    const text = siteText('sr', yaml`
      - { code: en, hreflang: en, lang: en-US, prefix: /en, market: eur }
      - { code: me, hreflang: me, lang: en-US, prefix: "", market: eur }
    `);
    expect(check(text, messageFiles('en', 'me'))).toEqual([
      createProblem('E_UNKNOWN_LOCALE', 'Unknown locale "sr" at defaultLocale; known: en, me', at(text, 'sr')),
    ]);
  });

  it('reports a market that packages.yaml does not have, only when packages.yaml was checked', () => {
    const text = siteText('en', threeLocales.replace('market: rsd', 'market: usd'));
    expect(check(text)).toEqual([
      createProblem('E_UNKNOWN_MARKET', 'Unknown market "usd" at locales[2].market; known: eur, rsd', at(text, 'usd')),
    ]);
    expect(check(text, undefined, false)).toEqual([]);
  });

  it('reports a declared locale without a message file, and a message file for no declared locale', () => {
    const text = siteText('en', threeLocales);
    expect(check(text, messageFiles('en', 'sr', 'de'))).toEqual([
      createProblem('E_LOCALE_FILE_MISSING', 'Locale "me" has no file content/messages/me.yaml', at(text, 'me')),
      createProblem(
        'E_LOCALE_NOT_DECLARED',
        'content/messages/de.yaml is for locale "de", which content/site.yaml does not declare (declared: en, me, sr)',
        { file: 'content/messages/de.yaml', line: 1, column: 1 },
      ),
    ]);
  });
});
