import { closeSync, ftruncateSync, lstatSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { compressTwins, type TwinOptions } from './compress.js';

/** What a writer needs to know, the same on every writer thread (write-site.ts hands it over). */
export interface WriterSetup {
  /** The staging folder: the site from two builds ago, or empty. */
  readonly staging: string;
  /** The files the staging folder held when the output opened, relative to it. */
  readonly existing: readonly string[];
  /** Compress each file into twins on the way (compress.ts); none: write files as they are. */
  readonly twins?: TwinOptions;
}

/** What writing one file (and its twins) did. */
export interface FileWritten {
  /** The file and the twins it got: the names now in the staging folder. */
  readonly names: string[];
  readonly written: number;
  readonly unchanged: number;
}

/**
 * Writes files into the staging folder one at a time, synchronously, each with its compressed twins,
 * touching only what differs: a file whose bytes are already there is kept, a changed one is written over in
 * place, a new one is created. Creating files and folders costs far more than reading one back to compare
 * (`npm run bench:write`), so a rebuild that changes few pages writes few files. Folders of the old site
 * that clash with a new file, and files that clash with a new folder, are removed beforehand by the output
 * (write-site.ts), which also removes what nobody wrote once every file is in.
 */
export function createFileWriter(setup: WriterSetup): (file: string, bytes: Uint8Array) => FileWritten {
  const existing = new Set(setup.existing);
  const folders = new Set<string>();
  const put = (file: string, bytes: Uint8Array): boolean => {
    const folder = path.posix.dirname(file);
    if (!folders.has(folder)) {
      mkdirSync(path.join(setup.staging, folder), { recursive: true });
      folders.add(folder);
    }
    const target = path.join(setup.staging, file);
    const stats = existing.has(file) ? lstatSync(target, { throwIfNoEntry: false }) : undefined;
    if (stats?.isFile() && stats.size === bytes.byteLength && readFileSync(target).equals(bytes)) return false;
    if (stats?.isFile() && stats.nlink === 1) {
      overwrite(target, bytes);
    } else {
      // A hard link shares its bytes with a file elsewhere (a snapshot made with `cp -al`, say), which an
      // overwrite would change too; a symbolic link or another kind of file is replaced as a whole.
      if (stats) unlinkSync(target);
      writeFileSync(target, bytes);
    }
    return true;
  };
  return (file, bytes) => {
    const all: [string, Uint8Array][] = [[file, bytes], ...(setup.twins ? compressTwins(file, bytes, setup.twins) : [])];
    let written = 0;
    for (const [name, data] of all) if (put(name, data)) written++;
    return { names: all.map(([name]) => name), written, unchanged: all.length - written };
  };
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
