/**
 * `diff --screenshots`: a changed section pictured before and after at 390 and 1440 px, with the changed pixels
 * marked. The sides are the run's shared build and a copy of it with one price changed on /en, loaded from
 * disk in the run's Chromium.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSide } from '../../commands/diff/read-side.js';
import { takeScreenshots } from '../../commands/diff/screenshots.js';
import { compareSides } from '../../pipeline/diff/compare.js';
import { launchBrowser } from '../helpers/browser.js';
import { sharedSite, type SharedSite } from '../helpers/built-site.js';

let before: SharedSite;
let after: SharedSite;
let browser: Browser;
let dir: string;
beforeAll(async () => {
  [before, after, browser] = await Promise.all([sharedSite(), sharedSite({ copy: true }), launchBrowser()]);
  dir = mkdtempSync(path.join(tmpdir(), 'fiskalis-diff-shots-'));
  const file = path.join(after.outDir, 'en.html');
  const html = readFileSync(file, 'utf8');
  expect(html).toContain('>€15<');
  writeFileSync(file, html.replace('>€15<', '>€19<'));
}, 60_000);
afterAll(async () => {
  await browser?.close();
  after?.dispose();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('diff --screenshots', () => {
  it('pictures the changed section at 390 and 1440 px, before and after, and marks the pixels that changed', async () => {
    const comparison = compareSides(readSide(before.outDir), readSide(after.outDir));
    expect(comparison.pages.map((p) => [p.file, p.sections.map((s) => s.id)])).toEqual([['en.html', ['offer']]]);
    const shots = await takeScreenshots(comparison, { before: before.outDir, after: after.outDir }, dir, browser);
    expect(shots.omitted).toEqual([]);
    expect(shots.shots.map(({ page, section, width, before: was, after: is, marks }) => [page, section, width, was, is, marks])).toEqual([390, 1440].map((width) =>
      ['en.html', 'offer', width, `en--offer--${width}-before.png`, `en--offer--${width}-after.png`, `en--offer--${width}-marks.png`]));
    for (const shot of shots.shots) {
      const [was, is, marks] = [shot.before!, shot.after!, shot.marks!].map((file) => PNG.sync.read(readFileSync(path.join(dir, file))));
      // The section fills the viewport's width (no scrollbar in headless Chromium) and is the same size on both sides.
      expect([was!.width, is!.width, marks!.width]).toEqual([shot.width, shot.width, shot.width]);
      expect(is!.height).toBe(was!.height);
      expect(Buffer.compare(was!.data, is!.data)).not.toBe(0);
      // One price's digits: some pixels, not the section.
      expect(shot.changedPixels).toBeGreaterThan(0);
      expect(shot.changedPixels).toBeLessThan((was!.width * was!.height) / 100);
    }
  }, 60_000);
});
