import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LinkPlace } from './locate-link.js';

/** A link whose fragment names no element of its page: the target (`/sr#kontakt`) and where it is written. */
export interface MissingFragment {
  readonly target: string;
  readonly page: string;
  readonly id: string;
  readonly places: readonly LinkPlace[];
}

/**
 * The site's own links whose `#fragment` names no `id` of the page they point at, from the index of every
 * link the pages write. Read from the files rather than left to linkinator, which checks a fragment only when
 * it meets the link while it crawls the target page, so a fragment could go unchecked depending on timing.
 * A page that does not exist is not a fragment problem: the crawl reports it broken.
 */
export async function findMissingFragments(
  index: ReadonlyMap<string, readonly LinkPlace[]>,
  fileOf: (urlPath: string) => Promise<string | undefined>,
  outDir: string,
): Promise<MissingFragment[]> {
  const idsByFile = new Map<string, ReadonlySet<string>>();
  const missing: MissingFragment[] = [];
  for (const [target, places] of index) {
    const at = target.indexOf('#');
    if (!target.startsWith('/') || at < 0 || at === target.length - 1) continue;
    const page = target.slice(0, at);
    const id = decodeURIComponent(target.slice(at + 1));
    const file = await fileOf(page.replace(/\?.*$/, ''));
    if (!file) continue;
    let ids = idsByFile.get(file);
    if (!ids) idsByFile.set(file, (ids = idsOf(readFileSync(path.join(outDir, file), 'utf8'))));
    if (!ids.has(id)) missing.push({ target, page, id, places });
  }
  return missing;
}

function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\s(?:id|name)="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')));
}
