import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from './errors/problem.js';

/** What a caller may pass; everything has a default. */
export interface UserConfig {
  /** Project root holding content/ and schema/; defaults to the current directory. */
  root?: string;
  contentDir?: string;
  schemaDir?: string;
}

/** The one read-only configuration object every stage receives. Paths are absolute. */
export interface ResolvedConfig {
  readonly root: string;
  readonly contentDir: string;
  readonly schemaDir: string;
  readonly messagesDir: string;
  /**
   * Where work that depends only on its inputs is kept between runs (compiled schemas, client assets,
   * compressed twins): node_modules/.cache/fiskalis-site, where npm-installed tools keep theirs. Undefined
   * when the root has no node_modules (a bare content folder): then everything is computed every time.
   */
  readonly cacheDir?: string;
}

export function resolveConfig(user: UserConfig = {}): ResolvedConfig {
  const root = path.resolve(user.root ?? process.cwd());
  const contentDir = path.resolve(root, user.contentDir ?? 'content');
  const schemaDir = path.resolve(root, user.schemaDir ?? 'schema');
  for (const [what, dir] of [['content', contentDir], ['schema', schemaDir]] as const) {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) {
      throw new UsageError(`The ${what} folder ${dir} does not exist; run the command from the project root or pass --root.`);
    }
  }
  const cacheDir = existsSync(path.join(root, 'node_modules')) ? path.join(root, 'node_modules', '.cache', 'fiskalis-site') : undefined;
  return Object.freeze({ root, contentDir, schemaDir, messagesDir: path.join(contentDir, 'messages'), ...(cacheDir ? { cacheDir } : {}) });
}
