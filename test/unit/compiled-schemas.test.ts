import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCompiledValidators, validatorsCacheKey } from '../../engine/cache/compiled-schemas.js';

const schemas = {
  thing: JSON.stringify({ type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 2 }, site: { type: 'string', format: 'uri' } }, additionalProperties: false }),
  other: JSON.stringify({ type: 'array', items: { enum: ['a', 'b'] } }),
};

let cacheDir: string;
beforeEach(() => {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'fiskalis-schemas-'));
});
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('validatorsCacheKey', () => {
  it('changes with any schema text and with the kind a schema is for', () => {
    const key = validatorsCacheKey(schemas);
    expect(validatorsCacheKey({ ...schemas })).toBe(key);
    expect(validatorsCacheKey({ ...schemas, other: schemas.other.replace('"b"', '"c"') })).not.toBe(key);
    expect(validatorsCacheKey({ thing: schemas.other, other: schemas.thing })).not.toBe(key);
    expect(validatorsCacheKey({ thing: schemas.thing })).not.toBe(key);
  });
});

describe('loadCompiledValidators', () => {
  const bad = { name: 'x', site: 'not a uri', extra: true };

  it('gives the same verdicts and errors from the cache as freshly compiled', () => {
    const fresh = loadCompiledValidators(schemas, undefined);
    const first = loadCompiledValidators(schemas, cacheDir);
    expect(readdirSync(cacheDir)).toEqual([`${validatorsCacheKey(schemas)}.cjs`]);
    const cached = loadCompiledValidators(schemas, cacheDir);
    for (const v of [fresh, first, cached]) {
      expect(v.thing({ name: 'ok', site: 'https://fiskalis.me' })).toBe(true);
      expect(v.other(['a', 'b'])).toBe(true);
      expect(v.thing(bad)).toBe(false);
    }
    expect(cached.thing.errors).toEqual(fresh.thing.errors);
    expect(cached.thing.errors?.map((e) => e.keyword).sort()).toEqual(['additionalProperties', 'format', 'minLength']);
  });

  it('uses the code kept under the key of the schemas, and other schemas get their own', () => {
    loadCompiledValidators(schemas, cacheDir);
    const file = path.join(cacheDir, `${validatorsCacheKey(schemas)}.cjs`);
    // Proof that the kept code is what runs: an entry that accepts everything.
    writeFileSync(file, readFileSync(file, 'utf8').replace('exports.thing = ', 'exports.thing = () => true; const unusedThing = '));
    expect(loadCompiledValidators(schemas, cacheDir).thing(bad)).toBe(true);
    const changed = { ...schemas, thing: schemas.thing.replace('"minLength":2', '"minLength":3') };
    expect(loadCompiledValidators(changed, cacheDir).thing(bad)).toBe(false);
  });
});
