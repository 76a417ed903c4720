import { execFileSync } from 'node:child_process';
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createFixtureSite, PROJECT_ROOT, type FixtureSite } from './fixture-site.js';
import { copyBuildCache, copyCompiledCli, linkPackages } from './project-copy.js';

/** What `diff` needs of a project in each commit: the tool's own code (each side builds with its own CLI) beside the content. */
const TOOL_FILES = ['bin', 'cli.ts', 'commands', 'core', 'dev', 'engine', 'pipeline', 'server', 'shared', 'site', 'public', 'package.json', 'package-lock.json', 'tsconfig.json'];

/** A git repository of a fixture site with the tool's code: the project `diff` runs in, commit by commit. */
export interface DiffRepo extends FixtureSite {
  /** Commits every change of the working tree; returns the commit. */
  commit(message: string): string;
  git(...args: string[]): string;
}

/**
 * The `size` fixture site in a new git repository, with a copy of the tool's code and its packages linked
 * (linkPackages: caches stay in the copy), and the project's build cache and compiled CLI copied in so its
 * builds skip Vite and its sides with the project's code compile nothing.
 * The first commit is made. Commits have a fixed author and date, so their ids depend only on their trees.
 */
export function createDiffRepo(size: 'small' | 'one-locale' = 'small'): DiffRepo {
  const site = createFixtureSite(size);
  for (const name of TOOL_FILES) cpSync(path.join(PROJECT_ROOT, name), path.join(site.root, name), { recursive: true });
  writeFileSync(path.join(site.root, '.gitignore'), 'node_modules\n');
  linkPackages(site.root);
  copyBuildCache(path.join(site.root, 'node_modules', '.cache', 'fiskalis-site'));
  // Each side of a `diff` starts the CLI of its worktree; those with the project's code find this bundle.
  copyCompiledCli(path.join(site.root, 'node_modules', '.cache', 'fiskalis-site'));
  const env = { ...process.env, GIT_AUTHOR_NAME: 'Test', GIT_AUTHOR_EMAIL: 'test@example.com', GIT_COMMITTER_NAME: 'Test', GIT_COMMITTER_EMAIL: 'test@example.com', GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z', GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z' };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: site.root, env, encoding: 'utf8' }).trim();
  const commit = (message: string) => {
    git('add', '-A');
    git('commit', '--quiet', '--allow-empty', '-m', message);
    return git('rev-parse', 'HEAD');
  };
  git('init', '--quiet', '--initial-branch=main');
  commit('the small site');
  return { ...site, git, commit };
}
