/** The git `diff` needs: the repository, refs to commits, the merge base, whether the tree is dirty, worktrees. */
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { UsageError } from '../../core/errors/problem.js';

const run = promisify(execFile);

async function git(cwd: string, args: readonly string[]): Promise<string> {
  const { stdout } = await run('git', [...args], { cwd, maxBuffer: 16 * 1024 * 1024 });
  return stdout.trim();
}

/** The top folder of the git repository `dir` is in; a usage error when it is in none. */
export async function repositoryOf(dir: string): Promise<string> {
  try {
    return await git(dir, ['rev-parse', '--show-toplevel']);
  } catch {
    throw new UsageError(`${dir} is not in a git repository: diff compares two commits (or a commit and the working tree) of one. Run it inside the project's clone.`);
  }
}

/** The commit a ref names; a usage error naming the ref when it names none. */
export async function commitOf(repo: string, ref: string): Promise<string> {
  try {
    return await git(repo, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    throw new UsageError(`Unknown git ref "${ref}": use a branch, tag or commit of this repository (git log --oneline shows some).`);
  }
}

/**
 * The default base: where HEAD left the default branch (origin's HEAD when the clone knows it, else `main`,
 * else `master`). HEAD itself when it is the default branch, so a diff on main compares the working tree with it.
 */
export async function defaultBase(repo: string): Promise<{ ref: string; commit: string }> {
  const remoteHead = await git(repo, ['symbolic-ref', '--quiet', '--short', 'refs/remotes/origin/HEAD']).catch(() => '');
  for (const branch of [remoteHead, 'main', 'master'].filter(Boolean)) {
    const tip = await git(repo, ['rev-parse', '--verify', '--quiet', `${branch}^{commit}`]).catch(() => '');
    if (!tip) continue;
    return { ref: `merge base with ${branch}`, commit: await git(repo, ['merge-base', 'HEAD', tip]) };
  }
  throw new UsageError('No default branch (origin/HEAD, main or master) to compare with: name the base with --base <ref>.');
}

/** HEAD's commit, and whether the working tree differs from it (tracked changes or new files git does not ignore). */
export async function workingTreeState(repo: string): Promise<{ commit: string; dirty: boolean }> {
  const [commit, status] = await Promise.all([commitOf(repo, 'HEAD'), git(repo, ['status', '--porcelain', '--untracked-files=normal'])]);
  return { commit, dirty: status !== '' };
}

/**
 * A detached worktree of `commit` at `dir`, and how to remove it. The caller picks a folder that is the same
 * from run to run: the build caches key on the project's folder, so a side built there again skips Vite and
 * the CLI's compile. What a run before left there (it was stopped) is removed first.
 */
export async function addWorktree(repo: string, commit: string, dir: string): Promise<{ dir: string; remove(): Promise<void> }> {
  const remove = async () => {
    await git(repo, ['worktree', 'remove', '--force', dir]).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    await git(repo, ['worktree', 'prune']).catch(() => undefined);
  };
  await remove();
  mkdirSync(path.dirname(dir), { recursive: true });
  await git(repo, ['worktree', 'add', '--detach', dir, commit]);
  return { dir, remove };
}
