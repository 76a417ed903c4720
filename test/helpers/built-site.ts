import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BuildResult } from '../../engine/build.js';
import { listFiles } from '../../core/files.js';
import { resolveConfig } from '../../core/config.js';
import { loadContentCached } from '../../engine/load-content.js';
import { PROJECT_ROOT } from './fixture-site.js';

/** The build time of the run's shared build (test/setup/site.ts): 2026-01-01T00:00:00Z. */
export const SHARED_BUILD_EPOCH = '1767225600';

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
  // Imported here: the test files that only read the shared build (sharedSite) need none of the build's modules.
  const { buildSite } = await import('../../engine/build.js');
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

/** What a test knows of the run's shared build: what BuildResult says, less the pages and the timings. */
type SharedBuildResult = Pick<BuildResult, 'outDir' | 'content' | 'build' | 'classNames' | 'fileCount'>;

/** The real site as test/setup/site.ts built it once for the run: read it, never change it (see `copy`). */
export interface SharedSite extends Omit<BuiltSite, 'result'> {
  readonly result: SharedBuildResult;
}

/**
 * The run's one build of the real site (test/setup/site.ts, a globalSetup of the project). With `copy`, a copy
 * of it in a temp folder of its own, for a test that changes the output (serves a broken file, rebuilds into
 * it); `dispose` removes the copy. Without, `dispose` leaves the shared build alone.
 */
export async function sharedSite(options: { copy?: boolean } = {}): Promise<SharedSite> {
  const { inject } = await import('vitest');
  const shared = inject('distDir');
  const facts = inject('sharedBuild');
  let outDir = shared;
  let parent: string | undefined;
  if (options.copy) {
    parent = mkdtempSync(path.join(tmpdir(), 'fiskalis-build-'));
    outDir = path.join(parent, 'dist');
    cpSync(shared, outDir, { recursive: true, verbatimSymlinks: true });
  }
  const classNames = inject('classNames');
  let content: BuildResult['content'] | undefined;
  const result: SharedBuildResult = {
    outDir,
    // Loaded when a test first asks for it (many read only the files), as the commands load it: the
    // schemas' compiled code comes from the cache folder.
    get content() {
      return (content ??= loadContentCached(resolveConfig({ root: PROJECT_ROOT })));
    },
    build: facts.build,
    classNames: { renamed: new Map(Object.entries(classNames)), kept: new Set(facts.keptClassNames) },
    fileCount: facts.fileCount,
  };
  return {
    outDir,
    result,
    read: (file) => readFileSync(path.join(outDir, file), 'utf8'),
    list: () => listFiles(outDir),
    dispose: () => {
      if (parent) rmSync(parent, { recursive: true, force: true });
    },
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
