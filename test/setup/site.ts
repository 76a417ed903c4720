/**
 * vitest globalSetup of the `site` project, whose tests read the real site's output (build, server, cli,
 * browser): builds the real site once for the whole run into a temp folder and hands its path, and what the
 * build reported, to the test files (`inject('distDir')`, `inject('sharedBuild')`; test/helpers/built-site.ts
 * `sharedSite()` wraps them), instead of one build per file; removes it when the run ends.
 */
import type { TestProject } from 'vitest/node';
import type { BuildInfo } from '../../pipeline/metadata/build-info.js';
import { buildIntoTemp, SHARED_BUILD_EPOCH, type BuiltSite } from '../helpers/built-site.js';

/** What the shared build reported, as plain data (provide() takes only what structuredClone takes). */
export interface SharedBuildFacts {
  readonly build: BuildInfo;
  readonly pages: number;
  readonly fileCount: number;
  /** The class names the build left as they are (ClassNames.kept). */
  readonly keptClassNames: readonly string[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    distDir: string;
    /** Source class name → the short name the build gave it (pipeline/render/class-names.ts). */
    classNames: Record<string, string>;
    sharedBuild: SharedBuildFacts;
  }
}

async function buildOnce(): Promise<BuiltSite> {
  // A fixed build time, so the tests that read it (test/build/output.test.ts) know it.
  const previous = process.env.SOURCE_DATE_EPOCH;
  process.env.SOURCE_DATE_EPOCH = SHARED_BUILD_EPOCH;
  try {
    return await buildIntoTemp();
  } finally {
    if (previous === undefined) delete process.env.SOURCE_DATE_EPOCH;
    else process.env.SOURCE_DATE_EPOCH = previous;
  }
}

export async function setup(project: TestProject): Promise<() => void> {
  const site = await buildOnce();
  project.provide('distDir', site.outDir);
  project.provide('classNames', Object.fromEntries(site.result.classNames.renamed));
  project.provide('sharedBuild', { build: { ...site.result.build }, pages: site.result.pages.length, fileCount: site.result.fileCount, keptClassNames: [...site.result.classNames.kept] });
  return () => site.dispose();
}
