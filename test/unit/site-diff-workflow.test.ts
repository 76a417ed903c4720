/**
 * The pull-request workflow of `diff` (.github/workflows/site-diff.yml), checked offline since no runner is
 * at hand: its structure as Actions reads it (parsed with `yaml`), the diff step's shell script run with bash
 * as Actions runs it (with a stand-in `node` printing a report), and the comment script run with a stand-in
 * of the GitHub API client github-script hands it (the calls it makes, on first and later pushes).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';

interface Step { name?: string; uses?: string; run?: string; if?: string; with?: Record<string, unknown>; env?: Record<string, string>; 'continue-on-error'?: boolean }
interface Job { needs?: string; if?: string; permissions?: Record<string, string>; 'continue-on-error'?: boolean; steps: Step[] }
interface Workflow { on: Record<string, unknown>; permissions: Record<string, string>; jobs: Record<string, Job> }

const workflow = parse(readFileSync(path.join(PROJECT_ROOT, '.github/workflows/site-diff.yml'), 'utf8')) as Workflow;
const { diff: diffJob, comment: commentJob } = workflow.jobs as { diff: Job; comment: Job };
const diffStep = diffJob.steps.find((step) => step.name === 'diff')!;
/** The arguments of the `diff` command line of a step's script. */
const diffArgs = (script: string) => /node bin\/fiskalis-site\.js diff (.*?)(?: >|$)/m.exec(script)![1]!.split(/\s+/);
const optionOf = (args: readonly string[], name: string) => args[args.indexOf(name) + 1];

describe('the site-diff workflow: what it runs', () => {
  it('runs on pull requests, diffing the checked-out merge against its first parent with the whole history fetched', () => {
    expect(Object.keys(workflow.on)).toEqual(['pull_request']);
    expect(diffJob.steps[0]).toEqual({ uses: 'actions/checkout@v4', with: { 'fetch-depth': 0 } });
    const args = diffArgs(diffStep.run!);
    expect([optionOf(args, '--base'), optionOf(args, '--format'), args.includes('--head')]).toEqual(['HEAD^1', 'markdown', false]);
    expect(diffStep.run).toContain('> site-diff.md');
  });

  it('uploads the folder the screenshots went to, whether or not the diff step failed', () => {
    const shots = optionOf(diffArgs(diffStep.run!), '--screenshots')!;
    const upload = diffJob.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@') && step.with?.name === 'site-diff-screenshots')!;
    expect([upload.with!.path, upload.if]).toEqual([`${shots}/`, '${{ !cancelled() }}']);
  });

  it('asks for pull-requests: write only in the job that comments, which runs no code of the pull request', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(diffJob.permissions).toEqual({ contents: 'read' });
    expect(commentJob.permissions).toEqual({ 'pull-requests': 'write' });
    const writers = Object.entries(workflow.jobs).filter(([, job]) => Object.values(job.permissions ?? {}).includes('write')).map(([name]) => name);
    expect(writers).toEqual(['comment']);
    expect(commentJob.steps.map((step) => step.uses ?? 'run')).toEqual(['actions/download-artifact@v4', 'actions/github-script@v7']);
  });

  it('comments also after a side failed to build, never from a fork, and never fails the run', () => {
    const report = diffJob.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@') && step.with?.path === 'site-diff.md')!;
    expect(report.if).toBe('${{ !cancelled() }}');
    expect(commentJob.needs).toBe('diff');
    expect(commentJob.steps[0]!.with).toEqual({ name: report.with!.name });
    expect(commentJob.if).toBe("${{ !cancelled() && needs.diff.result != 'skipped' && github.event.pull_request.head.repo.full_name == github.repository }}");
    expect(commentJob['continue-on-error']).toBe(true);
  });
});

describe('the diff step, run by bash as Actions runs it (bash -eo pipefail)', () => {
  /** Runs the step with `node` answering `output` and exit `code`; returns its exit code, the job summary and site-diff.md. */
  function runStep(output: string, code: number) {
    const dir = mkdtempSync(path.join(tmpdir(), 'fiskalis-workflow-'));
    try {
      const script = path.join(dir, 'step.sh');
      writeFileSync(path.join(dir, 'output.txt'), `${output}\n`);
      writeFileSync(script, `node() { cat output.txt; return ${code}; }\n${diffStep.run!}`);
      const summary = path.join(dir, 'summary.md');
      writeFileSync(summary, '');
      let status = 0;
      try {
        execFileSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], { cwd: dir, env: { ...process.env, GITHUB_STEP_SUMMARY: summary }, stdio: 'ignore' });
      } catch (error) {
        status = (error as { status: number }).status;
      }
      return { status, summary: readFileSync(summary, 'utf8'), report: readFileSync(path.join(dir, 'site-diff.md'), 'utf8') };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('writes the report to the job summary and site-diff.md, and passes', () => {
    const report = '### Site diff: 1 page changes\n\nmain → working tree.';
    expect(runStep(report, 0)).toEqual({ status: 0, summary: `${report}\n`, report: `${report}\n` });
  });

  it('when a side does not build: says so over its problems, in the summary and the comment, and fails the job', () => {
    const problems = 'The base, HEAD^1 (3f2a1b0), does not build:\ncontent/messages/me.yaml:4:3  E_MISSING_MESSAGE  …';
    const expected = `### Site diff: a side does not build\n\n\`\`\`\n${problems}\n\`\`\`\n`;
    expect(runStep(problems, 1)).toEqual({ status: 1, summary: expected, report: expected });
  });
});

describe('the comment script, run as github-script runs it, with a stand-in of the GitHub API', () => {
  const script = commentJob.steps[1]!.with!.script as string;
  const MARKER = '<!-- fiskalis-site diff -->';
  interface Comment { id: number; user: { type: string }; body: string }

  /** Runs the script on pull request 7 with `comments` already there and `report` in site-diff.md; returns the calls that write. */
  async function runScript(comments: Comment[], report: string) {
    const calls: unknown[][] = [];
    const github = {
      rest: { issues: { listComments: 'listComments', updateComment: async (params: unknown) => calls.push(['update', params]), createComment: async (params: unknown) => calls.push(['create', params]) } },
      paginate: async (list: string, params: Record<string, unknown>) => (expect([list, params]).toEqual(['listComments', { owner: 'o', repo: 'r', issue_number: 7, per_page: 100 }]), comments),
    };
    const context = { repo: { owner: 'o', repo: 'r' }, payload: { pull_request: { number: 7 } } };
    const require = (name: string) => (expect(name).toBe('node:fs'), { readFileSync: (file: string) => (expect(file).toBe('site-diff.md'), report) });
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>;
    await new AsyncFunction('require', 'github', 'context', script)(require, github, context);
    return calls;
  }

  it('creates the comment on the first push, with the marker on its first line', async () => {
    expect(await runScript([], '### Site diff: no change\n')).toEqual([['create', { owner: 'o', repo: 'r', issue_number: 7, body: `${MARKER}\n### Site diff: no change\n` }]]);
  });

  it('updates its own comment on later pushes, not a person quoting the marker', async () => {
    const comments = [
      { id: 1, user: { type: 'User' }, body: `${MARKER}\nquoted` },
      { id: 2, user: { type: 'Bot' }, body: 'another bot' },
      { id: 3, user: { type: 'Bot' }, body: `${MARKER}\n### Site diff: 1 page changes\n` },
    ];
    expect(await runScript(comments, '### Site diff: 2 pages change\n')).toEqual([['update', { owner: 'o', repo: 'r', comment_id: 3, body: `${MARKER}\n### Site diff: 2 pages change\n` }]]);
  });

  it('cuts a report longer than a comment holds, and says the job summary has it all', async () => {
    const [[, { body }]] = (await runScript([], `${'x'.repeat(70_000)}\n`)) as [[string, { body: string }]];
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body.endsWith('\n\n… cut here: the whole report is in the job summary of the run.\n')).toBe(true);
  });
});
