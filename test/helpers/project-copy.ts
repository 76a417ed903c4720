import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, type Dirent } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from './fixture-site.js';
import { SITE_SOURCE_FOLDERS } from '../../core/source-folders.js';

/** A copy of parts of the project whose node_modules/ has a `.cache` of its own. */
export interface ProjectCopy {
  readonly root: string;
  /** The copy's node_modules/.cache/fiskalis-site. */
  readonly cacheDir: string;
  dispose(): void;
}

/**
 * Copies the named files and folders of the project into a temp folder. Its node_modules/ is a real folder
 * of links to every installed package, not one link to the project's: caches written under it (compiled
 * CLI, schemas, client assets, twins) stay in the copy, and a test or benchmark can clear or inspect them
 * (copyBuildCache links the twins to the project's).
 */
export function copyProject(names: readonly string[], prefix = 'fiskalis-copy-'): ProjectCopy {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  for (const name of names) cpSync(path.join(PROJECT_ROOT, name), path.join(root, name), { recursive: true });
  linkPackages(root);
  return { root, cacheDir: path.join(root, 'node_modules', '.cache', 'fiskalis-site'), dispose: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * Gives `root` a node_modules/ of its own: a folder of links to each of the project's packages, so Vite and
 * Node resolve them, while caches written under node_modules/.cache stay in `root`.
 */
export function linkPackages(root: string): void {
  const modules = path.join(PROJECT_ROOT, 'node_modules');
  mkdirSync(path.join(root, 'node_modules'));
  for (const name of readdirSync(modules)) if (name !== '.cache') symlinkSync(path.join(modules, name), path.join(root, 'node_modules', name));
}

/** What `build` reads: content, schemas, client sources, static files and the settings Vite looks at. */
export const SITE_INPUTS = ['content', 'schema', ...SITE_SOURCE_FOLDERS, 'public', 'package.json', 'package-lock.json', 'tsconfig.json'];

/** The project's own cache folder, which its builds (the run's shared build among them) and its launcher fill. */
const PROJECT_CACHE = path.join(PROJECT_ROOT, 'node_modules', '.cache', 'fiskalis-site');

/** What builds take from the project's cache: Vite's output, fonts, validators. */
const CACHE_FOLDERS = ['assets', 'drawing-fonts', 'schemas'];

/**
 * Gives `cacheDir` the project's build cache, which the run's shared build (test/setup/site.ts) has just
 * filled: builds of a copy then skip Vite and most compression. Vite's output, fonts and validators are
 * copied, so a copy's builds add no entries to the project's (the asset cache keeps only its newest entries).
 * The compressed twins are a link to the project's: they are named by the SHA-256 of their source and written
 * beside and renamed, so copies share them safely, and a twin one test file compressed (the small fixture
 * site's pages, its drawings) serves every other copy of this run and of the next, instead of each copy
 * compressing it again (bench/results/2026-11-27-test-suite-5.md).
 */
export function copyBuildCache(cacheDir: string): void {
  for (const folder of CACHE_FOLDERS) copyTree(path.join(PROJECT_CACHE, folder), path.join(cacheDir, folder));
  mkdirSync(path.join(PROJECT_CACHE, 'twins'), { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  symlinkSync(path.join(PROJECT_CACHE, 'twins'), path.join(cacheDir, 'twins'), 'dir');
}

/**
 * Copies the project's compiled CLI into `cacheDir` (a copy's node_modules/.cache/fiskalis-site): the bundle
 * the project used last and its list of inputs, so the launcher of a copy whose code is the project's
 * (bin/compiled-cli.js findFresh) starts from it instead of compiling. A stale one is not found fresh there
 * either, and the copy compiles as it would have.
 */
export function copyCompiledCli(cacheDir: string): void {
  const from = path.join(PROJECT_CACHE, 'cli');
  const inputs = `inputs-${createHash('sha256').update(PROJECT_ROOT).digest('hex').slice(0, 12)}.json`;
  let bundles: string[];
  try {
    bundles = readdirSync(from, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.endsWith('.tmp')).map((entry) => entry.name);
  } catch {
    return;
  }
  const newest = bundles.sort((a, b) => statSync(path.join(from, b)).mtimeMs - statSync(path.join(from, a)).mtimeMs)[0];
  if (!newest || !existsSync(path.join(from, inputs))) return;
  copyTree(path.join(from, newest), path.join(cacheDir, 'cli', newest));
  copyFileSync(path.join(from, inputs), path.join(cacheDir, 'cli', inputs));
}

/** Copies a folder; a file or folder that goes meanwhile is skipped (other test files build the project, and prune its cache, at the same time). */
function copyTree(from: string, to: string): void {
  let entries: Dirent[];
  try {
    entries = readdirSync(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  mkdirSync(to, { recursive: true });
  for (const entry of entries) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) {
      copyTree(source, target);
      continue;
    }
    try {
      copyFileSync(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
