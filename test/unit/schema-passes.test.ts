import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CodeIdentity } from '../../engine/cache/code-identity.js';
import type { RawContent } from '../../pipeline/load/read-content.js';
import { validateSchemas } from '../../pipeline/validate/index.js';
import { NO_PASSES, openSchemaPasses } from '../../engine/cache/schema-passes.js';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';
import { yamlFile } from '../helpers/inline-yaml.js';

const EN = readFileSync(path.join(PROJECT_ROOT, 'content/messages/en.yaml'), 'utf8');
const GOOD = yamlFile('content/messages/en.yaml', EN);
const BAD = yamlFile('content/sections.yaml', 'sections: not a list\n');

let scratch: string;
let schemaDir: string;
let cacheDir: string;
let code: CodeIdentity;
const open = (root = '/site') => openSchemaPasses(root, schemaDir, cacheDir, code);

beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'fiskalis-schema-passes-'));
  schemaDir = path.join(scratch, 'schema');
  cpSync(path.join(PROJECT_ROOT, 'schema'), schemaDir, { recursive: true });
  cacheDir = path.join(scratch, 'cache');
  code = { fingerprint: 'a'.repeat(24), nodeModules: scratch };
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe('openSchemaPasses', () => {
  it('knows a pass for the same file, text, kind, root, schemas and code, and nothing else', () => {
    expect(open().passed('messages', GOOD)).toBe(false);
    open().record('messages', GOOD);
    expect(open().passed('messages', GOOD)).toBe(true);
    expect(open().passed('site', GOOD)).toBe(false);
    expect(open().passed('messages', yamlFile(GOOD.file, `${EN}\n`))).toBe(false);
    expect(open().passed('messages', yamlFile('content/messages/me.yaml', GOOD.text))).toBe(false);
    expect(open('/other').passed('messages', GOOD)).toBe(false);
    code = { ...code, fingerprint: 'b'.repeat(24) };
    expect(open().passed('messages', GOOD)).toBe(false);
    code = { ...code, fingerprint: 'a'.repeat(24) };
    appendFileSync(path.join(schemaDir, 'site.schema.json'), '\n');
    expect(open().passed('messages', GOOD)).toBe(false);
  });

  it('remembers nothing without a cache folder or for code of unknown identity (the sources run by tsx)', () => {
    expect(openSchemaPasses('/site', schemaDir, undefined, code)).toBe(NO_PASSES);
    expect(openSchemaPasses('/site', schemaDir, cacheDir, undefined)).toBe(NO_PASSES);
    expect(openSchemaPasses('/site', schemaDir, cacheDir)).toBe(NO_PASSES);
  });
});

describe('validateSchemas with kept passes', () => {
  it('records files that pass and not files with problems', () => {
    const raw: RawContent = { data: { sections: BAD }, messages: new Map([['en', GOOD]]) };
    expect(validateSchemas(raw, schemaDir, undefined, open()).problems.map((p) => p.code)).toEqual(['E_SCHEMA']);
    expect(open().passed('messages', GOOD)).toBe(true);
    expect(open().passed('sections', BAD)).toBe(false);
  });

  it('does not check a file again that passed: a pass kept for a broken text hides its problem', () => {
    // Only a tampered cache could hold such a pass; it shows that a kept pass is what decides.
    const raw: RawContent = { data: { sections: BAD }, messages: new Map() };
    open().record('sections', BAD);
    expect(validateSchemas(raw, schemaDir, undefined, open())).toEqual({ checked: { sections: { file: BAD, data: BAD.value } }, problems: [] });
    expect(validateSchemas(raw, schemaDir, undefined, NO_PASSES).problems.map((p) => p.code)).toEqual(['E_SCHEMA']);
  });
});
