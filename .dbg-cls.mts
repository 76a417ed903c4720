import { launchBrowser } from './test/helpers/browser.js';
import { serveStatic } from './test/helpers/static-host.js';
const host = await serveStatic('/tmp/rt-dist');
const browser = await launchBrowser();
for (const [width, url, clock] of [[390, '/en', true], [390, '/en', false], [1440, '/sr/missing', true], [1440, '/sr/missing', false]] as const) {
  const context = await browser.newContext({ locale: 'sr-ME', viewport: { width, height: 800 } });
  const page = await context.newPage();
  if (clock) await page.clock.install();
  await page.addInitScript(() => {
    (window as any).shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[]) (window as any).shifts.push({ t: Math.round(e.startTime), v: e.value, s: e.sources.map((s: any) => `${s.node?.nodeName}.${s.node?.className ?? ''} ${JSON.stringify(s.previousRect)}→${JSON.stringify(s.currentRect)}`) });
    }).observe({ type: 'layout-shift', buffered: true });
    addEventListener('DOMContentLoaded', () => {
      const el = document.querySelector('.notices')!;
      new ResizeObserver((entries) => { for (const e of entries) (window as any).shifts.push({ resize: e.contentRect.height, html: el.innerHTML.length, slot: document.getElementById('update-slot')!.innerHTML.slice(0, 80) }); }).observe(el);
    });
  });
  await page.goto(`${host.origin}${url}`);
  await page.route('**/builds/latest.json?*', (r) => r.fulfill({ contentType: 'application/json', body: '{"id":"x","timestamp":1}' }));
  if (clock) await page.clock.runFor(3600_000);
  await page.waitForTimeout(1500);
  console.log(width, url, clock, JSON.stringify(await page.evaluate(() => (window as any).shifts), null, 1));
  await context.close();
}
await browser.close(); await host.close();
