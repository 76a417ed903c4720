/** Reads a built site from disk into what the comparison works on (pipeline/diff/types.ts BuiltSide). */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { listFiles } from '../../core/files.js';
import type { LatestBuild, RenderRecord } from '../../core/build-files.js';
import { readPageFacts } from '../../pipeline/diff/page-facts.js';
import type { BuiltSide, PageFacts } from '../../pipeline/diff/types.js';

/** Where builds wrote their render record before `build --render-record` (into the published output). */
const RECORD_IN_OUTPUT = '.fiskalis/render-record.json';

/**
 * Every page of a built site and its render record: `recordFile`, else the one a build before
 * `--render-record` wrote into its output, else none (a build made before builds wrote one).
 */
export function readSide(outDir: string, recordFile?: string): BuiltSide {
  const buildId = (JSON.parse(readFileSync(path.join(outDir, 'builds/latest.json'), 'utf8')) as LatestBuild).id;
  const pages = new Map<string, PageFacts>();
  for (const file of listFiles(outDir).filter((f) => f.endsWith('.html')).sort()) {
    const full = path.join(outDir, file);
    const html = readFileSync(full, 'utf8');
    // The twin the server sends; a build without twins gets the same quality (11) here.
    const brotliBytes = existsSync(`${full}.br`) ? statSync(`${full}.br`).size : brotliCompressSync(html).length;
    pages.set(file, readPageFacts({ file, html, brotliBytes, buildId }));
  }
  const found = [recordFile, path.join(outDir, RECORD_IN_OUTPUT)].find((file) => file !== undefined && existsSync(file));
  const record = found === undefined ? undefined : (JSON.parse(readFileSync(found, 'utf8')) as RenderRecord);
  return { pages, ...(record?.version === 1 && { record }) };
}
