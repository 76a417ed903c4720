import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compareSides } from '../pipeline/diff/compare.js';
import type { DiffReport, SideInfo } from '../pipeline/diff/types.js';
import { EXIT, type CommandIo } from './io.js';
import { buildSide, prepareDependencies, type SideRun } from './diff/build-side.js';
import { sideName as describe, type DiffFormat } from './diff/describe.js';
import { formatGithub } from './diff/format-github.js';
import { formatMarkdown } from './diff/format-markdown.js';
import { formatText } from './diff/format-text.js';
import { addWorktree, commitOf, defaultBase, repositoryOf, workingTreeState } from './diff/git.js';
import { locateChanges } from './diff/positions.js';
import { readSide } from './diff/read-side.js';

export interface DiffOptions { root?: string; base?: string; head?: string; format: DiffFormat; screenshots?: string }

const FORMATTERS: Readonly<Record<DiffFormat, (report: DiffReport) => string>> = {
  text: formatText,
  markdown: formatMarkdown,
  json: (report) => `${JSON.stringify(report, null, 2)}\n`,
  github: formatGithub,
};

/** A side to build: the project folder holding its code and content, and how to let go of it afterwards. */
interface Side extends SideInfo { readonly project: string; release(): Promise<void> }

/**
 * `diff`: builds the base and the head, each with its own code and content, into temp folders (never dist/),
 * and reports what differs per page and locale. 0 when the comparison ran, whatever changed; 1 when a side
 * does not build (its problems printed as `validate` prints them); 2 for bad usage.
 */
export async function diff(options: DiffOptions, io: CommandIo): Promise<number> {
  const project = path.resolve(io.cwd, options.root ?? '.');
  const repo = await repositoryOf(project);
  // The project may be a folder of the repository: each side's is the same folder of its tree.
  const inTree = path.relative(repo, project);
  const baseRef = options.base ? { ref: options.base, commit: await commitOf(repo, options.base) } : await defaultBase(repo);
  const headCommit = options.head === undefined ? undefined : await commitOf(repo, options.head);
  const work = mkdtempSync(path.join(tmpdir(), 'fiskalis-diff-'));
  const sides: Side[] = [];
  try {
    const trees = path.join(project, 'node_modules', '.cache', 'fiskalis-site', 'diff');
    sides.push(await checkedOut(repo, inTree, baseRef.ref, baseRef.commit, path.join(trees, 'base')));
    sides.push(headCommit ? await checkedOut(repo, inTree, options.head!, headCommit, path.join(trees, 'head')) : { ref: 'working tree', ...(await workingTreeState(repo)), project, release: async () => undefined });
    const [base, head] = sides as [Side, Side];
    io.stderr.write(`diff: building ${describe(base)} and ${describe(head)}…\n`);
    const timestamp = Math.floor(Date.now() / 1000);
    const runs = await Promise.all(sides.map((side, index) => buildOne(side, project, path.join(work, `${index}`), io, timestamp)));
    const failed = sides.map((side, index) => [side, runs[index]!] as const).filter(([, run]) => run.code !== 0);
    for (const [side, run] of failed) io.stdout.write(`The ${side === base ? 'base' : 'head'}, ${describe(side)}, does not build:\n${run.output.trimEnd()}\n`);
    if (failed.length) return EXIT.content;
    const [before, after] = [path.join(work, '0', 'site'), path.join(work, '1', 'site')];
    const comparison = compareSides(readSide(before, path.join(work, '0', RECORD)), readSide(after, path.join(work, '1', RECORD)));
    const content = comparison.content && locateChanges(comparison.content, base.project, head.project);
    // Loaded only when asked for: Playwright is not needed otherwise.
    const screenshots = options.screenshots === undefined ? undefined : await (await import('./diff/screenshots.js')).pictureChanges(comparison, { before, after }, options.screenshots, io);
    const report: DiffReport = { version: 1, base: info(base), head: info(head), ...comparison, ...(content && { content }), ...(screenshots && { screenshots }) };
    io.stdout.write(FORMATTERS[options.format](report));
    return EXIT.ok;
  } finally {
    await Promise.all(sides.map((side) => side.release()));
    rmSync(work, { recursive: true, force: true });
  }
}

/** A side checked out into `dir`, a folder under the project's cache: the same each run, so the side's build caches hit. */
async function checkedOut(repo: string, inTree: string, ref: string, commit: string, dir: string): Promise<Side> {
  const tree = await addWorktree(repo, commit, dir);
  return { ref, commit, dirty: false, project: path.join(tree.dir, inTree), release: tree.remove };
}

/** Beside each side's site (`site/`) in its folder of the run: its render record, out of what a host would serve. */
const RECORD = 'render-record.json';

/** A checked-out side gets its packages first; the working tree has its own. Built into `dir`/site, its record at `dir`/RECORD. */
async function buildOne(side: Side, current: string, dir: string, io: CommandIo, timestamp: number): Promise<SideRun> {
  if (side.project !== current) {
    const prepared = await prepareDependencies(side.project, current);
    if (prepared.code !== 0) return { code: prepared.code, output: `npm ci failed:\n${prepared.output}` };
  }
  return buildSide(side.project, path.join(dir, 'site'), path.join(dir, RECORD), io.env, timestamp);
}

const info = ({ ref, commit, dirty }: Side): SideInfo => ({ ref, commit, dirty });
