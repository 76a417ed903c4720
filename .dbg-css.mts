import { launchBrowser } from './test/helpers/browser.js';
import { serveStatic } from './test/helpers/static-host.js';
const host = await serveStatic('/tmp/rt-dist');
const browser = await launchBrowser();
const page = await browser.newPage({ locale: 'sr-ME' } as any);
await page.goto(`${host.origin}/en`);
console.log(await page.$eval('.notices', (el) => [...el.children].map((c) => `${c.tagName}#${c.id} ${getComputedStyle(c).display} ${c.getBoundingClientRect().height}`).join('\n') + '\n' + JSON.stringify(el.getBoundingClientRect()) + ' ' + getComputedStyle(el).padding));
await browser.close(); await host.close();
