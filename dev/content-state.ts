import { statSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../core/config.js';
import type { Content } from '../core/content/types.js';
import { ContentProblems, sortProblems, type Problem } from '../core/errors/problem.js';
import { listFiles } from '../core/files.js';
import { createParseMemo } from '../engine/cache/parse-memo.js';
import { loadContentByLocaleCached } from '../engine/load-content.js';
import { keepLastGoodLocales } from './last-good-locales.js';
import type { ParseYaml } from '../pipeline/load/types.js';
import { SOURCES_FILE } from '../pipeline/i18n/sources.js';

/** What the dev server renders from: the newest content that loaded, and what is wrong with the files now. */
export interface ContentSnapshot {
  /** The content of the last load without problems; undefined while the files have never loaded. */
  readonly content: Content | undefined;
  /**
   * The problems of the files as they are now that concern the whole site (every page shows them); empty
   * when the site loads. When the only problems are locales' own, they are in `localeProblems` instead.
   */
  readonly problems: readonly Problem[];
  /**
   * Problems of one locale alone (its message file; for a locale in progress, its site.yaml entry too), by
   * locale: only that locale's pages show them, from its last good content.
   */
  readonly localeProblems: ReadonlyMap<string, readonly Problem[]>;
  /** A failure that is not a content problem (a schema that is not JSON), as its message. */
  readonly failure: string | undefined;
  /** Counts loads: a new number means the pages must be rendered again. */
  readonly generation: number;
  /** When the files last loaded without problems, ms since the epoch. */
  readonly loadedAt: number;
}

export interface ContentState {
  readonly current: ContentSnapshot;
  /**
   * Loads the content again when a file below content/ or schema/ changed since the last load (by name,
   * size, modification time and inode, so an editor's save-by-rename counts). True when it loaded.
   */
  refresh(): boolean;
}

export function openContentState(config: ResolvedConfig): ContentState {
  let signature = '';
  // Only the files saved since the last load are parsed again.
  const parse = createParseMemo();
  let current: ContentSnapshot = { content: undefined, problems: [], localeProblems: NO_PROBLEMS, failure: undefined, generation: 0, loadedAt: 0 };
  const state: ContentState = {
    get current() {
      return current;
    },
    refresh() {
      const now = signatureOf([config.contentDir, config.schemaDir]);
      if (now === signature) return false;
      signature = now;
      current = loadSnapshot(config, current, parse);
      return true;
    },
  };
  state.refresh();
  return state;
}

function loadSnapshot(config: ResolvedConfig, previous: ContentSnapshot, parse: ParseYaml): ContentSnapshot {
  const generation = previous.generation + 1;
  try {
    const { content, localeProblems } = loadContentByLocaleCached(config, { parse });
    // A locale with problems of its own keeps its last good content; every other locale shows the edit.
    const shown = localeProblems.size > 0 ? keepLastGoodLocales(content, previous.content, localeProblems.keys()) : content;
    return { content: shown, problems: [], localeProblems, failure: undefined, generation, loadedAt: Date.now() };
  } catch (error) {
    // The last good content stays on screen under the overlay, so the page keeps its place while fixing.
    if (error instanceof ContentProblems) return { ...previous, problems: error.problems, localeProblems: NO_PROBLEMS, failure: undefined, generation };
    return { ...previous, problems: [], localeProblems: NO_PROBLEMS, failure: error instanceof Error ? error.message : String(error), generation };
  }
}

const NO_PROBLEMS: ReadonlyMap<string, readonly Problem[]> = new Map();

/** Every problem of a snapshot, the whole site's and each locale's, in the order `validate` prints them. */
export function allProblemsOf(snapshot: Pick<ContentSnapshot, 'problems' | 'localeProblems'>): readonly Problem[] {
  return snapshot.localeProblems.size === 0 ? snapshot.problems : sortProblems([...snapshot.problems, ...[...snapshot.localeProblems.values()].flat()]);
}

function signatureOf(dirs: readonly string[]): string {
  // Hidden files (an editor's swap file) and the translators' records (`i18n confirm`) do not shape the site:
  // saving one must not reload the page.
  const shapesSite = (name: string) => name !== SOURCES_FILE && !name.split('/').some((part) => part.startsWith('.'));
  return dirs.flatMap((dir) => listFiles(dir).filter(shapesSite).map((name) => {
    const stat = statSync(path.join(dir, name), { throwIfNoEntry: false });
    return `${dir}/${name}:${stat?.size}:${stat?.mtimeMs}:${stat?.ino}`;
  })).join('\n');
}
