import type { ResolvedConfig } from '../core/config.js';
import type { Content } from '../core/content/types.js';
import { ContentProblems, type Problem } from '../core/errors/problem.js';
import { checkContent, dedupe, type CheckedContent, type LoadOptions } from './load-content.js';
import { readContent } from './load/read-content.js';
import { localeOfProblem, setLocalesAside } from './locale-owners.js';

/** Content whose problems are each a locale's own: the rest of the site, and those problems by locale. */
export interface ContentByLocale {
  /** Every locale but the ones with problems. */
  readonly content: Content;
  readonly localeProblems: ReadonlyMap<string, readonly Problem[]>;
}

/**
 * As `loadContent`, but a problem that belongs to one locale alone (in the message file of a locale other
 * than the reference, or in the site.yaml entry of a locale in progress) is that locale's: the content loads
 * without it (the dev server keeps showing the others). Problems of the whole site still throw, all of them.
 */
export function loadContentByLocale(config: ResolvedConfig, options: LoadOptions = {}): ContentByLocale {
  const { content: raw, problems: readProblems } = readContent(config, options.parse);
  const first = checkContent(raw, readProblems, config, options);
  const owned = ownProblems(first, first.problems);
  const broken = first.entries.filter((e) => owned.get(e.code)?.some((p) => p.position.file === e.file));
  if (broken.length === 0) return { content: first.resolve(new Set(owned.keys())), localeProblems: owned };

  // A broken entry can hide other problems (a site.yaml of the wrong shape skips the cross-file rules), and the
  // site cannot be resolved with it: the rest is checked again as if those locales had never been added.
  const removed = new Set([...first.files].filter(([, code]) => broken.some((e) => e.code === code)).map(([file]) => file));
  const second = checkContent(setLocalesAside(raw, broken), readProblems.filter((p) => !removed.has(p.position.file)), config, options);
  const again = ownProblems(second, dedupe([...first.problems, ...second.problems]));
  for (const [code, problems] of again) owned.set(code, dedupe([...(owned.get(code) ?? []), ...problems]));
  return { content: second.resolve(new Set(owned.keys())), localeProblems: owned };
}

/** The problems of `checked` by the locale they belong to; throws `all` when one belongs to the whole site. */
function ownProblems(checked: CheckedContent, all: readonly Problem[]): Map<string, Problem[]> {
  const owned = new Map<string, Problem[]>();
  for (const problem of checked.problems) {
    const code = localeOfProblem(problem, checked.files, checked.referenceCode, checked.entries);
    if (code === undefined) throw new ContentProblems(all);
    owned.set(code, [...(owned.get(code) ?? []), problem]);
  }
  return owned;
}
