/**
 * vitest globalSetup of the browser project: builds the real site once into a temp folder and hands its
 * path to every browser test file (`inject('distDir')`), instead of one build per file.
 */
import type { TestProject } from 'vitest/node';
import { buildIntoTemp } from '../helpers/built-site.js';

declare module 'vitest' {
  export interface ProvidedContext {
    distDir: string;
    /** Source class name → the short name the build gave it (generator/render/class-names.ts). */
    classNames: Record<string, string>;
  }
}

export async function setup(project: TestProject): Promise<() => void> {
  const site = await buildIntoTemp();
  project.provide('distDir', site.outDir);
  project.provide('classNames', Object.fromEntries(site.result.classNames.renamed));
  return () => site.dispose();
}
