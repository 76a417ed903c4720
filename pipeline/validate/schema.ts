import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { describeUnknown, type ErrorCode } from '../../core/errors/catalogue.js';
import { createProblem, type Problem } from '../../core/errors/problem.js';
import { locate } from '../load/locate.js';
import type { DataPath, YamlFile } from '../load/types.js';
import { compileValidators } from './compile-schemas.js';
import { describeTextForNumber, findSplitNumber } from './numbers.js';

/** Schema file names by content kind; `messages` checks every locale catalogue. */
export const SCHEMA_FILES = {
  site: 'site.schema.json',
  sections: 'sections.schema.json',
  tiers: 'tiers.schema.json',
  packages: 'packages.schema.json',
  messages: 'messages.schema.json',
} as const;
export type SchemaKind = keyof typeof SCHEMA_FILES;
type Validators = Record<SchemaKind, ValidateFunction>;

const compiled = new Map<string, Validators>();

/** Turns schema texts into validators: `compileValidators`, or the engine's, which keeps their code on disk. */
export type CompileValidators = (schemas: Record<SchemaKind, string>) => Validators;

/**
 * The validators of a folder's schemas, compiled once per process and text; later calls reuse them. Keyed by
 * the files' text too, so a long-running process (the dev server) sees an edited schema.
 */
export function loadValidators(schemaDir: string, compile: CompileValidators = compileValidators): Validators {
  const texts = {} as Record<SchemaKind, string>;
  for (const [kind, name] of Object.entries(SCHEMA_FILES) as [SchemaKind, string][]) texts[kind] = readFileSync(path.join(schemaDir, name), 'utf8');
  const key = `${schemaDir}\0${Object.values(texts).join('\0')}`;
  const cached = compiled.get(key);
  if (cached) return cached;
  const validators = compile(texts);
  // Only the newest version of a folder's schemas is kept.
  for (const old of compiled.keys()) if (old.startsWith(`${schemaDir}\0`)) compiled.delete(old);
  compiled.set(key, validators);
  return validators;
}

/**
 * Keywords whose failure means the value lacks the shape typed code relies on. Other failures (an unknown
 * enum value, a pattern, a format) leave the shape intact, so cross-file rules can still check the file.
 */
const SHAPE_KEYWORDS = new Set(['type', 'required', 'anyOf', 'oneOf', 'minProperties', 'maxProperties']);

export interface SchemaCheck {
  readonly problems: Problem[];
  readonly shapeOk: boolean;
}

export function validateSchema(file: YamlFile, validate: ValidateFunction): SchemaCheck {
  if (validate(file.value)) return { problems: [], shapeOk: true };
  const errors = selectErrors(validate.errors ?? []);
  return { problems: errors.map((error) => toProblem(file, error)), shapeOk: !errors.some((e) => SHAPE_KEYWORDS.has(e.keyword)) };
}

/**
 * Drops errors that only repeat a more useful one: branch failures under anyOf, if/then wrappers, and the
 * failures inside propertyNames (they carry `propertyName`; the propertyNames error itself names the key).
 */
function selectErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const anyOfs = errors.filter((e) => e.keyword === 'anyOf');
  return errors.filter((e) => {
    if (e.keyword === 'if') return false;
    if (e.propertyName !== undefined) return false;
    // At an anyOf's place, an error from another schema than the one holding the anyOf comes from a branch.
    // (The schema path cannot tell: a branch that is a $ref reports the path inside the referenced schema.)
    if (e.keyword !== 'anyOf' && anyOfs.some((a) => a.instancePath === e.instancePath && a.parentSchema !== e.parentSchema)) return false;
    return true;
  });
}

function toProblem(file: YamlFile, error: ErrorObject): Problem {
  const dataPath = parsePointer(error.instancePath);
  const where = describePath(dataPath);
  const params = error.params as Record<string, unknown>;
  const parent = (error.parentSchema ?? {}) as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const split = findSplitNumber(file, dataPath, key, describePath);
      if (split) return split;
      const allowed = Object.keys((parent.properties as object | undefined) ?? {});
      const known = allowed.length ? `; allowed fields: ${allowed.join(', ')}` : '';
      return createProblem('E_SCHEMA', `Unknown field "${key}" in ${where}${known}`, locate(file, [...dataPath, key], 'key'));
    }
    case 'type':
      if (typeof error.data === 'string' && (params.type === 'number' || params.type === 'integer')) return describeTextForNumber(file, dataPath, where, error.data, params.type === 'integer');
      return createProblem('E_SCHEMA', `${where} ${error.message ?? 'is not valid'}`, locate(file, dataPath));
    case 'required':
      return createProblem('E_SCHEMA', `${where} is missing the required field "${String(params.missingProperty)}"`, locate(file, dataPath));
    case 'enum': {
      const code = (parent['x-error-code'] as ErrorCode | undefined) ?? 'E_SCHEMA';
      return createProblem(code, describeUnknown(code, error.data, params.allowedValues as unknown[], where), locate(file, dataPath));
    }
    case 'anyOf': {
      const expected = typeof parent.description === 'string' ? ` (${parent.description})` : '';
      return createProblem('E_SCHEMA', `${where} has a value of the wrong type or shape${expected}`, locate(file, dataPath));
    }
    case 'uniqueItems': {
      // ajv names the two equal items (i after j); the later one is the duplicate to remove.
      const [first, later] = [Number(params.j), Number(params.i)].sort((a, b) => a - b) as [number, number];
      const value = Array.isArray(error.data) ? JSON.stringify(error.data[later]) : 'an item';
      return createProblem('E_DUPLICATE_ID', `${value} is listed twice in ${where} (first at index ${first})`, locate(file, [...dataPath, later]));
    }
    case 'propertyNames':
      return createProblem('E_SCHEMA', `Key "${String(params.propertyName)}" in ${where} is not a lowerCamelCase name`, locate(file, [...dataPath, String(params.propertyName)], 'key'));
    default: {
      const explanation = typeof parent.description === 'string' && error.keyword === 'pattern' ? ` (${parent.description})` : '';
      return createProblem('E_SCHEMA', `${where} ${error.message ?? 'is not valid'}${explanation}`, locate(file, dataPath));
    }
  }
}

function parsePointer(pointer: string): DataPath {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** `routes[1].layout`, or `the file` for the root; how a path reads in a message. */
export function describePath(dataPath: DataPath): string {
  if (dataPath.length === 0) return 'the file';
  return dataPath.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');
}
