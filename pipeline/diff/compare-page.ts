import { pageBudgetOf } from '../../core/budgets.js';
import type { Change, ImageChange, LinkChange, PageChange, PageFacts, PageImage, PageLink, SectionChange } from './types.js';
import { diffWords, wholeSection } from './words.js';

/** How a page differs between two sides; undefined when nothing a visitor sees changed. */
export function comparePage(before: PageFacts | undefined, after: PageFacts | undefined): PageChange | undefined {
  const page = (after ?? before)!;
  const base = { file: page.file, path: page.path, locale: page.locale };
  const size = { ...sized(before, after), ...budgeted(page) };
  if (!before || !after) {
    const side = before ? 'removed' : 'added';
    const sections = page.sections.map((s): SectionChange => ({ id: s.id, heading: s.heading, status: side, words: wholeSection(s.words, side) }));
    return { ...base, status: side, ...changed('title', before?.title, after?.title), alternates: [], sections, links: [], images: [], size };
  }
  const change: PageChange = {
    ...base,
    status: 'changed',
    ...changed('title', before.title, after.title),
    ...changed('description', before.description, after.description),
    ...changed('canonical', before.canonical, after.canonical),
    alternates: compareAlternates(before.alternates, after.alternates),
    sections: compareSections(before, after),
    ...compareOrder(before, after),
    links: compareLinks(before.links, after.links),
    images: compareImages(before.images, after.images),
    size,
  };
  const visible = change.title || change.description || change.canonical || change.order || [change.alternates, change.sections, change.links, change.images].some((list) => list.length > 0);
  return visible ? change : undefined;
}

const sized = (before?: PageFacts, after?: PageFacts): Change<number> => ({ ...(before && { before: before.brotliBytes }), ...(after && { after: after.brotliBytes }) });
const budgeted = (page: PageFacts) => {
  const budget = pageBudgetOf(page);
  return budget === undefined ? {} : { budget };
};

function changed<K extends string>(name: K, before: string | undefined, after: string | undefined): Partial<Record<K, Change<string>>> {
  if (before === after) return {};
  return { [name]: { ...(before !== undefined && { before }), ...(after !== undefined && { after }) } } as Partial<Record<K, Change<string>>>;
}

function compareAlternates(before: Readonly<Record<string, string>>, after: Readonly<Record<string, string>>): PageChange['alternates'] {
  const tags = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return tags.filter((tag) => before[tag] !== after[tag]).map((hreflang) => ({ hreflang, ...changed('url', before[hreflang], after[hreflang]).url }));
}

/** Each section's words compared by its id: a section keeps its id wherever it moves. */
function compareSections(before: PageFacts, after: PageFacts): SectionChange[] {
  const old = new Map(before.sections.map((s) => [s.id, s]));
  const now = new Map(after.sections.map((s) => [s.id, s]));
  const ids = [...after.sections.map((s) => s.id), ...before.sections.map((s) => s.id).filter((id) => !now.has(id))];
  return ids.flatMap((id): SectionChange[] => {
    const [was, is] = [old.get(id), now.get(id)];
    if (!was) return [{ id, heading: is!.heading, status: 'added', words: wholeSection(is!.words, 'added') }];
    if (!is) return [{ id, heading: was.heading, status: 'removed', words: wholeSection(was.words, 'removed') }];
    const words = diffWords(was.words, is.words);
    return words.length ? [{ id, heading: is.heading, status: 'changed', words }] : [];
  });
}

/** The parts of every page that are not sections of their own: they never move. */
const FRAME = new Set(['page', 'header', 'main', 'footer']);

/** The order of the sections on both sides, when it changed (added and removed ones are reported as such). */
function compareOrder(before: PageFacts, after: PageFacts): Pick<PageChange, 'order'> {
  const shared = (from: PageFacts, other: PageFacts) => from.sections.map((s) => s.id).filter((id) => !FRAME.has(id) && other.sections.some((s) => s.id === id));
  const [was, is] = [shared(before, after), shared(after, before)];
  return was.join() === is.join() ? {} : { order: { before: was, after: is } };
}

/**
 * Links by section and text: a link whose text stayed and whose target moved is retargeted; the others that
 * only one side has are added or removed (a link whose text changed and target did not is in the words).
 */
function compareLinks(before: readonly PageLink[], after: readonly PageLink[]): LinkChange[] {
  const keyOf = (link: PageLink) => `${link.section}\u0000${link.text}\u0000${link.href}`;
  const { removed, added } = unmatched(before, after, keyOf);
  const changes: LinkChange[] = [];
  for (const link of removed) {
    const index = added.findIndex((other) => other.section === link.section && other.text === link.text);
    const target = index >= 0 ? added.splice(index, 1)[0]!.href : undefined;
    changes.push({ section: link.section, text: link.text, before: link.href, ...(target !== undefined && { after: target }) });
  }
  for (const link of added) changes.push({ section: link.section, text: link.text, after: link.href });
  return changes;
}

/** Pictures by section and name: the same name with another hash is another picture; alt text counts too. */
function compareImages(before: readonly PageImage[], after: readonly PageImage[]): ImageChange[] {
  const keyOf = (image: PageImage) => `${image.section}\u0000${image.name}\u0000${image.hash}\u0000${image.alt}`;
  const { removed, added } = unmatched(before, after, keyOf);
  const changes: ImageChange[] = [];
  for (const image of removed) {
    const index = added.findIndex((other) => other.section === image.section && other.name === image.name);
    const now = index >= 0 ? added.splice(index, 1)[0] : undefined;
    changes.push({ section: image.section, name: image.name, alt: now?.alt ?? image.alt, before: image.hash, ...(now && { after: now.hash }) });
  }
  for (const image of added) changes.push({ section: image.section, name: image.name, alt: image.alt, after: image.hash });
  return changes;
}

/** The items of each side that the other has no match for, by key, counting repeats (a multiset difference). */
function unmatched<T>(before: readonly T[], after: readonly T[], keyOf: (item: T) => string): { removed: T[]; added: T[] } {
  const left = countedBy(before, keyOf);
  const right = countedBy(after, keyOf);
  return { removed: before.filter((item) => !take(right, keyOf(item))), added: after.filter((item) => !take(left, keyOf(item))) };
}

function countedBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return counts;
}

/** Takes one of `key` from the counts: false when there was none left. */
function take(counts: Map<string, number>, key: string): boolean {
  const left = counts.get(key) ?? 0;
  if (left === 0) return false;
  counts.set(key, left - 1);
  return true;
}
