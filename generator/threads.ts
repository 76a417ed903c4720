import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Starts the worker thread whose entry module is `name` (writer-thread, parse-thread), beside the module at
 * `callerUrl`. Compiled, every thread entry is a file of its own in assets/, where every chunk is
 * (bin/compiled-cli.js); run from the sources (tests, benchmarks under tsx), the entry is a .ts file beside
 * its caller, and the thread registers tsx itself first: Node 20 gives worker threads no loader hooks of the
 * thread that starts them.
 */
export function startThread(callerUrl: string, name: string, workerData: unknown): Worker {
  const compiled = !callerUrl.endsWith('.ts');
  const entry = new URL(`./${name}.${compiled ? 'js' : 'ts'}`, callerUrl);
  if (compiled) return new Worker(entry, { workerData });
  const tsx = pathToFileURL(tsxEsmApi()).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/** tsx's ESM API by its package's export map: require.resolve would give the CommonJS build, which a thread cannot import. */
function tsxEsmApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const exported = (JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> }).exports['./esm/api']!.import.default;
  return path.join(path.dirname(manifest), exported);
}
