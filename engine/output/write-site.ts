import { existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync, unlinkSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { listTree } from '../../core/files.js';
import { twinNamesOf, type TwinOptions } from './compress.js';
import type { SiteFiles, WriteCounts } from './types.js';
import { openWriterPool } from './writer-pool.js';

export interface SiteOutput {
  /**
   * Hands a file of the site to the output: it is compressed (its twins, when `twins` was given) and written
   * with them into the staging folder by a writer (writer-pool.ts). Resolves once the output has room for
   * more, so a producer that awaits it keeps memory bounded. Throws the first failure of any file so far,
   * and at once for a path outside the output folder or one that clashes with another file's.
   */
  add(file: string, data: string | Uint8Array): Promise<void>;
  /** Waits for every file, then swaps the staging folder in for outDir. Says what the write did. */
  commit(): Promise<WriteCounts & { readonly files: number }>;
  /** Gives up: stops the writers and removes the staging folder; outDir is left as it was. */
  abort(): Promise<void>;
}

export interface OutputOptions {
  /** Compress each file into `.br` and `.gz` twins (compress.ts); none: write the files as they are. */
  readonly twins?: TwinOptions;
  /** Writer threads (writer-pool.ts); 0, the default, writes on the calling thread. */
  readonly threads?: number;
}

/**
 * Writes a whole site into `outDir` so that readers see the old site or the new one, never a mix: the new
 * site is put together in a sibling staging folder, which then replaces outDir by rename. If anything fails
 * before the swap, the previous outDir is left exactly as it was and the staging folder is removed.
 *
 * Files arrive one by one while the build renders (engine/build.ts); with writer threads, the main thread
 * renders the next page while they compress and write the last ones, and no page stays in memory once it
 * is written.
 *
 * The replaced site is kept as a hidden spare next to outDir (`.dist-spare` for `dist`) and becomes the
 * staging folder of the next build, which then only writes the files that changed, over their old bytes
 * (file-writer.ts). So a reader that opened a file of the site before it was replaced has until the next
 * build to finish reading it. Taking the spare is a rename, so two processes never stage in the same folder.
 */
export function openSiteOutput(outDir: string, options: OutputOptions = {}): SiteOutput {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  mkdirSync(parent, { recursive: true });
  removeLeftovers(parent, base);
  const run = `${process.pid}-${++writes}`;
  const staging = path.join(parent, `.${base}-staging-${run}`);
  const spare = path.join(parent, `.${base}-spare`);
  if (!tryRename(spare, staging) || !lstatSync(staging).isDirectory()) {
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging);
  }
  const tree = listTree(staging);
  const oldFiles = new Set(tree.files);
  const oldFolders = new Set(tree.folders);
  const paths = createPathCheck();
  const written = new Set<string>();
  const counts = { written: 0, unchanged: 0 };
  const pool = openWriterPool({ staging, existing: tree.files, twins: options.twins }, options.threads ?? 0, (result) => {
    for (const name of result.names) written.add(name);
    counts.written += result.written;
    counts.unchanged += result.unchanged;
  });

  // Stops the writers and removes the staging folder: outDir stays as it was.
  const discard = async () => {
    await pool.close();
    rmSync(staging, { recursive: true, force: true });
  };
  let removed = 0;
  // What the old site has in the way of a new file: a file where one of its folders goes, a folder where it goes.
  const clearWay = (file: string) => {
    for (const folder of foldersOf(file)) {
      if (!oldFiles.delete(folder)) continue;
      unlinkSync(path.join(staging, folder));
      removed++;
    }
    if (!oldFolders.delete(file)) return;
    rmSync(path.join(staging, file), { recursive: true, force: true });
    for (const old of oldFiles) {
      if (!old.startsWith(`${file}/`)) continue;
      oldFiles.delete(old);
      removed++;
    }
  };

  return {
    async add(file, data) {
      const names = [file, ...(options.twins ? twinNamesOf(file) : [])];
      for (const name of names) paths.check(name);
      for (const name of names) clearWay(name);
      await pool.submit(file, typeof data === 'string' ? Buffer.from(data) : data, typeof data === 'string');
    },
    async commit() {
      try {
        await pool.settle();
        await pool.close();
        for (const file of oldFiles) {
          if (written.has(file)) continue;
          rmSync(path.join(staging, file), { force: true });
          removed++;
        }
        // Emptied by now. Parents sort before their children, so the first unwanted folder takes its subtree along.
        const wantedFolders = new Set([...written].flatMap(foldersOf));
        for (const folder of [...oldFolders].sort()) if (!wantedFolders.has(folder)) rmSync(path.join(staging, folder), { recursive: true, force: true });
      } catch (error) {
        await discard();
        throw error;
      }
      swapIn(staging, outDir, run);
      return { ...counts, removed, files: written.size };
    },
    abort: discard,
  };
}

/** writeSite with every file at hand, on the calling thread and without twins: a site held in memory. */
export async function writeSite(outDir: string, files: SiteFiles): Promise<WriteCounts> {
  const output = openSiteOutput(outDir);
  try {
    for (const [file, data] of files) await output.add(file, data);
  } catch (error) {
    await output.abort();
    throw error;
  }
  const { written, unchanged, removed } = await output.commit();
  return { written, unchanged, removed };
}

/** The folders a file is in, outermost first: 'a/b/c.html' → ['a', 'a/b']. */
function foldersOf(file: string): string[] {
  const folders: string[] = [];
  for (let folder = path.posix.dirname(file); folder !== '.'; folder = path.posix.dirname(folder)) folders.unshift(folder);
  return folders;
}

let writes = 0;

/** Staging replaces outDir; the replaced site becomes the spare, unless another process left one meanwhile. */
function swapIn(staging: string, outDir: string, run: string): void {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  const retired = path.join(parent, `.${base}-retired-${run}`);
  const replaced = existsSync(outDir);
  if (replaced) renameSync(outDir, retired);
  renameSync(staging, outDir);
  if (replaced && !tryRename(retired, path.join(parent, `.${base}-spare`))) void rm(retired, { recursive: true, force: true }).catch(() => undefined);
}

/**
 * Paths stay inside the output folder, and no path is both a file and the folder of another, whichever of
 * the two arrives first.
 */
function createPathCheck(): { check(file: string): void } {
  const files = new Set<string>();
  const folders = new Map<string, string>();
  return {
    check(file) {
      if (path.isAbsolute(file) || file.split(/[\\/]/).includes('..')) throw new Error(`Refusing to write outside the output folder: ${file}`);
      const under = folders.get(file);
      if (under !== undefined) throw new Error(`"${file}" cannot be both a file and the folder of "${under}"`);
      for (const folder of foldersOf(file)) {
        if (files.has(folder)) throw new Error(`"${folder}" cannot be both a file and the folder of "${file}"`);
        if (!folders.has(folder)) folders.set(folder, file);
      }
      files.add(file);
    },
  };
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
