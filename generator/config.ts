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
  return Object.freeze({ root, contentDir, schemaDir, messagesDir: path.join(contentDir, 'messages') });
}
