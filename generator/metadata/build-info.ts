import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config.js';
import { listFiles } from '../files.js';

/** Identity of a build: the same sources give the same id and timestamp, so dist/ is byte-identical. */
export interface BuildInfo {
  /** First 12 hex digits of a SHA-256 over every input file that shapes the output. */
  readonly id: string;
  /** Milliseconds since the epoch: SOURCE_DATE_EPOCH when set, else the newest input file's mtime. */
  readonly timestamp: number;
}

/** What shapes the output: content, schemas, the React sources, the generator, static files, dependencies. */
const INPUTS = ['content', 'schema', 'src', 'generator', 'public', 'package-lock.json'];

/** `settings`: options from outside the sources that change the output (an API_BASE_URL override), hashed too. */
export function computeBuildInfo(config: ResolvedConfig, env: NodeJS.ProcessEnv = process.env, settings: readonly string[] = []): BuildInfo {
  const files = INPUTS.flatMap((input) => {
    const target = path.join(config.root, input);
    if (existsSync(target) && statSync(target).isFile()) return [target];
    // Hidden files (editor swap files, .DS_Store) do not shape the output.
    return listFiles(target).filter((f) => !f.split('/').some((part) => part.startsWith('.'))).map((f) => path.join(target, f));
  }).sort();
  const hash = createHash('sha256');
  let newest = 0;
  for (const file of files) {
    hash.update(path.relative(config.root, file).split(path.sep).join('/')).update('\0').update(readFileSync(file)).update('\0');
    newest = Math.max(newest, statSync(file).mtimeMs);
  }
  for (const setting of settings) hash.update(`setting:${setting}`).update('\0');
  const epoch = env.SOURCE_DATE_EPOCH;
  const timestamp = epoch !== undefined && /^\d+$/.test(epoch) ? Number(epoch) * 1000 : Math.floor(newest / 1000) * 1000;
  return Object.freeze({ id: hash.digest('hex').slice(0, 12), timestamp });
}
