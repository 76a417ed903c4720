import { isSeq, type Document, type Node } from 'yaml';
import type { Position, Problem } from '../core/errors/problem.js';
import { positionAt } from './load/locate.js';
import type { RawContent } from './load/read-content.js';
import type { YamlFile } from './load/types.js';

/** The entry of a locale in progress in site.yaml: where it is written, so a problem inside it is that locale's. */
export interface InProgressEntry {
  readonly code: string;
  readonly index: number;
  readonly file: string;
  readonly start: Position;
  readonly end: Position;
}

/**
 * The `locales` entries of site.yaml marked `status: in-progress`, read leniently (the entry may be the broken
 * part). Only an entry with a code of its own counts: the reference's code, or one another entry declares,
 * names a locale whose problems are not this entry's alone.
 */
export function findInProgressEntries(site: YamlFile | undefined, referenceCode: string): InProgressEntry[] {
  const locales = (site?.value as { locales?: unknown } | undefined)?.locales;
  // The document is asked for only when there is an entry to place: a file from the parse cache parses again for it.
  if (!site || !Array.isArray(locales) || !locales.some((l) => (l as { status?: unknown } | null)?.status === 'in-progress')) return [];
  const seq = site.doc.get('locales', true);
  if (!isSeq(seq)) return [];
  const codes = locales.map((l) => (l as { code?: unknown } | null)?.code);
  return locales.flatMap((locale: { code?: unknown; status?: unknown } | null, index) => {
    const range = (seq.items[index] as Node | undefined)?.range;
    const code = locale?.code;
    if (typeof code !== 'string' || locale?.status !== 'in-progress' || !range) return [];
    if (code === referenceCode || codes.filter((c) => c === code).length > 1) return [];
    return [{ code, index, file: site.file, start: positionAt(site, range[0]), end: positionAt(site, range[1]) }];
  });
}

/**
 * Which locale a problem belongs to alone: one in the message file of a locale other than the reference
 * (whose messages every locale is compared with), or one inside the site.yaml entry of a locale in progress.
 * Undefined for a problem of the whole site.
 */
export function localeOfProblem(problem: Problem, files: ReadonlyMap<string, string>, referenceCode: string, entries: readonly InProgressEntry[]): string | undefined {
  const entry = entries.find((e) => e.file === problem.position.file && !isBefore(problem.position, e.start) && isBefore(problem.position, e.end));
  if (entry) return entry.code;
  const code = files.get(problem.position.file);
  return code === referenceCode ? undefined : code;
}

/**
 * The content without some locales' site.yaml entries and message files, as if they were never added: what
 * the rest of the site is checked as while those entries are broken. The document loses the entries too, so
 * the positions of what remains are still where it is written.
 */
export function setLocalesAside(raw: RawContent, entries: readonly InProgressEntry[]): RawContent {
  const site = raw.data.site;
  if (!site || entries.length === 0) return raw;
  const indexes = new Set(entries.map((e) => e.index));
  const codes = new Set(entries.map((e) => e.code));
  const value = site.value as { locales: unknown[] };
  const doc = site.doc.clone() as Document.Parsed;
  for (const index of [...indexes].sort((a, b) => b - a)) doc.deleteIn(['locales', index]);
  return {
    data: { ...raw.data, site: { ...site, doc, value: { ...value, locales: value.locales.filter((_, i) => !indexes.has(i)) } } },
    messages: new Map([...raw.messages].filter(([code]) => !codes.has(code))),
  };
}

function isBefore(a: Position, b: Position): boolean {
  return a.line < b.line || (a.line === b.line && a.column < b.column);
}
