import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readKeyedEntry, writeKeyedEntry } from './cache-files.js';
import { codeIdentityOf, type CodeIdentity } from './code-identity.js';
import type { YamlFile } from '../../pipeline/load/types.js';
import { SCHEMA_FILES } from '../../pipeline/validate/schema.js';

/**
 * Which content files passed their schema, kept between processes: after an edit, the files left alone are
 * not checked against their schema again. Checking changes nothing in a value (no defaults, no coercion), so
 * a pass is a fact about the file's text, the schemas' texts and the code (the compiled CLI's fingerprint,
 * which covers ajv's version and options). Only passes are kept: a file with problems is always checked.
 */
export interface SchemaPasses {
  passed(kind: string, file: YamlFile): boolean;
  record(kind: string, file: YamlFile): void;
}

const RECIPE = 'schema-pass-1';
const FOLDER = 'schema-passes';

/** Remembers nothing: every file is checked (no cache folder, or the sources run by tsx). */
export const NO_PASSES: SchemaPasses = { passed: () => false, record: () => undefined };

export function openSchemaPasses(root: string, schemaDir: string, cacheDir: string | undefined, code: CodeIdentity | undefined = codeIdentityOf(import.meta.url)): SchemaPasses {
  if (!cacheDir || !code) return NO_PASSES;
  const schemas = createHash('sha256').update(`${RECIPE}\0${code.fingerprint}`);
  try {
    for (const name of Object.values(SCHEMA_FILES)) schemas.update(`\0${name}\0`).update(readFileSync(path.join(schemaDir, name)));
  } catch {
    // A schema that cannot be read is reported by the validators' loading; nothing is remembered then.
    return NO_PASSES;
  }
  const schemasKey = schemas.digest('hex');
  const keyOf = (kind: string, file: YamlFile) => createHash('sha256').update(`${schemasKey}\0${kind}\0${file.file}\0`).update(file.text).digest('hex');
  const nameOf = (file: YamlFile) => `${root}\0${file.file}`;
  return {
    passed: (kind, file) => readKeyedEntry<boolean>(cacheDir, FOLDER, nameOf(file), keyOf(kind, file)) === true,
    record: (kind, file) => writeKeyedEntry(cacheDir, FOLDER, nameOf(file), keyOf(kind, file), 'true'),
  };
}
