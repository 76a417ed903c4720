import type { Problem } from '../errors/problem.js';
import type { DataKind, RawContent } from '../load/read-content.js';
import { loadValidators, validateSchema } from './schema.js';
import type { Checked, RuleContext } from './rules/context.js';
import { checkLocales } from './rules/locales.js';
import { checkUniqueIds } from './rules/ids.js';
import { checkTiers } from './rules/tiers.js';
import { checkPackages } from './rules/packages.js';
import { checkReferences } from './rules/references.js';
import { checkUntranslated } from './rules/untranslated.js';
import { checkContracts } from './rules/contract.js';
import { checkRouteCollisions } from './rules/routes.js';
import { checkOrigins } from './rules/origins.js';

const RULES = [checkLocales, checkUniqueIds, checkTiers, checkPackages, checkReferences, checkContracts, checkRouteCollisions, checkOrigins, checkUntranslated];

export interface SchemaResult {
  /** Data files whose shape matched their schema, typed; the rest are left out of cross-file rules. */
  readonly checked: Partial<Record<DataKind, Checked<never>>>;
  readonly problems: Problem[];
}

/** Checks every loaded file against its schema; message catalogues all use the messages schema. */
export function validateSchemas(raw: RawContent, schemaDir: string, cacheDir?: string): SchemaResult {
  const validators = loadValidators(schemaDir, cacheDir);
  const problems: Problem[] = [];
  const checked: Partial<Record<DataKind, Checked<never>>> = {};
  for (const [kind, file] of Object.entries(raw.data) as [DataKind, RawContent['data'][DataKind]][]) {
    if (!file || file.value === undefined) continue;
    const result = validateSchema(file, validators[kind]);
    problems.push(...result.problems);
    if (result.shapeOk) checked[kind] = { file, data: file.value as never };
  }
  for (const file of raw.messages.values()) {
    if (file.value !== undefined) problems.push(...validateSchema(file, validators.messages).problems);
  }
  return { checked, problems };
}

/** Runs every cross-file rule; each skips what it cannot check because a file it needs is broken. */
export function checkRules(context: RuleContext): Problem[] {
  return RULES.flatMap((rule) => rule(context));
}
