import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../../core/config.js';
import { listFiles } from '../../core/files.js';
import { SITE_SOURCE_FOLDERS } from '../../core/source-folders.js';
import { SOURCES_FILE } from '../i18n/sources.js';

/** Identity of a build: the same sources give the same id and timestamp, so dist/ is byte-identical. */
export interface BuildInfo {
  /** First 12 hex digits of a SHA-256 over the inputs that shape the pages and the files made before them. */
  readonly id: string;
  /** Milliseconds since the epoch: SOURCE_DATE_EPOCH when set, else the newest input file's mtime. */
  readonly timestamp: number;
}

/** What the build's sources say about it, before any file is made (readBuildInputs). */
export interface BuildInputs {
  /** SHA-256 over the input files and the settings. */
  readonly digest: string;
  readonly timestamp: number;
}

/**
 * The code that decides what a page says: the components, the shared rules, the kernel and the stages.
 * Not `engine/`, which decides how fast, not what: its caches, threads and processes give byte-identical
 * output (docs/decisions/0024-build-id.md), and what it makes through Vite counts by its bytes (buildInfoOf).
 */
const RENDER_CODE = [...SITE_SOURCE_FOLDERS, 'pipeline'];
/** What shapes the output: content, schemas, the code that renders, static files, dependencies. */
const INPUTS = ['content', 'schema', ...RENDER_CODE, 'public', 'package-lock.json'];

/**
 * `settings`: options from outside the sources that change the output (an API_BASE_URL override), hashed too.
 * `toolRoot`: where the running tool's sources are; when the root built is another folder, its rendering code
 * is hashed too, so a new version of the tool gives a root's build a new id (and its visitors the update notice).
 */
export function readBuildInputs(config: ResolvedConfig, env: NodeJS.ProcessEnv, settings: readonly string[], toolRoot: string): BuildInputs {
  const own = path.resolve(toolRoot) === path.resolve(config.root);
  // The translators' records (`i18n confirm`) change no page, so they leave the id and timestamp as they are.
  const records = path.join(config.contentDir, SOURCES_FILE);
  const files = [
    ...filesOf(config.root, INPUTS).filter((file) => file !== records).map((file) => ({ file, name: path.relative(config.root, file) })),
    ...(own ? [] : filesOf(toolRoot, RENDER_CODE).map((file) => ({ file, name: `tool:${path.relative(toolRoot, file)}` }))),
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
  return Object.freeze({ digest: hash.digest('hex'), timestamp });
}

/**
 * The build's id: its inputs, and what was made before the pages (Vite's assets and inline scripts, the
 * drawings), each by name and bytes, so a change that gives visitors other assets gives them another id,
 * wherever it was made.
 */
export function buildInfoOf(inputs: BuildInputs, made: Iterable<readonly [string, Uint8Array | string]>): BuildInfo {
  const hash = createHash('sha256').update(inputs.digest).update('\0');
  for (const [file, data] of [...made].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) hash.update(file).update('\0').update(data).update('\0');
  return Object.freeze({ id: hash.digest('hex').slice(0, 12), timestamp: inputs.timestamp });
}

function filesOf(root: string, inputs: readonly string[]): string[] {
  return inputs.flatMap((input) => {
    const target = path.join(root, input);
    if (existsSync(target) && statSync(target).isFile()) return [target];
    // Hidden files (editor swap files, .DS_Store) do not shape the output.
    return listFiles(target).filter((f) => !f.split('/').some((part) => part.startsWith('.'))).map((f) => path.join(target, f));
  });
}
