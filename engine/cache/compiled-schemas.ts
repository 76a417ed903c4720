import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { AJV_OPTIONS, evaluateValidators, generateValidatorsCode, type ValidatorSet } from '../../pipeline/validate/compile-schemas.js';
import { readCacheFile, writeCacheFile } from './cache-files.js';

const requireHelper = createRequire(import.meta.url);

/**
 * Validators of the given schema texts, with ajv's standalone code kept in `cacheDir`. Compiling the schemas is
 * most of a `validate` in a fresh process; the code is kept under a SHA-256 of every input
 * (the schemas' bytes, the options, the versions of ajv and ajv-formats), so a cached file is never for
 * other schemas. Without a cache the same code is generated and evaluated: one path either way.
 */
export function loadCompiledValidators<K extends string>(schemas: Record<K, string>, cacheDir: string | undefined): ValidatorSet<K> {
  const key = validatorsCacheKey(schemas);
  const file = cacheDir && path.join(cacheDir, `${key}.cjs`);
  let code = file ? readCacheFile(file)?.toString('utf8') : undefined;
  if (code === undefined) {
    code = generateValidatorsCode(schemas);
    if (file) writeCacheFile(file, code);
  }
  return evaluateValidators<K>(code);
}

/** The compile step of validation with its code kept in the cache folder's `schemas/`. */
export const cachedValidators = (cacheDir: string | undefined) => <K extends string>(schemas: Record<K, string>): ValidatorSet<K> =>
  loadCompiledValidators(schemas, cacheDir && path.join(cacheDir, 'schemas'));

/** The cache key: changes whenever anything that shapes the generated code changes. */
export function validatorsCacheKey(schemas: Record<string, string>): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(AJV_OPTIONS));
  for (const pkg of ['ajv', 'ajv-formats']) hash.update(`\0${pkg}@${versionOf(pkg)}`);
  for (const [kind, text] of Object.entries(schemas).sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(`\0${kind}\0${text}`);
  return hash.digest('hex').slice(0, 32);
}

function versionOf(pkg: string): string {
  return (JSON.parse(readFileSync(requireHelper.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version;
}
