import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { cachedDrawingFontStyle } from '../../engine/cache/drawing-fonts.js';
import { drawingFontStyle, interTextOf } from '../../pipeline/render/drawing-font.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const text = interTextOf('<svg xmlns="http://www.w3.org/2000/svg"><text font-family="Inter, sans-serif" font-weight="600">Naplati 9,30 € – Kiselo</text></svg>');

it('gives the subset drawingFontStyle makes, keeps it, and answers from the kept entry next time', () => {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'fiskalis-drawing-fonts-'));
  dirs.push(cacheDir);
  const style = drawingFontStyle(text);
  expect(style).toMatch(/^<style>@font-face\{font-family:Inter;font-weight:600;src:url\(data:font\/ttf;base64,/);
  expect(cachedDrawingFontStyle(cacheDir)(text)).toBe(style);
  const entries = readdirSync(cacheDir);
  expect(entries).toHaveLength(1);
  // A kept entry is what the next build uses: changing it shows it is read, not made again.
  writeFileSync(path.join(cacheDir, entries[0]!), '<style>kept</style>');
  expect(cachedDrawingFontStyle(cacheDir)(text)).toBe('<style>kept</style>');
  // Other characters are another entry.
  cachedDrawingFontStyle(cacheDir)(interTextOf('<svg xmlns="http://www.w3.org/2000/svg"><text font-family="Inter">Č</text></svg>'));
  expect(readdirSync(cacheDir)).toHaveLength(2);
});

it('makes every subset again without a cache folder', () => {
  expect(cachedDrawingFontStyle(undefined)).toBe(drawingFontStyle);
});
