/**
 * Runs of `diff` itself (each side built by its own CLI in a git worktree), on the repository of
 * diff-kinds.test.ts's commits, for the parts only the command has: the dirty working tree as the head, a side
 * that does not build, bad usage, and changes of code (a drawing, a component's markup), which only a side's
 * own code renders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiffReport } from '../../pipeline/diff/types.js';
import { commitKinds, EN, ME, type Kind } from '../helpers/diff-kinds.js';
import { createDiffRepo, type DiffRepo } from '../helpers/diff-repo.js';
import { createFixtureSite } from '../helpers/fixture-site.js';
import { runInProcess } from '../helpers/run-cli.js';

let repo: DiffRepo;
let commits: Map<Kind, string>;
beforeAll(async () => {
  repo = createDiffRepo('small');
  commits = await commitKinds(repo);
}, 60_000);
afterAll(() => repo?.dispose());

describe('diff, the command', () => {
  /** The output with what changes from run to run (commits, sizes) masked. */
  const masked = (text: string) => text.replace(/\b[0-9a-f]{7}\b/g, '<commit>').replace(/[\d,]+ B\b/g, '<n> B');

  it('compares a base with the dirty working tree, and says the head has uncommitted changes (markdown)', async () => {
    repo.replace(ME, 'eyebrow: "About us"', 'eyebrow: "O nama"');
    try {
      const run = await runInProcess(['diff', '--root', repo.root, '--base', 'HEAD', '--format', 'markdown']);
      expect(run.status, run.stdout + run.stderr).toBe(0);
      expect(masked(run.stdout)).toMatchInlineSnapshot(`
        "### Site diff: 1 page changes

        HEAD (<commit>) → working tree (<commit>, with uncommitted changes). 16 pages: 1 changed, 15 unchanged.

        | Changed | Before | After | Pages |
        |---|---|---|---|
        | message \`about.eyebrow (me)\` (content/messages/me.yaml:108) | "About us" | "O nama" | 1 |

        #### \`/\` (me)

        <details><summary>1 section · <n> B → <n> B brotli (budget <n> B)</summary>

        - **#about** “Naš softver, provjeren u radnjama i restoranima poput vašeg” (changed)
          - ~~About us~~ **O nama** Naš softver, provjeren u radnjama…

        </details>
        "
      `);
    } finally {
      repo.git('checkout', '--', '.');
    }
  }, 120_000);

  it('exits 1 when a side does not build, with its problems as validate prints them', async () => {
    repo.git('switch', '--quiet', '-c', 'broken');
    repo.replace(EN, '  tagline: "', '  slogan: "Only in English."\n  tagline: "');
    repo.commit('a message in en only');
    repo.git('switch', '--quiet', 'main');
    const run = await runInProcess(['diff', '--root', repo.root, '--base', 'broken', '--head', 'broken']);
    expect(run.status).toBe(1);
    expect(masked(run.stdout)).toContain('The base, broken (<commit>), does not build:');
    expect(run.stdout).toContain('E_MISSING_MESSAGE');
    expect(run.stdout).toContain('Message "footer.slogan" is missing in locale "me"');
  }, 120_000);

  it('tells a drawing changed from a component whose markup alone changed (code changes: each side built by its own code)', async () => {
    repo.replace('site/components/Footer.tsx', '<footer className="footer">', '<footer className="footer" data-part="site-footer">');
    repo.commit('the footer carries a data attribute');
    repo.replace('site/illustrations/TeamOffice.tsx', 'fill="#fdf0dc"', 'fill="#fde0bc"');
    repo.commit('the team drawing has another sun');
    const run = await runInProcess(['diff', '--root', repo.root, '--base', commits.get('buildIdOnly')!, '--head', 'HEAD', '--format', 'json']);
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as DiffReport;
    expect([report.head.ref, report.summary, report.content, report.translations]).toEqual(['HEAD', { pages: 16, added: 0, removed: 0, changed: 2, markupOnly: 14, unchanged: 0 }, [], []]);
    // The drawing is one file for every locale: another content hash on both home pages, nothing else visible.
    expect(report.pages.map(({ file, sections, links, images }) => [file, sections, links, images.map((i) => [i.section, i.name, i.alt, i.before !== i.after])])).toEqual(['en.html', 'index.html'].map((file) => [
      file, [], [], [['whoWeAre', '/assets/drawings/team.[hash].svg', file === 'en.html' ? 'The Fiskalis team at work in the Podgorica office' : expect.any(String), true]],
    ]));
    // The component alone is the change of the 14 other pages: markup only, none of them listed above.
  }, 180_000);

  it('exits 2 for an unknown ref and outside a git repository', async () => {
    const unknown = await runInProcess(['diff', '--root', repo.root, '--base', 'no-such-branch']);
    expect([unknown.status, unknown.stderr]).toEqual([2, 'Unknown git ref "no-such-branch": use a branch, tag or commit of this repository (git log --oneline shows some).\n']);
    const bare = createFixtureSite('one-locale');
    try {
      const outside = await runInProcess(['diff', '--root', bare.root]);
      expect(outside.status).toBe(2);
      expect(outside.stderr).toBe(`${bare.root} is not in a git repository: diff compares two commits (or a commit and the working tree) of one. Run it inside the project's clone.\n`);
    } finally {
      bare.dispose();
    }
  });
});
