import { createHash, type Hash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { readKeyedEntry, writeKeyedEntry } from './cache-files.js';
import { codeIdentityOf, type CodeIdentity } from './code-identity.js';
import type { ResolvedConfig } from '../../core/config.js';
import type { Problem } from '../../core/errors/problem.js';
import type { ContentSummary } from '../../pipeline/load-content.js';

/** What a valid run answered: its summary and its warnings. */
export interface ValidatedAnswer {
  readonly summary: ContentSummary;
  readonly warnings: readonly Problem[];
}

/**
 * `validate`'s answer for content it has seen valid before. Parsing the YAML and checking it costs most of a
 * `validate` process; when every input is byte for byte what it was at a valid run, the answer is that run's.
 * Inputs: every file under the content and schema folders (names and bytes, so an added catalogue counts), the
 * code (the compiled CLI's fingerprint: every source file it was made of), the installed packages (npm's
 * record of node_modules: ajv, yaml, @messageformat), Node's and ICU's versions (plural rules), the paths.
 * Only valid results are kept: problems are always found afresh, so a report is never stale. A valid run's
 * warnings are kept with it (W_STALE_TRANSLATION depends on content/i18n-sources.yaml, a file under content/).
 */

/** Bump when the key's recipe or the entry's shape changes. */
const RECIPE = 'validated-3';

/** The key of `validate`'s inputs as they are now; undefined when there is no cache or an input cannot be read. */
export function validatedKey(config: ResolvedConfig, code: CodeIdentity | undefined = codeIdentityOf(import.meta.url)): string | undefined {
  if (!config.cacheDir || !code) return undefined;
  const hash = createHash('sha256');
  hash.update(`${RECIPE}\0code ${code.fingerprint}\0node ${process.version} icu ${process.versions.icu ?? ''}\0`);
  hash.update(`root ${config.root}\0content ${config.contentDir}\0schema ${config.schemaDir}\0messages ${config.messagesDir}\0`);
  try {
    const packages = readFileSync(path.join(code.nodeModules, '.package-lock.json'));
    hash.update(`packages ${packages.length}\0`).update(packages);
    hashTree(hash, config.contentDir, 'content');
    hashTree(hash, config.schemaDir, 'schema');
  } catch {
    return undefined;
  }
  return hash.digest('hex');
}

/** The answer of the last valid run when it had this key. */
export function readValidated(config: ResolvedConfig, key: string): ValidatedAnswer | undefined {
  const entry = config.cacheDir ? readKeyedEntry<{ summary?: unknown; warnings?: unknown }>(config.cacheDir, FOLDER, config.root, key) : undefined;
  return isSummary(entry?.summary) && areWarnings(entry.warnings) ? { summary: entry.summary, warnings: entry.warnings } : undefined;
}

/** Keeps a valid run's answer; one entry per root, so the folder does not grow with every edit. */
export function recordValidated(config: ResolvedConfig, key: string, answer: ValidatedAnswer): void {
  if (config.cacheDir) writeKeyedEntry(config.cacheDir, FOLDER, config.root, key, JSON.stringify(answer));
}

const FOLDER = 'validated';

const SUMMARY_FIELDS = ['files', 'locales', 'messages', 'sections', 'packages'] as const;

function isSummary(value: unknown): value is ContentSummary {
  const record = value as Record<string, unknown> | undefined;
  return typeof record === 'object' && record !== null && SUMMARY_FIELDS.every((f) => Number.isInteger(record[f])) && Array.isArray(record.warnings);
}

function areWarnings(value: unknown): value is Problem[] {
  return Array.isArray(value) && value.every((w: Partial<Problem> | null) => typeof w?.code === 'string' && typeof w.message === 'string' && typeof w.hint === 'string' && typeof w.position?.file === 'string' && Number.isInteger(w.position.line) && Number.isInteger(w.position.column));
}

/** Every name and file's bytes under `dir`, in a stable order; symbolic links are followed. Throws when unreadable. */
function hashTree(hash: Hash, dir: string, label: string): void {
  for (const name of readdirSync(dir).sort()) {
    const absolute = path.join(dir, name);
    const relative = `${label}/${name}`;
    if (statSync(absolute).isDirectory()) {
      hash.update(`\0d ${relative}\0`);
      hashTree(hash, absolute, relative);
    } else {
      const bytes = readFileSync(absolute);
      hash.update(`\0f ${relative} ${bytes.length}\0`).update(bytes);
    }
  }
}
