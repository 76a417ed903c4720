import { closeSync, ftruncateSync, lstatSync, mkdirSync, openSync, readFileSync, rmSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { listTree } from '../files.js';
import type { SiteFiles, WriteCounts } from './types.js';

/**
 * Makes `root` hold exactly `files` and nothing else, touching only what differs: a file whose bytes are
 * already there is kept, a changed one is written over in place, and files or folders that are no longer
 * wanted are removed. `root` must be a folder nobody reads: writeSite passes its staging folder, which is
 * the site from two builds ago. Creating files and folders costs far more than reading one back to compare
 * (`npm run bench:write`), so a rebuild that changes few pages writes few files.
 */
export function syncFolder(root: string, files: SiteFiles): WriteCounts {
  const tree = listTree(root);
  const existing = { files: new Set(tree.files), folders: new Set(tree.folders) };
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
  for (const folder of tree.folders) {
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
    const stats = existing.files.has(file) ? lstatSync(target) : undefined;
    if (stats?.isFile() && stats.size === bytes.byteLength && readFileSync(target).equals(bytes)) {
      unchanged++;
      continue;
    }
    if (stats?.isFile() && stats.nlink === 1) {
      overwrite(target, bytes);
    } else {
      // A hard link shares its bytes with a file elsewhere (a snapshot made with `cp -al`, say), which an
      // overwrite would change too; a symbolic link or another kind of file is replaced as a whole.
      if (stats) unlinkSync(target);
      writeFileSync(target, bytes);
    }
    written++;
  }
  return { written, unchanged, removed };
}

/**
 * Writes over the file's old bytes and cuts what is left of them. The file keeps its blocks; a new file, or a
 * truncation to zero, makes the file system free blocks and allocate others, which is far slower where freed
 * blocks are discarded (a `discard` mount, as on this project's CI machine; `npm run bench:write`).
 */
function overwrite(file: string, bytes: Uint8Array): void {
  const fd = openSync(file, 'r+');
  try {
    for (let offset = 0; offset < bytes.byteLength; ) offset += writeSync(fd, bytes, offset, bytes.byteLength - offset, offset);
    ftruncateSync(fd, bytes.byteLength);
  } finally {
    closeSync(fd);
  }
}
