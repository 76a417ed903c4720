import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveConfig } from '../../core/config.js';
import { buildSite } from '../../engine/build.js';
import { compareSides } from '../../pipeline/diff/compare.js';
import type { BuiltSide, SiteComparison } from '../../pipeline/diff/types.js';
import { readSide } from '../../commands/diff/read-side.js';
import { showAddLocale } from '../../commands/i18n/show-add-locale.js';
import { createDiffRepo, type DiffRepo } from './diff-repo.js';
import { PROJECT_ROOT } from './fixture-site.js';

export const ME = 'content/messages/me.yaml';
export const EN = 'content/messages/en.yaml';

/** The statistics section's message group in a catalogue: from its line to the next group's. */
const STATISTICS_GROUP = /^appData:\n(?:(?: .*)?\n)*?(?=^offer:)/m;

/**
 * The kinds of change the diff tests commit, in order, each on the one before: `base` has no statistics
 * section (`sectionAdded` brings it back, with its messages), and a Croatian locale in progress as `i18n add`
 * writes it (nothing translated yet; the build leaves it out), so a message can be added to the published
 * locales alone (`messageAdded`): a published locale without it does not build.
 */
const KINDS = ['base', 'copyEdit', 'sharedLabel', 'price', 'sectionsReordered', 'sectionAdded', 'sameAsEnglish', 'messageAdded', 'buildIdOnly'] as const;
export type Kind = (typeof KINDS)[number];

/**
 * Makes each kind of change in `repo` and commits it; `afterCommit` runs after each commit (a build of it).
 * Returns the commit of each kind.
 */
export async function commitKinds(repo: DiffRepo, afterCommit: (kind: Kind) => Promise<void> = async () => undefined): Promise<Map<Kind, string>> {
  const fullSections = repo.read('content/sections.yaml');
  const statisticsGroups = new Map<string, string>();
  const changes: Readonly<Record<Kind, () => void>> = {
    base: () => {
      repo.replace('content/sections.yaml', /  - id: statistics\n(?: {4}.*\n)+/, '');
      for (const file of [EN, ME]) {
        statisticsGroups.set(file, STATISTICS_GROUP.exec(repo.read(file))![0]);
        repo.replace(file, STATISTICS_GROUP, '');
      }
      showAddLocale(resolveConfig({ root: repo.root }), { code: 'hr', office: 'montenegro' }, false);
    },
    copyEdit: () => repo.replace(ME, 'title: "Naš softver, provjeren tamo gdje i vi radite"', 'title: "Naš softver, provjeren u radnjama i restoranima poput vašeg"'),
    sharedLabel: () => repo.replace(EN, 'for retail and hospitality in Montenegro', 'for shops, cafes and restaurants in Montenegro'),
    price: () => repo.replace('content/packages.yaml', '{ segment: retail, tier: standard, price: 15,', '{ segment: retail, tier: standard, price: 17,'),
    sectionsReordered: () => repo.replace('content/sections.yaml', /(  - id: whyBetter\n(?: {4}.*\n)+)(  - id: software\n(?: {4}.*\n)+)/, '$2$1'),
    sectionAdded: () => {
      repo.write('content/sections.yaml', fullSections);
      for (const file of [EN, ME]) repo.replace(file, /^offer:/m, `${statisticsGroups.get(file)!}offer:`);
    },
    sameAsEnglish: () => repo.replace(ME, 'eyebrow: "O nama"', 'eyebrow: "About us"'),
    messageAdded: () => {
      repo.replace(EN, '  title: "What our customers say"\n', '  title: "What our customers say"\n  lead: "Owners of shops, cafes and restaurants on working with Fiskalis every day."\n');
      repo.replace(ME, '  title: "Šta kažu naši korisnici"\n', '  title: "Šta kažu naši korisnici"\n  lead: "Vlasnici radnji, kafića i restorana o svakodnevnom radu sa Fiskalisom."\n');
    },
    buildIdOnly: () => repo.replace('content/site.yaml', 'defaultLocale: en\n', 'defaultLocale: en\n# A comment changes the build id and nothing else.\n'),
  };
  const commits = new Map<Kind, string>();
  for (const kind of KINDS) {
    changes[kind]();
    commits.set(kind, repo.commit(kind));
    await afterCommit(kind);
  }
  return commits;
}

/** Commits of the kinds built, read as `diff` reads a side; and the comparison of each with the commit before it. */
export interface BuiltKinds {
  /** The repository, at its last commit. */
  readonly repo: DiffRepo;
  side(kind: Kind): BuiltSide;
  /** The folder a kind was built into, and its render record beside it. */
  outDir(kind: Kind): string;
  recordFile(kind: Kind): string;
  /** The comparison of `kind` with the kind before it (both built), sizes left out: they move with the build id. */
  changeOf(kind: Kind): SiteComparison;
  dispose(): void;
}

/**
 * A repository made from the small fixture site with every kind committed, and the commits of `built` built
 * once, in this process, into folders of their own (a test file builds only the kinds it compares). The
 * builds use the repository's content with the project's code (the same as the repository's) and the project's
 * build cache copied in (createDiffRepo): the commits that show every section skip Vite.
 */
export async function buildKinds(built: readonly Kind[]): Promise<BuiltKinds> {
  const repo = createDiffRepo('small');
  const outs = mkdtempSync(path.join(tmpdir(), 'fiskalis-diff-builds-'));
  const sides = new Map<Kind, BuiltSide>();
  const outDir = (kind: Kind) => path.join(outs, kind);
  const recordFile = (kind: Kind) => path.join(outs, `${kind}.json`);
  try {
    const config = { ...resolveConfig({ root: PROJECT_ROOT, contentDir: path.join(repo.root, 'content'), schemaDir: path.join(repo.root, 'schema') }), cacheDir: path.join(repo.root, 'node_modules', '.cache', 'fiskalis-site') };
    await commitKinds(repo, async (kind) => {
      if (!built.includes(kind)) return;
      await buildSite(config, { outDir: outDir(kind), renderRecord: recordFile(kind) });
      sides.set(kind, readSide(outDir(kind), recordFile(kind)));
    });
  } catch (error) {
    repo.dispose();
    rmSync(outs, { recursive: true, force: true });
    throw error;
  }
  const side = (kind: Kind) => sides.get(kind) ?? raise(`the kind ${kind} was not built`);
  return {
    repo,
    side,
    outDir,
    recordFile,
    changeOf(kind) {
      const comparison = compareSides(side(KINDS[KINDS.indexOf(kind) - 1]!), side(kind));
      return { ...comparison, pages: comparison.pages.map(({ size: { budget }, ...page }) => ({ ...page, size: budget === undefined ? {} : { budget } })) };
    },
    dispose() {
      repo.dispose();
      rmSync(outs, { recursive: true, force: true });
    },
  };
}

function raise(message: string): never {
  throw new Error(message);
}
