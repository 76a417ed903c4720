import type { DiffRepo } from './diff-repo.js';

export const ME = 'content/messages/me.yaml';
export const EN = 'content/messages/en.yaml';

/** The statistics section's message group in a catalogue: from its line to the next group's. */
const STATISTICS_GROUP = /^appData:\n(?:(?: .*)?\n)*?(?=^offer:)/m;

/**
 * The kinds of change the diff tests commit, in order, each on the one before: `base` has no statistics
 * section (`sectionAdded` brings it back, with its messages).
 */
export const KINDS = ['base', 'copyEdit', 'sharedLabel', 'price', 'sectionsReordered', 'sectionAdded', 'sameAsEnglish', 'buildIdOnly'] as const;
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
