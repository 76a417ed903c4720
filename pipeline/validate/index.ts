import type { Problem } from '../../core/errors/problem.js';
import type { DataKind, RawContent } from '../load/read-content.js';
import type { YamlFile } from '../load/types.js';
import { loadValidators, validateSchema, type CompileValidators, type SchemaKind } from './schema.js';
import type { Checked, RuleContext } from './rules/context.js';
import { checkLocales } from './rules/locales.js';
import { checkLocaleSettings } from './rules/locale-settings.js';
import { checkUniqueIds } from './rules/ids.js';
import { checkTiers } from './rules/tiers.js';
import { checkPackages } from './rules/packages.js';
import { checkReferences } from './rules/references.js';
import { checkUntranslated } from './rules/untranslated.js';
import { checkContracts } from './rules/contract.js';
import { checkRouteCollisions } from './rules/routes.js';
import { checkOrigins } from './rules/origins.js';
import { checkSectionPlacement } from './rules/placement.js';
import { checkMessageGroups } from './rules/message-groups.js';

const RULES = [checkLocales, checkLocaleSettings, checkUniqueIds, checkTiers, checkPackages, checkReferences, checkSectionPlacement, checkMessageGroups, checkContracts, checkRouteCollisions, checkOrigins, checkUntranslated];

export interface SchemaResult {
  /** Data files whose shape matched their schema, typed; the rest are left out of cross-file rules. */
  readonly checked: Partial<Record<DataKind, Checked<never>>>;
  readonly problems: Problem[];
}

/**
 * Checks every loaded file against its schema; message catalogues all use the messages schema. `compile`
 * turns the schemas into validators (the engine passes one that keeps them on disk).
 */
export function validateSchemas(raw: RawContent, schemaDir: string, compile?: CompileValidators): SchemaResult {
  const validators = loadValidators(schemaDir, compile);
  const check = (kind: SchemaKind, file: YamlFile) => validateSchema(file, validators[kind]);
  const problems: Problem[] = [];
  const checked: Partial<Record<DataKind, Checked<never>>> = {};
  for (const [kind, file] of Object.entries(raw.data) as [DataKind, RawContent['data'][DataKind]][]) {
    if (!file || file.value === undefined) continue;
    const result = check(kind, file);
    problems.push(...result.problems);
    if (result.shapeOk) checked[kind] = { file, data: file.value as never };
  }
  for (const file of raw.messages.values()) {
    if (file.value !== undefined) problems.push(...check('messages', file).problems);
  }
  return { checked, problems };
}

/** Runs every cross-file rule; each skips what it cannot check because a file it needs is broken. */
export function checkRules(context: RuleContext): Problem[] {
  return RULES.flatMap((rule) => rule(context));
}
