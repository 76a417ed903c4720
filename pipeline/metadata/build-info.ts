import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../../core/config.js';
import { listFiles } from '../../core/files.js';
import { TOOL_SOURCE_FOLDERS } from '../../core/source-folders.js';
import { SOURCES_FILE } from '../i18n/sources.js';

/** Identity of a build: the same sources give the same id and timestamp, so dist/ is byte-identical. */
export interface BuildInfo {
  /** First 12 hex digits of a SHA-256 over every input file that shapes the output. */
  readonly id: string;
  /** Milliseconds since the epoch: SOURCE_DATE_EPOCH when set, else the newest input file's mtime. */
  readonly timestamp: number;
}

/** What shapes the output: content, schemas, the React sources, the generator, static files, dependencies. */
const INPUTS = ['content', 'schema', ...TOOL_SOURCE_FOLDERS, 'public', 'package-lock.json'];
/** The tool's own code, which renders a root that is not the tool's (`--root`): its generator and components. */
const TOOL_INPUTS = TOOL_SOURCE_FOLDERS;

/**
 * `settings`: options from outside the sources that change the output (an API_BASE_URL override), hashed too.
 * `toolRoot`: where the running tool's sources are; when the root built is another folder, they are hashed
 * too, so a new version of the tool gives a root's build a new id (and its visitors the update notice).
 */
export function computeBuildInfo(config: ResolvedConfig, env: NodeJS.ProcessEnv, settings: readonly string[], toolRoot: string): BuildInfo {
  const own = path.resolve(toolRoot) === path.resolve(config.root);
  // The translators' records (`i18n confirm`) change no page, so they leave the id and timestamp as they are.
  const records = path.join(config.contentDir, SOURCES_FILE);
  const files = [
    ...filesOf(config.root, INPUTS).filter((file) => file !== records).map((file) => ({ file, name: path.relative(config.root, file) })),
    ...(own ? [] : filesOf(toolRoot, TOOL_INPUTS).map((file) => ({ file, name: `tool:${path.relative(toolRoot, file)}` }))),
  ].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const hash = createHash('sha256');
  let newest = 0;
  for (const { file, name } of files) {
    hash.update(name.split(path.sep).join('/')).update('\0').update(readFileSync(file)).update('\0');
    newest = Math.max(newest, statSync(file).mtimeMs);
  }
  for (const setting of settings) hash.update(`setting:${setting}`).update('\0');
  const epoch = env.SOURCE_DATE_EPOCH;
  const timestamp = epoch !== undefined && /^\d+$/.test(epoch) ? Number(epoch) * 1000 : Math.floor(newest / 1000) * 1000;
  return Object.freeze({ id: hash.digest('hex').slice(0, 12), timestamp });
}

function filesOf(root: string, inputs: readonly string[]): string[] {
  return inputs.flatMap((input) => {
    const target = path.join(root, input);
    if (existsSync(target) && statSync(target).isFile()) return [target];
    // Hidden files (editor swap files, .DS_Store) do not shape the output.
    return listFiles(target).filter((f) => !f.split('/').some((part) => part.startsWith('.'))).map((f) => path.join(target, f));
  });
}
