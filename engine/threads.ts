import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Starts the worker thread whose entry module is `name` (writer-thread, parse-thread), beside the module at
 * `callerUrl`. Compiled, every entry of a thread or process is a file of its own in assets/, where every
 * chunk is (bin/compiled-cli.js); run from the sources (tests, benchmarks under tsx), the entry is a .ts file
 * beside its caller, and the thread registers tsx itself first: Node 20 gives worker threads no loader hooks
 * of the thread that starts them.
 */
export function startThread(callerUrl: string, name: string, workerData: unknown): Worker {
  const { compiled, entry } = entryOf(callerUrl, name);
  if (compiled) return new Worker(entry, { workerData });
  const tsx = pathToFileURL(tsxExport('./esm/api')).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/**
 * Starts the child process whose entry module is `name` (vite-process), found as startThread finds a thread's,
 * with an IPC channel that carries maps and typed arrays. Run from the sources, the child loads tsx first.
 */
export function forkProcess(callerUrl: string, name: string, env: NodeJS.ProcessEnv = process.env): ChildProcess {
  const { compiled, entry } = entryOf(callerUrl, name);
  const execArgv = compiled ? [] : ['--import', pathToFileURL(tsxExport('./esm')).href];
  return fork(fileURLToPath(entry), [], { serialization: 'advanced', execArgv, env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

function entryOf(callerUrl: string, name: string): { compiled: boolean; entry: URL } {
  const compiled = !callerUrl.endsWith('.ts');
  return { compiled, entry: new URL(`./${name}.${compiled ? 'js' : 'ts'}`, callerUrl) };
}

/**
 * A file tsx exports for `import`, by its package's export map: require.resolve would give the CommonJS
 * build, which ESM cannot load as a loader or a thread cannot import.
 */
function tsxExport(name: string): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const exported = (JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, string | { import: { default: string } }> }).exports[name]!;
  return path.join(path.dirname(manifest), typeof exported === 'string' ? exported : exported.import.default);
}
