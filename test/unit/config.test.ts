import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../core/config.js';
import { UsageError } from '../../core/errors/problem.js';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';

describe('resolveConfig', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'fiskalis-config-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('resolves content/, schema/ and content/messages/ under the root, as absolute paths, frozen', () => {
    const config = resolveConfig({ root: PROJECT_ROOT });
    expect(config).toEqual({
      root: PROJECT_ROOT,
      contentDir: path.join(PROJECT_ROOT, 'content'),
      schemaDir: path.join(PROJECT_ROOT, 'schema'),
      messagesDir: path.join(PROJECT_ROOT, 'content', 'messages'),
      cacheDir: path.join(PROJECT_ROOT, 'node_modules', '.cache', 'fiskalis-site'),
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('has no cache folder for a root without node_modules/', () => {
    for (const dir of ['content', 'schema']) mkdirSync(path.join(root, dir));
    expect(resolveConfig({ root }).cacheDir).toBeUndefined();
  });

  it('resolves a relative root against the current directory, and defaults to it', () => {
    const relative = path.relative(process.cwd(), PROJECT_ROOT) || '.';
    expect(resolveConfig({ root: relative }).root).toBe(PROJECT_ROOT);
    expect(resolveConfig().root).toBe(path.resolve(process.cwd()));
  });

  it('takes other content and schema folders, relative to the root', () => {
    mkdirSync(path.join(root, 'site-content'));
    mkdirSync(path.join(root, 'schemas'));
    expect(resolveConfig({ root, contentDir: 'site-content', schemaDir: 'schemas' })).toEqual({
      root,
      contentDir: path.join(root, 'site-content'),
      schemaDir: path.join(root, 'schemas'),
      messagesDir: path.join(root, 'site-content', 'messages'),
    });
  });

  it('throws a UsageError naming the missing content folder', () => {
    mkdirSync(path.join(root, 'schema'));
    const call = () => resolveConfig({ root });
    expect(call).toThrow(UsageError);
    expect(call).toThrow(`The content folder ${path.join(root, 'content')} does not exist; run the command from the project root or pass --root.`);
  });

  it('throws a UsageError naming the missing schema folder', () => {
    mkdirSync(path.join(root, 'content'));
    expect(() => resolveConfig({ root })).toThrow(
      new UsageError(`The schema folder ${path.join(root, 'schema')} does not exist; run the command from the project root or pass --root.`),
    );
  });

  it('treats a file where a folder belongs as missing', () => {
    writeFileSync(path.join(root, 'content'), 'not a folder');
    mkdirSync(path.join(root, 'schema'));
    expect(() => resolveConfig({ root })).toThrow(UsageError);
  });

  it('throws for a root that does not exist', () => {
    expect(() => resolveConfig({ root: path.join(root, 'nowhere') })).toThrow(/^The content folder .*nowhere.content does not exist/);
  });
});
