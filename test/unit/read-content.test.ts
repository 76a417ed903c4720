import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig, type ResolvedConfig } from '../../core/config.js';
import { catalogue } from '../../core/errors/catalogue.js';
import { CONTENT_FILES, readContent } from '../../pipeline/load/read-content.js';
import { createProblem } from '../../core/errors/problem.js';

describe('readContent', () => {
  let root: string;
  let config: ResolvedConfig;
  const write = (file: string, text: string) => writeFileSync(path.join(root, file), text);
  const writeDataFiles = () => {
    for (const name of Object.values(CONTENT_FILES)) write(`content/${name}`, `file: ${name}\n`);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'fiskalis-read-'));
    mkdirSync(path.join(root, 'content', 'messages'), { recursive: true });
    mkdirSync(path.join(root, 'schema'));
    config = resolveConfig({ root });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('reads the four data files by kind, with paths relative to the root', () => {
    writeDataFiles();
    const { content, problems } = readContent(config);
    expect(problems).toEqual([]);
    expect(Object.keys(content.data)).toEqual(['site', 'sections', 'tiers', 'packages']);
    expect(Object.fromEntries(Object.entries(content.data).map(([kind, f]) => [kind, [f.file, f.value]]))).toEqual({
      site: ['content/site.yaml', { file: 'site.yaml' }],
      sections: ['content/sections.yaml', { file: 'sections.yaml' }],
      tiers: ['content/tiers.yaml', { file: 'tiers.yaml' }],
      packages: ['content/packages.yaml', { file: 'packages.yaml' }],
    });
  });

  it('reads every .yaml file of content/messages/ by locale code, sorted, ignores other files and reports .yml ones', () => {
    writeDataFiles();
    write('content/messages/sr.yaml', 'a: sr\n');
    write('content/messages/en.yaml', 'a: en\n');
    write('content/messages/me.yaml', 'a: me\n');
    write('content/messages/notes.txt', 'not a catalogue');
    write('content/messages/de.yml', 'a: de\n');
    const { content, problems } = readContent(config);
    expect(problems).toEqual([
      createProblem('E_FILE_NAME', 'content/messages/de.yml is not read: message catalogues end in .yaml', { file: 'content/messages/de.yml', line: 1, column: 1 }),
    ]);
    expect([...content.messages].map(([code, f]) => [code, f.file, f.value])).toEqual([
      ['en', 'content/messages/en.yaml', { a: 'en' }],
      ['me', 'content/messages/me.yaml', { a: 'me' }],
      ['sr', 'content/messages/sr.yaml', { a: 'sr' }],
    ]);
  });

  it('reports each missing data file as E_FILE_MISSING at 1:1 and leaves it out', () => {
    write('content/site.yaml', 'a: 1\n');
    write('content/packages.yaml', 'a: 1\n');
    const { content, problems } = readContent(config);
    expect(Object.keys(content.data)).toEqual(['site', 'packages']);
    expect(problems).toEqual(
      ['content/sections.yaml', 'content/tiers.yaml'].map((file) => ({
        code: 'E_FILE_MISSING',
        message: `${file} does not exist`,
        hint: catalogue.E_FILE_MISSING.hint,
        position: { file, line: 1, column: 1 },
      })),
    );
  });

  it('reports a path that cannot be read as a file as E_FILE_READ with the reason', () => {
    writeDataFiles();
    rmSync(path.join(root, 'content', 'tiers.yaml'));
    mkdirSync(path.join(root, 'content', 'tiers.yaml'));
    const { content, problems } = readContent(config);
    expect(content.data.tiers).toBeUndefined();
    expect(problems).toEqual([
      {
        code: 'E_FILE_READ',
        message: 'content/tiers.yaml cannot be read: EISDIR: illegal operation on a directory, read',
        hint: catalogue.E_FILE_READ.hint,
        position: { file: 'content/tiers.yaml', line: 1, column: 1 },
      },
    ]);
  });

  it('keeps a file with YAML problems, without a value, and passes its problems on', () => {
    writeDataFiles();
    write('content/messages/en.yaml', 'a: 1\na: 2\n');
    const { content, problems } = readContent(config);
    expect(content.messages.get('en')?.value).toBeUndefined();
    expect(content.messages.get('en')?.text).toBe('a: 1\na: 2\n');
    expect(problems.map((p) => [p.code, p.position])).toEqual([['E_YAML_DUPLICATE_KEY', { file: 'content/messages/en.yaml', line: 2, column: 1 }]]);
  });

  it('has no message catalogues, and no problem of its own, when content/messages/ is missing', () => {
    writeDataFiles();
    rmSync(path.join(root, 'content', 'messages'), { recursive: true });
    const { content, problems } = readContent(config);
    expect([content.messages.size, problems]).toEqual([0, []]);
  });
});
