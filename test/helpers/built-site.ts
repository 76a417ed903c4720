import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite, type BuildResult } from '../../generator/build.js';
import { listFiles } from '../../generator/files.js';
import { resolveConfig } from '../../generator/config.js';
import { PROJECT_ROOT } from './fixture-site.js';

/** A build of a project (the real one by default) into a fresh temp folder, with readers for its files. */
export interface BuiltSite {
  readonly outDir: string;
  readonly result: BuildResult;
  read(file: string): string;
  /** Every file of the output, relative, sorted. */
  list(): string[];
  dispose(): void;
}

export async function buildIntoTemp(root = PROJECT_ROOT): Promise<BuiltSite> {
  const parent = mkdtempSync(path.join(tmpdir(), 'fiskalis-build-'));
  const outDir = path.join(parent, 'dist');
  const result = await buildSite(resolveConfig({ root }), { outDir });
  return {
    outDir,
    result,
    read: (file) => readFileSync(path.join(outDir, file), 'utf8'),
    list: () => listFiles(outDir),
    dispose: () => rmSync(parent, { recursive: true, force: true }),
  };
}


/**
 * The values of an attribute on the tags matching a tag pattern, e.g. all hreflang links. Attribute names
 * match case-insensitively, as in HTML: React writes some in camelCase (hrefLang, charSet).
 */
export function attributeValues(html: string, tagPattern: RegExp, attribute: string): string[] {
  const values: string[] = [];
  for (const match of html.matchAll(new RegExp(tagPattern.source, 'gi'))) {
    const value = new RegExp(`\\s${attribute}="([^"]*)"`, 'i').exec(match[0])?.[1];
    if (value !== undefined) values.push(value);
  }
  return values;
}
