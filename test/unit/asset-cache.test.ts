import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assetsCacheKey, readCachedAssets, writeCachedAssets, type ViteAssets } from '../../engine/assets/asset-cache.js';
import type { StyleBundle } from '../../pipeline/render/page-styles.js';

let root: string;
let code: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const STYLES: StyleBundle[] = [{ name: 'home', modules: ['site/styles/tokens.css', 'site/sections/Hero.css'] }, { name: 'privacy', modules: ['site/styles/tokens.css'] }];
const key = (env: NodeJS.ProcessEnv = {}, styles: readonly StyleBundle[] = STYLES) => assetsCacheKey(root, [code], env, styles);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'fiskalis-asset-key-'));
  code = path.join(root, 'assets-code.js');
  write('assets-code.js', 'export {}');
  write('site/runtime/boot.ts', 'export const a = 1;');
  write('site/styles/main.css', '@import "./tokens.css";');
  write('site/styles/tokens.css', ':root { --a: 1px; }');
  write('package.json', '{}');
  write('package-lock.json', '{}');
  write('tsconfig.json', '{}');
  write('node_modules/.package-lock.json', '{"packages":{"node_modules/vite":{"version":"8.3.8"}}}');
  write('content/site.yaml', 'brand: x');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('assetsCacheKey', () => {
  it('is the same for the same inputs', () => {
    expect(key()).toBe(key());
  });

  it.each([
    ['a client script', () => write('site/runtime/boot.ts', 'export const a = 2;')],
    ['a stylesheet only @imported', () => write('site/styles/tokens.css', ':root { --a: 2px; }')],
    ['a new file under site/, shared/ or core/', () => write('shared/new.ts', '')],
    ['the code that runs Vite', () => write('assets-code.js', 'export const changed = 1;')],
    ['an installed package version', () => write('node_modules/.package-lock.json', '{"packages":{"node_modules/vite":{"version":"8.3.9"}}}')],
    ['package-lock.json', () => write('package-lock.json', '{"lockfileVersion":3}')],
    ['tsconfig.json', () => write('tsconfig.json', '{"compilerOptions":{}}')],
    ['a .env file', () => write('.env.production', 'VITE_X=1')],
    ['a PostCSS config', () => write('postcss.config.js', 'export default {}')],
  ])('changes with %s', (_, change) => {
    const before = key();
    change();
    expect(key()).not.toBe(before);
  });

  it('changes with a VITE_ variable, not with NODE_ENV (Vite always builds for production), the folder, content or other variables', () => {
    const before = key();
    expect(key({ VITE_API: 'x' })).not.toBe(before);
    expect(key({ NODE_ENV: 'production' })).toBe(key({ NODE_ENV: 'test' }));
    expect(key({ API_BASE_URL: 'https://api.example.com' })).toBe(before);
    write('content/site.yaml', 'brand: y');
    expect(key()).toBe(before);
    // The same files elsewhere (a git worktree of `diff`): Vite's output is the same.
    const other = `${root}-other`;
    cpSync(root, other, { recursive: true });
    try {
      expect(assetsCacheKey(other, [code], {}, STYLES)).toBe(before);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('changes with the stylesheet bundles asked for: another module in a bundle, another name, another bundle', () => {
    const before = key();
    expect(key({}, [{ ...STYLES[0]!, modules: ['site/styles/tokens.css'] }, STYLES[1]!])).not.toBe(before);
    expect(key({}, [{ ...STYLES[0]!, name: 'landing' }, STYLES[1]!])).not.toBe(before);
    expect(key({}, STYLES.slice(0, 1))).not.toBe(before);
    expect(key({}, STYLES.map((b) => ({ ...b })))).toBe(before);
  });
});

describe('the asset cache', () => {
  const assets: ViteAssets = {
    files: new Map([['assets/boot-abc.js', new TextEncoder().encode('console.log(1)')], ['assets/home-def.css', new Uint8Array([0, 255, 10])]]),
    css: { home: '/assets/home-def.css' },
    fonts: { 'inter-latin-wght-normal.woff2': '/assets/inter-latin-wght-normal-abc.woff2' },
    boot: '/assets/boot-abc.js',
    rootScripts: { cookie: 'location.replace("/en")', browser: 'location.replace("/sr")' },
    modules: ['core/urls.ts'],
  };

  it('gives back the same bytes and names, and nothing once a module outside site/, shared/ and core/ changed', () => {
    write('core/urls.ts', 'export const a = 1;');
    const dir = path.join(root, 'cache');
    writeCachedAssets(dir, 'k1', root, assets);
    expect(readCachedAssets(dir, 'k1', root)).toEqual(assets);
    expect(readCachedAssets(dir, 'k2', root)).toBeUndefined();
    write('core/urls.ts', 'export const a = 2;');
    expect(readCachedAssets(dir, 'k1', root)).toBeUndefined();
  });
});
