import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every file below `dir`, as sorted paths relative to it with forward slashes; none when `dir` is absent. */
export function listFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names
    .filter((name) => statSync(path.join(dir, name)).isFile())
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}
