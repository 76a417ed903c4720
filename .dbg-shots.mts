import { launchBrowser } from './test/helpers/browser.js';
import { serveStatic } from './test/helpers/static-host.js';
const host = await serveStatic('/tmp/rt-dist');
const browser = await launchBrowser();
// [page, browser language]: the page's locale differs from the browser's, so the suggestion shows.
for (const [url, language] of [['/en', 'sr-ME'], ['/', 'en-US'], ['/sr/privacy', 'en-US'], ['/', 'sr-RS']] as const) {
  for (const width of [390, 1440]) {
    const context = await browser.newContext({ locale: language, viewport: { width, height: width === 390 ? 844 : 900 } });
    const page = await context.newPage();
    await page.clock.install();
    await page.route('**/builds/latest.json?*', (r) => r.fulfill({ contentType: 'application/json', body: '{"id":"x","timestamp":1}' }));
    await page.goto(`${host.origin}${url}`);
    await page.clock.runFor(3600_000);
    await page.waitForSelector('#update-slot .notice');
    await page.clock.runFor(1000);
    await page.waitForTimeout(400);
    const file = `/tmp/rt-shots/${width}${url.replace(/\//g, '_') || '_root'}-${language}.png`;
    await page.screenshot({ path: file });
    console.log(file);
    await context.close();
  }
}
await browser.close(); await host.close();
