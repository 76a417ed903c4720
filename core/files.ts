import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What is below a folder: paths relative to it with forward slashes, each list sorted (parents first). */
export interface FolderTree {
  /** Everything that is not a folder: files, and links of any kind, which are not followed. */
  readonly files: readonly string[];
  readonly folders: readonly string[];
}

/** Every entry below `dir`; empty when `dir` is absent or not a folder. */
export function listTree(dir: string): FolderTree {
  const files: string[] = [];
  const folders: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        folders.push(name);
        walk(name);
      } else {
        files.push(name);
      }
    }
  };
  if (statSync(dir, { throwIfNoEntry: false })?.isDirectory()) walk('');
  return { files: files.sort(), folders: folders.sort() };
}

/** Every file below `dir` (links to files included), as sorted relative paths; none when `dir` is absent. */
export function listFiles(dir: string): string[] {
  return listTree(dir).files.filter((name) => statSync(path.join(dir, name), { throwIfNoEntry: false })?.isFile());
}
