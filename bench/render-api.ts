/**
 * Why pages render with renderToString: the same pages through each React 19 API that can render a whole
 * document on the server, in a warm process with the content loaded. Prints the median ms per page of each
 * and whether the markup matches renderToString's. Run with `npm run bench:render`.
 */
import './production-env.js';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender, prerenderToNodeStream } from 'react-dom/static';
import { resolveConfig } from '../core/config.js';
import { loadContent } from '../pipeline/load-content.js';
import { buildPageTable } from '../pipeline/routes.js';
import type { PageSpec } from '../core/page-spec.js';
import { renderSiteArt } from '../pipeline/render/site-art.js';
import { App } from '../site/App.js';
import { median, printTable } from './stats.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const content = loadContent(resolveConfig({ root }));
const pages = buildPageTable(content);
const { art } = renderSiteArt(content);
const appFor = (page: PageSpec) => createElement(App, { context: { content, page, assets: { css: ['/assets/main.css'], boot: '/assets/boot.js', rootScript: '' }, art, buildYear: 2026, buildId: 'bench', apiBase: '', islands: new Map() } });

const apis: Record<string, (page: PageSpec) => string | Promise<string>> = {
  'react-dom/server renderToString': (page) => renderToString(appFor(page)),
  'react-dom/static prerenderToNodeStream': async (page) => {
    const { prelude } = await prerenderToNodeStream(appFor(page));
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString();
  },
  'react-dom/static prerender': async (page) => new Response((await prerender(appFor(page))).prelude).text(),
};

async function msPerPage(render: (page: PageSpec) => string | Promise<string>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 80; i++) {
    const start = performance.now();
    for (const page of pages) await render(page);
    if (i >= 20) times.push((performance.now() - start) / pages.length);
  }
  return median(times);
}

console.log(`React server APIs on the real content (${pages.length} pages, warm, median of 60 rounds)\n`);
const reference = pages.map((page) => renderToString(appFor(page)));
const rows: (string | number)[][] = [['API', 'ms per page', 'same markup as renderToString']];
for (const [name, render] of Object.entries(apis)) {
  const same = (await Promise.all(pages.map(render))).filter((html, i) => html.replace(/^<!DOCTYPE html>/, '') === reference[i]!.replace(/^<!DOCTYPE html>/, '')).length;
  rows.push([name, (await msPerPage(render)).toFixed(3), `${same} of ${pages.length} pages`]);
}
printTable(rows);
