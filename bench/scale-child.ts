/**
 * One build as its own process, for bench/scale.ts: builds the project at argv[2] into argv[3] with
 * production React and prints one JSON line: pages, per-stage ms, bytes of HTML and the peak RSS.
 */
import './production-env.js';
import { statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildSite } from '../engine/build.js';
import { resolveConfig } from '../core/config.js';

const [root, outDir] = process.argv.slice(2) as [string, string];
const start = performance.now();
const result = await buildSite(resolveConfig({ root }), { outDir });
const ms = performance.now() - start;
const htmlBytes = result.pages.reduce((n, page) => n + statSync(path.join(result.outDir, page.file)).size, 0);
process.stdout.write(`${JSON.stringify({ pages: result.pages.length, ms, timings: result.timings, htmlBytes, maxRssKb: process.resourceUsage().maxRSS })}\n`);
