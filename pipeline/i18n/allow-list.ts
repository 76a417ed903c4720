import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ResolvedConfig } from '../../core/config.js';
import type { Problem } from '../../core/errors/problem.js';
import { parseYaml } from '../load/parse-yaml.js';
import { validateSchema } from '../validate/schema.js';

const ALLOW_LIST_FILE = 'i18n.yaml';

/** content/i18n.yaml: translations that may read as in the reference locale. */
export interface SameAsReference {
  readonly words: readonly string[];
  readonly keys: ReadonlySet<string>;
}

const NOTHING_ALLOWED: SameAsReference = { words: [], keys: new Set() };

/** Reads and checks content/i18n.yaml against schema/i18n.schema.json; an absent file allows nothing. */
export function readAllowList(config: ResolvedConfig): { allowed: SameAsReference; problems: Problem[] } {
  const absolute = path.join(config.contentDir, ALLOW_LIST_FILE);
  let text: string;
  try {
    text = readFileSync(absolute, 'utf8');
  } catch {
    return { allowed: NOTHING_ALLOWED, problems: [] };
  }
  const { file, problems } = parseYaml(path.relative(config.root, absolute).split(path.sep).join('/'), text);
  if (!file || file.value === undefined) return { allowed: NOTHING_ALLOWED, problems: [...problems] };
  const schema = JSON.parse(readFileSync(path.join(config.schemaDir, 'i18n.schema.json'), 'utf8')) as object;
  const check = validateSchema(file, new Ajv2020({ allErrors: true, strict: true, verbose: true }).compile(schema));
  if (check.problems.length > 0) return { allowed: NOTHING_ALLOWED, problems: [...problems, ...check.problems] };
  const value = (file.value ?? {}) as { sameAsReference?: { words?: string[]; keys?: string[] } };
  return { allowed: { words: value.sameAsReference?.words ?? [], keys: new Set(value.sameAsReference?.keys ?? []) }, problems: [...problems] };
}

/**
 * A message that reads as in the reference locale needs a translator's look unless it is allowed by key, or
 * nothing is left to translate once simple {arguments} and the allowed words are taken out: no letter remains.
 */
export function isAllowedSame(key: string, source: string, allowed: SameAsReference): boolean {
  if (allowed.keys.has(key)) return true;
  let rest = source.replace(/\{\s*[\w-]+\s*(,[^{}]*)?\}/g, ' ');
  for (const word of allowed.words) rest = rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'gu'), ' ');
  return !/\p{L}/u.test(rest);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
