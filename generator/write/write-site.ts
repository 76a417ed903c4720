import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';

export type SiteFiles = ReadonlyMap<string, string | Uint8Array>;

/**
 * Writes a whole site into `outDir` so that readers see the old site or the new one, never a mix: files go
 * to a sibling staging folder first, which then replaces outDir by rename. If anything fails before the
 * swap, the previous outDir is left exactly as it was and the staging folder is removed. The replaced site
 * is deleted in the background: the new one is complete and in place by then, so nothing waits for that.
 */
export function writeSite(outDir: string, files: SiteFiles): void {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  mkdirSync(parent, { recursive: true });
  removeLeftovers(parent, base);
  const run = `${process.pid}-${++writes}`;
  const staging = path.join(parent, `.${base}-staging-${run}`);
  const retired = path.join(parent, `.${base}-retired-${run}`);
  try {
    const entries = [...files].sort(([a], [b]) => a.localeCompare(b));
    for (const [file] of entries) {
      if (file.startsWith('/') || file.split('/').includes('..')) throw new Error(`Refusing to write outside the output folder: ${file}`);
    }
    // Each folder once, parents first (sorted), instead of a recursive mkdir per file.
    const folders = [...new Set(entries.map(([file]) => path.dirname(path.join(staging, file))))].sort();
    for (const folder of folders) mkdirSync(folder, { recursive: true });
    for (const [file, data] of entries) writeFileSync(path.join(staging, file), data);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  if (existsSync(outDir)) renameSync(outDir, retired);
  renameSync(staging, outDir);
  // A failed delete leaves a hidden folder that the next build removes (removeLeftovers).
  void rm(retired, { recursive: true, force: true }).catch(() => undefined);
}

let writes = 0;

/**
 * Staging or retired folders that another process left behind (it crashed, or exited before its background
 * delete finished). This process's own retired folders are being deleted already.
 */
function removeLeftovers(parent: string, base: string): void {
  const pattern = new RegExp(`^\\.${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-(staging|retired)-(\\d+)-\\d+$`);
  for (const name of readdirSync(parent)) {
    const match = pattern.exec(name);
    if (match && Number(match[2]) !== process.pid) rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}
