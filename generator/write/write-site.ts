import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type SiteFiles = ReadonlyMap<string, string | Uint8Array>;

/**
 * Writes a whole site into `outDir` so that readers see the old site or the new one, never a mix: files go
 * to a sibling staging folder first, which then replaces outDir by rename. If anything fails before the
 * swap, the previous outDir is left exactly as it was and the staging folder is removed.
 */
export function writeSite(outDir: string, files: SiteFiles): void {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  mkdirSync(parent, { recursive: true });
  removeLeftovers(parent, base);
  const staging = path.join(parent, `.${base}-staging-${process.pid}`);
  const retired = path.join(parent, `.${base}-retired-${process.pid}`);
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
  rmSync(retired, { recursive: true, force: true });
}

/** Staging or retired folders of an earlier build that crashed mid-way. */
function removeLeftovers(parent: string, base: string): void {
  const pattern = new RegExp(`^\\.${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-(staging|retired)-\\d+$`);
  for (const name of readdirSync(parent)) if (pattern.test(name)) rmSync(path.join(parent, name), { recursive: true, force: true });
}
