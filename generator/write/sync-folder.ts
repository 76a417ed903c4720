import { lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteFiles, WriteCounts } from './types.js';

/**
 * Makes `root` hold exactly `files` and nothing else, touching only what differs: a file whose bytes are
 * already there is kept, a changed one is replaced by a new file (unlink, then write, so a reader that still
 * has the old one open reads it whole), and files or folders that are no longer wanted are removed.
 * Creating a file or folder costs several times more than reading one back to compare on the disks this
 * runs on (bench/build.ts), so a rebuild that changes few pages writes few files.
 */
export function syncFolder(root: string, files: SiteFiles): WriteCounts {
  const existing = listTree(root);
  const wantedFolders = new Set<string>();
  for (const file of files.keys()) {
    for (let folder = path.posix.dirname(file); folder !== '.'; folder = path.posix.dirname(folder)) wantedFolders.add(folder);
  }
  let removed = 0;
  for (const file of existing.files) {
    if (files.has(file)) continue;
    rmSync(path.join(root, file));
    removed++;
  }
  // Emptied by now. Parents sort before their children, so the first unwanted folder takes its subtree along.
  for (const folder of [...existing.folders].sort()) {
    if (!wantedFolders.has(folder)) rmSync(path.join(root, folder), { recursive: true, force: true });
  }
  for (const folder of [...wantedFolders].sort()) {
    if (!existing.folders.has(folder)) mkdirSync(path.join(root, folder));
  }
  let written = 0;
  let unchanged = 0;
  for (const [file, data] of files) {
    const target = path.join(root, file);
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    const present = existing.files.has(file);
    if (present && hasBytes(target, bytes)) {
      unchanged++;
      continue;
    }
    if (present) unlinkSync(target);
    writeFileSync(target, bytes);
    written++;
  }
  return { written, unchanged, removed };
}

function hasBytes(file: string, bytes: Uint8Array): boolean {
  const stats = lstatSync(file);
  return stats.isFile() && stats.size === bytes.byteLength && readFileSync(file).equals(bytes);
}

/** Files and folders below `root`, relative with forward slashes. */
function listTree(root: string): { files: Set<string>; folders: Set<string> } {
  const files = new Set<string>();
  const folders = new Set<string>();
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        folders.add(name);
        walk(name);
      } else {
        files.add(name);
      }
    }
  };
  walk('');
  return { files, folders };
}
