import type { ViteDevServer } from 'vite';
import { expect, it } from 'vitest';
import { createDevRenderer } from '../../dev/render.js';
import type { Content } from '../../core/content/types.js';

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

it("loads the components after a change only once the loads in flight before it are done (Vite's runner would let it join them)", async () => {
  const started: Array<(module: unknown) => void> = [];
  const vite = { ssrLoadModule: () => new Promise((resolve) => started.push(resolve)) } as unknown as ViteDevServer;
  const art = { art: 'the drawings' };
  const module = { planSiteArt: () => art };
  const renderer = createDevRenderer();

  renderer.attach(vite);
  await settle();
  expect(started).toHaveLength(1);

  renderer.codeChanged();
  const planned = renderer.art({ content: {} as Content, buildId: 'after-the-change' });
  await settle();
  expect(started).toHaveLength(1);

  started[0]!(module);
  await settle();
  expect(started).toHaveLength(2);
  started[1]!(module);
  await expect(planned).resolves.toBe(art);
  await renderer.settled();
});
