import { existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { syncFolder } from './sync-folder.js';
import type { SiteFiles, WriteCounts } from './types.js';

/**
 * Writes a whole site into `outDir` so that readers see the old site or the new one, never a mix: the new
 * site is put together in a sibling staging folder, which then replaces outDir by rename. If anything fails
 * before the swap, the previous outDir is left exactly as it was and the staging folder is removed.
 *
 * The replaced site is kept as a hidden spare next to outDir (`.dist-spare` for `dist`) and becomes the
 * staging folder of the next build, which then only writes the files that changed, over their old bytes:
 * creating files and folders costs far more than that (`npm run bench:write`). So a reader that opened a
 * file of the site before it was replaced has until the next build to finish reading it. Taking the spare
 * is a rename, so two processes never stage in the same folder.
 */
export function writeSite(outDir: string, files: SiteFiles): WriteCounts {
  checkPaths(files);
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  mkdirSync(parent, { recursive: true });
  removeLeftovers(parent, base);
  const run = `${process.pid}-${++writes}`;
  const staging = path.join(parent, `.${base}-staging-${run}`);
  const retired = path.join(parent, `.${base}-retired-${run}`);
  const spare = path.join(parent, `.${base}-spare`);
  if (!tryRename(spare, staging) || !lstatSync(staging).isDirectory()) {
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging);
  }
  let counts: WriteCounts;
  try {
    counts = syncFolder(staging, files);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  const replaced = existsSync(outDir);
  if (replaced) renameSync(outDir, retired);
  renameSync(staging, outDir);
  // Another process may have left a spare meanwhile; then this one is not needed.
  if (replaced && !tryRename(retired, spare)) void rm(retired, { recursive: true, force: true }).catch(() => undefined);
  return counts;
}

let writes = 0;

function checkPaths(files: SiteFiles): void {
  for (const file of files.keys()) {
    if (path.isAbsolute(file) || file.split(/[\\/]/).includes('..')) throw new Error(`Refusing to write outside the output folder: ${file}`);
    for (let folder = path.posix.dirname(file); folder !== '.'; folder = path.posix.dirname(folder)) {
      if (files.has(folder)) throw new Error(`"${folder}" cannot be both a file and the folder of "${file}"`);
    }
  }
}

/**
 * Renames if it can: `from` exists and `to` is free (or an empty folder). Says whether it did; both callers
 * have a way on without the spare, so no reason to fail a build that is written already.
 */
function tryRename(from: string, to: string): boolean {
  try {
    renameSync(from, to);
    return true;
  } catch {
    return false;
  }
}

/**
 * Staging or retired folders that another process left behind (it crashed, or exited before it finished).
 * This process's own retired folders are being deleted already.
 */
function removeLeftovers(parent: string, base: string): void {
  const pattern = new RegExp(`^\\.${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-(staging|retired)-(\\d+)-\\d+$`);
  for (const name of readdirSync(parent)) {
    const match = pattern.exec(name);
    if (match && Number(match[2]) !== process.pid) rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}
