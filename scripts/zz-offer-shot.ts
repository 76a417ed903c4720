// Temporary (not committed): element screenshots of one section per locale and width.
import path from 'node:path';
import { resolveConfig } from '../generator/config.js';
import { loadContent } from '../generator/pipeline.js';
import { createServer, serverOptionsFor } from '../server/app.js';
import { launchBrowser } from '../test/helpers/browser.js';
const [outDir = '/tmp/offer', selector = '#offer', ...urls] = process.argv.slice(2);
const content = loadContent(resolveConfig());
const app = await createServer({ ...serverOptionsFor(content, path.resolve('dist')), rootRedirect: 'off' });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const browser = await launchBrowser();
try {
  for (const width of [390, 1440]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const url of urls.length ? urls : ['/en', '/', '/sr']) {
      await page.goto(`${address}${url}`);
      const file = path.join(outDir, `${width}${url.replace(/\//g, '_') || '_root'}${selector.replace(/[^a-z]/gi, '_')}.png`);
      await page.locator(selector).first().screenshot({ path: file });
      console.log(file);
    }
    await page.close();
  }
} finally { await browser.close(); await app.close(); }
