import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveConfig } from '../../generator/config.js';
import { ContentProblems, type Problem } from '../../generator/errors/problem.js';
import { loadContent, type LoadOptions } from '../../generator/pipeline.js';
import type { Content } from '../../generator/content/types.js';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A copy of the real content and schemas in a temp folder, to mutate and load. */
export interface FixtureSite {
  readonly root: string;
  read(file: string): string;
  write(file: string, text: string): void;
  /** Replaces the first occurrence of `from` (which must exist) in a file. */
  replace(file: string, from: string | RegExp, to: string): void;
  remove(file: string): void;
  /** Loads the site; returns the content, or the problems if loading fails. */
  load(options?: LoadOptions): { content?: Content; problems: readonly Problem[] };
  dispose(): void;
}

export function createFixtureSite(): FixtureSite {
  const root = mkdtempSync(path.join(tmpdir(), 'fiskalis-fixture-'));
  for (const dir of ['content', 'schema']) cpSync(path.join(PROJECT_ROOT, dir), path.join(root, dir), { recursive: true });
  const abs = (file: string) => path.join(root, file);
  const site: FixtureSite = {
    root,
    read: (file) => readFileSync(abs(file), 'utf8'),
    write: (file, text) => writeFileSync(abs(file), text),
    replace(file, from, to) {
      const text = site.read(file);
      const found = typeof from === 'string' ? text.includes(from) : from.test(text);
      if (!found) throw new Error(`fixture: ${String(from)} not found in ${file}`);
      site.write(file, text.replace(from, to));
    },
    remove: (file) => rmSync(abs(file)),
    load(options) {
      try {
        return { content: loadContent(resolveConfig({ root }), options), problems: [] };
      } catch (error) {
        if (error instanceof ContentProblems) return { problems: error.problems };
        throw error;
      }
    },
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
  return site;
}

/**
 * The 1-based line and column where `needle` starts in `text` (plus `offset` characters), so tests can
 * state exact expected positions without hard-coding line numbers of copy that will change.
 */
export function positionOf(text: string, needle: string, offset = 0, occurrence = 1): { line: number; column: number } {
  let index = -1;
  for (let i = 0; i < occurrence; i++) {
    index = text.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`positionOf: "${needle}" (occurrence ${occurrence}) not found`);
  }
  const before = text.slice(0, index + offset);
  const line = before.split('\n').length;
  return { line, column: before.length - before.lastIndexOf('\n') };
}
