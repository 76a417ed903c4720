// @ts-check
/**
 * The CLI as compiled JavaScript: `cli.ts` and everything it imports (generator/, server/, src/, any new
 * folder) bundled by Vite into node_modules/.cache/fiskalis-site/cli/<fingerprint>/, dependencies left as
 * imports of node_modules. Plain JavaScript, because it runs before anything is compiled.
 *
 * The fingerprint is a SHA-256 of the bytes of every source file the last bundle was made of, the listings
 * of their folders (a file added beside them could change what an import resolves to), tsconfig.json,
 * Vite's version, npm's record of the installed packages (some are bundled) and this file. Checking it
 * reads those files again only when one's size, times or inode differ from the stamp kept with the last
 * fingerprint (writeInputs); a bundle is used only when its folder carries the fingerprint of the sources
 * as they are now, so stale code never runs. Folders are written whole under another name and
 * renamed into place, so processes starting at once never see half a bundle, whichever of them compiles.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ENTRY = 'cli.ts';
/** The entry modules of worker threads and child processes (engine/threads.ts). */
const THREADS = ['engine/output/writer-thread.ts', 'engine/cache/parse-thread.ts', 'engine/assets/vite-process.ts'];
/**
 * Dependencies made part of the bundle: loading a package's many files one by one costs more at start than
 * the code itself (yaml alone is some 80 files; libphonenumber-js, which the contact form's contract
 * brings into `validate`, is dozens of ES modules). Pure JavaScript libraries on the path of every command;
 * the rest stay imports of node_modules.
 */
const BUNDLED_DEPENDENCIES = ['yaml', 'commander', 'picocolors', '@messageformat/core', '@messageformat/parser', '@messageformat/runtime', '@messageformat/date-skeleton', '@messageformat/number-skeleton', 'moo', 'make-plural', 'safe-identifier', '@babel/code-frame', 'libphonenumber-js'];

/** Bundles not used for this long are removed after a compile (a running process may still load chunks). */
const KEEP_UNUSED_MS = 24 * 60 * 60 * 1000;

/** @typedef {{ files: string[], dirs: string[], stamp?: { fingerprint: string, stats: string } }} Inputs  paths relative to the project root, `/`-separated; `stamp`: see writeInputs */

/** The project root: the folder above bin/. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The compiled entry of the CLI, compiled first when the sources changed since the last compile. */
export async function compiledEntry(root = PROJECT_ROOT) {
  const fresh = findFresh(root);
  if (fresh) return fresh;
  return (await compile(root)).entry;
}

/**
 * The compiled entry when a bundle of the current sources exists, else undefined. A folder that never compiled
 * tries the lists of the other folders sharing these packages (the newest few): a `diff` side's worktree, a
 * second checkout, whose sources are often the same, bundle and all.
 */
export function findFresh(root = PROJECT_ROOT) {
  const own = readInputs(root);
  // Every input as it was when its bytes last gave this fingerprint: nothing to read again.
  if (own?.stamp && own.stamp.stats === statsOf(root, own)) {
    const entry = usedEntry(root, own.stamp.fingerprint);
    if (entry) return entry;
  }
  for (const inputs of own ? [own] : otherInputs(root)) {
    const print = fingerprint(root, inputs);
    const entry = usedEntry(root, print);
    if (!entry) continue;
    writeInputs(root, inputs, print);
    return entry;
  }
  return undefined;
}

/** The bundle's entry when the bundle of `print` exists, marked as in use so another project's compile does not remove it. @param {string} root @param {string} print */
function usedEntry(root, print) {
  const dir = path.join(cacheDir(root), print);
  try {
    const now = new Date();
    utimesSync(dir, now, now);
  } catch {
    return undefined;
  }
  return path.join(dir, 'cli.js');
}

/**
 * Records the inputs of the bundle `print` for the folder, with a stamp of their sizes, times and inodes
 * (statsOf) when none was modified in the last two seconds: an edit later within the same clock tick could
 * keep a file's size and times, so such a file is read again next time, as git does with a "racily clean" one.
 * @param {string} root @param {Inputs} inputs @param {string} print
 */
function writeInputs(root, inputs, print) {
  const stats = statsOf(root, inputs);
  const newest = Math.max(0, ...stats.split('\n').map((line) => Number(BigInt(line.split(' ')[1] ?? 0) / 1_000_000n)));
  const stamp = Date.now() - newest > 2000 ? { fingerprint: print, stats } : undefined;
  writeAtomically(inputsFile(root), JSON.stringify({ files: inputs.files, dirs: inputs.dirs, ...(stamp && { stamp }) }));
}

/**
 * Size, change time, modification time and inode of every file and folder the fingerprint reads: a cheap
 * check that none changed since it was computed (a folder's times change when an entry is added or removed).
 * @param {string} root @param {Inputs} inputs
 */
function statsOf(root, inputs) {
  const paths = ['node_modules/vite/package.json', 'node_modules/.package-lock.json', 'tsconfig.json', ...inputs.files, ...inputs.dirs].map((name) => path.join(root, name));
  paths.push(fileURLToPath(import.meta.url));
  return paths.map((file) => {
    try {
      const stat = statSync(file, { bigint: true });
      return `${stat.size} ${stat.mtimeNs} ${stat.ctimeNs} ${stat.ino}`;
    } catch {
      return 'missing';
    }
  }).join('\n');
}

/** Other folders' lists of inputs in this cache, the most recently written first (at most three). @param {string} root @returns {Inputs[]} */
function otherInputs(root) {
  let files;
  try {
    files = readdirSync(cacheDir(root)).filter((name) => /^inputs-\w+\.json$/.test(name)).map((name) => path.join(cacheDir(root), name));
  } catch {
    return [];
  }
  const written = (/** @type {string} */ file) => {
    try {
      return statSync(file).mtimeMs;
    } catch {
      return 0;
    }
  };
  return files.map((file) => ({ file, time: written(file) })).sort((a, b) => b.time - a.time).slice(0, 3).flatMap(({ file }) => readInputsFile(file) ?? []);
}

/**
 * Bundles cli.ts with Vite (its server-side build: Node's modules and dependencies stay imports) and puts
 * the result in place under the fingerprint of the modules it was made of.
 * @returns {Promise<{ entry: string, fingerprint: string, inputs: Inputs }>}
 */
export async function compile(root = PROJECT_ROOT) {
  const { build } = await import('vite');
  // Vite compiles JSX for React's development runtime unless NODE_ENV is production (vitest sets `test`):
  // the bundle must not depend on who compiled it.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    publicDir: false,
    mode: 'production',
    ssr: { noExternal: BUNDLED_DEPENDENCIES },
    build: {
      ssr: true,
      write: false,
      target: 'node20',
      minify: false,
      rollupOptions: {
        // cli.ts has no top-level await: a lazily loaded chunk may import code bundled into the entry, and
        // would wait forever on an entry that awaits it. Worker threads and child processes start from entry
        // files of their own, in assets/ beside the chunks that start them (engine/threads.ts).
        input: { cli: path.join(root, ENTRY), ...Object.fromEntries(THREADS.map((file) => [path.basename(file, '.ts'), path.join(root, file)])) },
        output: { entryFileNames: (chunk) => (chunk.name === 'cli' ? '[name].js' : 'assets/[name].js') },
      },
    },
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => /** @type {import('vite').Rolldown.RolldownOutput} */ (r).output);
  const inputs = inputsOf(root, outputs.flatMap((o) => (o.type === 'chunk' ? o.moduleIds : [])));
  const print = fingerprint(root, inputs);
  const base = cacheDir(root);
  const dir = path.join(base, print);
  const temp = `${dir}.${process.pid}.tmp`;
  rmSync(temp, { recursive: true, force: true });
  for (const o of outputs) {
    const file = path.join(temp, o.fileName);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, o.type === 'chunk' ? o.code : o.source);
  }
  try {
    renameSync(temp, dir);
  } catch {
    // Another process compiled the same sources first; its bundle is the same.
    rmSync(temp, { recursive: true, force: true });
  }
  writeInputs(root, inputs, print);
  pruneUnused(base, print);
  return { entry: path.join(dir, 'cli.js'), fingerprint: print, inputs };
}

/**
 * The bundle's identity: what it was made of, as it is on disk now. A file that is gone hashes as
 * missing, which matches no bundle.
 * @param {string} root
 * @param {Inputs} inputs
 */
export function fingerprint(root, inputs) {
  const hash = createHash('sha256');
  hash.update(`vite ${readOr(path.join(root, 'node_modules/vite/package.json'), '')}\0`);
  // npm's record of what is installed: the bundled dependencies (yaml, commander, …) are part of the bundle.
  hash.update(`packages ${readOr(path.join(root, 'node_modules/.package-lock.json'), '')}\0`);
  hash.update(readOr(fileURLToPath(import.meta.url), ''));
  hash.update(readOr(path.join(root, 'tsconfig.json'), ''));
  for (const file of inputs.files) hash.update(`\0f ${file}\0`).update(readOr(path.join(root, file), '\0missing'));
  for (const dir of inputs.dirs) hash.update(`\0d ${dir}\0${listOr(path.join(root, dir))}`);
  return hash.digest('hex').slice(0, 24);
}

/**
 * @param {string} root
 * @param {string[]} moduleIds absolute paths from the bundler; virtual modules (`\0…`) and queries dropped
 * @returns {Inputs}
 */
function inputsOf(root, moduleIds) {
  const files = new Set();
  for (const id of moduleIds) {
    const file = id.split('?')[0] ?? '';
    const relative = path.relative(root, file);
    if (id.startsWith('\0') || !path.isAbsolute(file) || relative.startsWith('..') || relative.split(path.sep).includes('node_modules')) continue;
    files.add(relative.split(path.sep).join('/'));
  }
  const sorted = [...files].sort();
  return { files: sorted, dirs: [...new Set(sorted.map((f) => path.posix.dirname(f)))].sort() };
}

/** @param {string} root */
function cacheDir(root) {
  return path.join(root, 'node_modules', '.cache', 'fiskalis-site', 'cli');
}

/** One list of inputs per project folder: several checkouts may share one node_modules. @param {string} root */
function inputsFile(root) {
  return path.join(cacheDir(root), `inputs-${createHash('sha256').update(root).digest('hex').slice(0, 12)}.json`);
}

/** @param {string} root @returns {Inputs | undefined} */
function readInputs(root) {
  return readInputsFile(inputsFile(root));
}

/** @param {string} file @returns {Inputs | undefined} */
function readInputsFile(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** @param {string} file @param {string} text */
function writeAtomically(file, text) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}

/** @param {string} base @param {string} keep */
function pruneUnused(base, keep) {
  for (const entry of readdirSync(base, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === keep || entry.name.endsWith('.tmp')) continue;
    const dir = path.join(base, entry.name);
    try {
      if (Date.now() - statSync(dir).mtimeMs > KEEP_UNUSED_MS) rmSync(dir, { recursive: true, force: true });
    } catch {
      // Removed by another process meanwhile.
    }
  }
}

/** @param {string} file @param {string} fallback @returns {string | Buffer} */
function readOr(file, fallback) {
  try {
    return readFileSync(file);
  } catch {
    return fallback;
  }
}

/** @param {string} dir */
function listOr(dir) {
  try {
    return readdirSync(dir).sort().join('\n');
  } catch {
    return '\0missing';
  }
}
