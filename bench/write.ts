/**
 * What writing the pages costs by the way it is done, on this machine's disk: the real site's pages are
 * rendered once, then written again and again with every page changed (a new year in the footer) into
 * - a new folder, as a build without a spare does (folders and files created),
 * - an existing site, deleting and creating each file,
 * - an existing site, writing over each file's bytes (what the build's file writer does),
 * and with no page changed, which only reads the files back to compare (the file writer too).
 * Prints median ms per page. Run with `npm run bench:write`.
 */
import './production-env.js';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { resolveConfig } from '../core/config.js';
import { loadContent } from '../pipeline/load-content.js';
import { renderPages } from '../pipeline/render/render-page.js';
import { renderSiteArt } from '../pipeline/render/site-art.js';
import { buildPageTable } from '../pipeline/routes.js';
import { listTree } from '../core/files.js';
import { createFileWriter } from '../engine/output/file-writer.js';
import { median, printTable } from './stats.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const content = loadContent(resolveConfig({ root }));
const pages = buildPageTable(content);
const scratch = mkdtempSync(path.join(tmpdir(), 'fiskalis-bench-write-'));
const RUNS = 40;
// One version of the site per run, each with a different copyright year, rendered before anything is timed.
const versions = Array.from({ length: RUNS + 1 }, (_, i) => renderPages(pages, { content, assets: { css: ['/assets/main.css'], boot: '/assets/boot.js', rootScript: '' }, art: renderSiteArt(content).art, buildYear: 2030 + i, buildId: 'bench', apiBase: '' }).files);

/** What a build's writer does with the pages of an older site: each written over or kept (file-writer.ts). */
function syncFolder(root: string, files: Map<string, Uint8Array>): void {
  const write = createFileWriter({ staging: root, existing: listTree(root).files });
  for (const [file, bytes] of files) write(file, bytes);
}

function time(name: string, write: (run: number, files: Map<string, Uint8Array>) => void): (string | number)[] {
  const times: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const start = performance.now();
    write(run, versions[run]!);
    times.push((performance.now() - start) / pages.length);
  }
  return [name, median(times).toFixed(3)];
}

try {
  // Two sites each, used in turn, as writeSite turns the live site and its spare.
  const sites = ['a', 'b', 'c', 'd'].map((name) => path.join(scratch, name));
  for (const site of sites) {
    mkdirSync(site);
    syncFolder(site, versions[0]!);
  }
  const rows = [
    ['every page changed, written…', 'ms per page'],
    time('into a new folder (folders and files created)', (run, files) => {
      const folder = path.join(scratch, `new-${run}`);
      for (const [file, html] of files) {
        mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
        writeFileSync(path.join(folder, file), html);
      }
    }),
    time('over an older site, each file deleted and created', (run, files) => {
      const site = sites[run % 2]!;
      for (const [file, html] of files) {
        unlinkSync(path.join(site, file));
        writeFileSync(path.join(site, file), html);
      }
    }),
    time('over an older site, over the old bytes (file writer)', (run, files) => syncFolder(sites[2 + (run % 2)]!, files)),
    time('no page changed: read back and compared (file writer)', (run) => syncFolder(sites[2 + (run % 2)]!, versions[RUNS - (run % 2)]!)),
  ];
  console.log(`writing the ${pages.length} pages of the real site (median of ${RUNS})\n`);
  printTable(rows);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
