import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventually, openDevSite, type DevSite } from '../helpers/dev-server.js';

let dev: DevSite;
beforeAll(async () => {
  dev = await openDevSite({ copyApp: true });
  // Vite has started once it serves a module.
  expect((await dev.get('/site/runtime/boot.ts')).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await dev?.close();
});

const LAYOUT = 'site/layouts/DefaultLayout.tsx';

it('renders an edited component at the next requests, without a restart', { timeout: 60_000 }, async () => {
  dev.fixture.replace(LAYOUT, 'className="skip-link"', 'className="skip-link" data-edited="first"');
  await eventually(async () => expect((await dev.get('/en')).text).toContain('data-edited="first"'), 30_000);
  dev.fixture.replace(LAYOUT, 'data-edited="first"', 'data-edited="second"');
  await eventually(async () => expect((await dev.get('/sr')).text).toContain('data-edited="second"'), 30_000);
});

it('renders the last of two saves made in quick succession', { timeout: 60_000 }, async () => {
  // The file watcher drops a file's change that comes within 50 ms of the one before.
  dev.fixture.replace(LAYOUT, 'className="skip-link"', 'className="skip-link" data-saved="once"');
  await new Promise((resolve) => setTimeout(resolve, 20));
  dev.fixture.replace(LAYOUT, 'data-saved="once"', 'data-saved="twice"');
  await eventually(async () => expect((await dev.get('/en')).text).toContain('data-saved="twice"'), 5_000);
  dev.fixture.replace(LAYOUT, ' data-saved="twice"', '');
  await eventually(async () => expect((await dev.get('/en')).text).not.toContain('data-saved'), 30_000);
});

it('answers 500 naming the error while a component throws, and the page again once it is fixed', { timeout: 60_000 }, async () => {
  const good = dev.fixture.read(LAYOUT);
  dev.fixture.write(LAYOUT, good.replace(/(export function \w+\([^)]*\)[^{]*\{)/, '$1\n  throw new Error("broken on purpose");'));
  const broken = await eventually(async () => {
    const answer = await dev.get('/en');
    expect(answer.status).toBe(500);
    return answer;
  }, 30_000);
  expect(broken.text).toContain('broken on purpose');
  expect(dev.errors.map((e) => e.message)).toContain('broken on purpose');
  dev.fixture.write(LAYOUT, good);
  await eventually(async () => expect((await dev.get('/en')).status).toBe(200), 30_000);
});
