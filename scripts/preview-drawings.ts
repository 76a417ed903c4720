/**
 * Renders every drawing of the registry (site/drawings/index.ts) for every locale into a folder and screenshots each as an <img> (as the site
 * loads it) at its own size and at a phone's 340 px: `npx tsx scripts/preview-drawings.ts [out] [id…]`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { resolveConfig } from '../core/config.js';
import { loadContent } from '../pipeline/load-content.js';
import { drawSvg } from '../pipeline/render/drawing-files.js';
import { DRAWINGS } from '../site/drawings/index.js';
import { launchBrowser } from '../test/helpers/browser.js';

const out = resolve(process.argv[2] ?? '/tmp/drawings');
const only = process.argv.slice(3);
mkdirSync(out, { recursive: true });
const content = loadContent(resolveConfig({ root: process.cwd() }));
const files: { name: string; width: number; height: number }[] = [];
for (const drawing of DRAWINGS.filter((d) => only.length === 0 || only.includes(d.id))) {
  for (const locale of drawing.perLocale ? content.locales : content.locales.slice(0, 1)) {
    // As the build writes the file: with its Inter subset (pipeline/render/drawing-font.ts).
    const svg = Buffer.from(drawSvg(drawing, content, locale)).toString();
    const name = drawing.perLocale ? `${drawing.id}.${locale.code}` : drawing.id;
    writeFileSync(join(out, `${name}.svg`), svg);
    files.push({ name, width: drawing.width, height: drawing.height });
    console.log(`${name}.svg ${svg.length} B`);
  }
}
const browser = await launchBrowser();
const page = await browser.newPage();
for (const { name, width, height } of files) {
  for (const shown of [width, 340]) {
    const html = join(out, `${name}.html`);
    writeFileSync(html, `<!doctype html><body style="margin:0;background:#fff"><img src="${name}.svg" width="${shown}" height="${Math.round((height * shown) / width)}">`);
    await page.setViewportSize({ width: shown, height: Math.round((height * shown) / width) });
    await page.goto(pathToFileURL(html).href);
    await page.screenshot({ path: join(out, `${name}.${shown === width ? '1x' : 'phone'}.png`) });
  }
}
await browser.close();
