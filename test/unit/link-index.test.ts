import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { indexLinks, targetKey } from '../../commands/check-links/locate-link.js';
import { positionOf } from '../helpers/fixture-site.js';

describe('targetKey', () => {
  it('spells a path into the site one way: no trailing slash, no index.html, with query and fragment', () => {
    for (const link of ['en/privacy', '/en/privacy', '/en/privacy/', 'en/privacy/index.html']) expect(targetKey(link)).toBe('/en/privacy');
    expect(targetKey('./')).toBe('/');
    expect(targetKey('en#pricing')).toBe('/en#pricing');
    expect(targetKey('/sr/?a=1#x')).toBe('/sr?a=1#x');
  });

  it('resolves a relative link against its page and keeps an outside URL as it is', () => {
    expect(targetKey('../privacy#top', 'http://site.invalid/en/account-delete/')).toBe('/en/privacy#top');
    expect(targetKey('https://example.com/a/')).toBe('https://example.com/a/');
  });

  it("spells an absolute link to the site's own URL as the path it names, and nothing else", () => {
    const base = 'http://site.invalid/';
    expect(targetKey('https://fiskalis.me/sr/privacy', base, 'https://fiskalis.me')).toBe('/sr/privacy');
    expect(targetKey('https://fiskalis.me', base, 'https://fiskalis.me/')).toBe('/');
    expect(targetKey('https://fiskalis.me.evil.com/x', base, 'https://fiskalis.me')).toBe('https://fiskalis.me.evil.com/x');
    expect(targetKey('https://app.fiskalis.me/login', base, 'https://fiskalis.me')).toBe('https://app.fiskalis.me/login');
  });
});

describe('indexLinks', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fiskalis-links-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds every page and position that writes a link, however it is spelled', () => {
    mkdirSync(path.join(dir, 'en'));
    const home = '<a href="/en">en</a>\n<img src="/logo.svg"> <a href="en/#top">x</a>';
    const en = '<a href="../en/">again</a><a href="https://example.com/?a=1&amp;b=2">out</a>';
    writeFileSync(path.join(dir, 'index.html'), home);
    writeFileSync(path.join(dir, 'en/index.html'), en);
    const index = indexLinks(dir, ['index.html', 'en/index.html']);
    // The position is the first character of the attribute value.
    const at = (file: string, text: string, value: string) => ({ file: path.join(dir, file), ...positionOf(text, `"${value}"`, 1) });
    expect(index.get('/en')).toEqual([at('index.html', home, '/en'), at('en/index.html', en, '../en/')]);
    expect(index.get('/logo.svg')).toEqual([at('index.html', home, '/logo.svg')]);
    expect(index.get('/en#top')).toEqual([at('index.html', home, 'en/#top')]);
    expect(index.get('https://example.com/?a=1&b=2')).toHaveLength(1);
  });
});
