import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMap, parseDocument, type Node } from 'yaml';
import { resolveConfig } from '../../core/config.js';
import { SITE_SOURCE_FOLDERS } from '../../core/source-folders.js';
import { ContentProblems, type Problem } from '../../core/errors/problem.js';
import { loadContent, type LoadOptions } from '../../pipeline/load-content.js';
import type { Content } from '../../core/content/types.js';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A copy of the real content and schemas in a temp folder, to mutate and load. */
export interface FixtureSite {
  readonly root: string;
  read(file: string): string;
  write(file: string, text: string): void;
  /** Replaces the first occurrence of `from` (which must exist) in a file. */
  replace(file: string, from: string | RegExp, to: string): void;
  remove(file: string): void;
  /** Loads the site; returns the content, or the problems if loading fails. */
  load(options?: LoadOptions): { content?: Content; problems: readonly Problem[] };
  dispose(): void;
}

/**
 * How much of the real content a fixture site holds. `real`: all of it. `trimmed`: the legal documents cut to
 * their first sections (privacy 3 of 11, account deletion 1 of 7), everything else as it is: every locale,
 * section, route and contract, about a quarter less to load. `two-locales`: all of it in two locales (en, me)
 * instead of three. `small`: trimmed, in two locales: about half the messages. `one-locale`: trimmed, in
 * English only: half the pages of `small` to render and compress. Tests whose point is not the real content's
 * size use the smaller ones.
 */
export type FixtureSize = 'real' | 'trimmed' | 'two-locales' | 'small' | 'one-locale';

/** Legal document → how many of its sections a trimmed fixture keeps (the first ones). */
const KEPT_LEGAL_SECTIONS: Readonly<Record<string, number>> = { privacy: 3, accountDelete: 1 };
const MESSAGE_FILES = ['en', 'me', 'sr'].map((code) => `content/messages/${code}.yaml`);
/** The locales a size leaves out (en, the reference catalogue and default locale, always stays). */
const DROPPED_LOCALES: Readonly<Record<Exclude<FixtureSize, 'real'>, readonly string[]>> = { trimmed: [], 'two-locales': ['sr'], small: ['sr'], 'one-locale': ['me', 'sr'] };

export function createFixtureSite(size: FixtureSize = 'real'): FixtureSite {
  const root = mkdtempSync(path.join(tmpdir(), 'fiskalis-fixture-'));
  for (const dir of ['content', 'schema']) cpSync(path.join(PROJECT_ROOT, dir), path.join(root, dir), { recursive: true });
  if (size !== 'real') trimContent(root, size);
  const abs = (file: string) => path.join(root, file);
  const site: FixtureSite = {
    root,
    read: (file) => readFileSync(abs(file), 'utf8'),
    write: (file, text) => writeFileSync(abs(file), text),
    replace(file, from, to) {
      const text = site.read(file);
      const found = typeof from === 'string' ? text.includes(from) : from.test(text);
      if (!found) throw new Error(`fixture: ${String(from)} not found in ${file}`);
      site.write(file, text.replace(from, to));
    },
    remove: (file) => rmSync(abs(file)),
    load(options) {
      try {
        return { content: loadContent(resolveConfig({ root }), options), problems: [] };
      } catch (error) {
        if (error instanceof ContentProblems) return { problems: error.problems };
        throw error;
      }
    },
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
  return site;
}

/**
 * A fixture that can build: content and schemas plus the React sources, static files and installed packages.
 * The small site by default (two locales, legal documents cut short), for tests whose point is the build's
 * bytes, its atomic swap or a command's output, not the real content's size.
 */
export function createBuildableFixture(size: FixtureSize = 'small'): FixtureSite {
  const site = createFixtureSite(size);
  for (const dir of [...SITE_SOURCE_FOLDERS, 'public']) cpSync(path.join(PROJECT_ROOT, dir), path.join(site.root, dir), { recursive: true });
  // The browser bundle imports React and the form rules' packages, resolved from the project's node_modules.
  symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(site.root, 'node_modules'), 'dir');
  return site;
}

/**
 * Cuts the content under `root` (a copy of the real one) down to `size`. The cut texts are kept per size and
 * per input texts for the process: dozens of fixtures are made from the same real content in one run.
 */
export function trimContent(root: string, size: Exclude<FixtureSize, 'real'>): void {
  const abs = (file: string) => path.join(root, file);
  const inputs = [...MESSAGE_FILES, SITE_FILE].map((file) => readFileSync(abs(file), 'utf8'));
  const key = `${size}\0${inputs.join('\0')}`;
  let cut = trimmed.get(key);
  if (!cut) trimmed.set(key, (cut = trimTexts(inputs, size)));
  for (const [file, text] of cut) {
    if (text === undefined) rmSync(abs(file));
    else writeFileSync(abs(file), text);
  }
}

const SITE_FILE = 'content/site.yaml';
/** Size and input texts → file → its cut text (undefined: removed). */
const trimmed = new Map<string, ReadonlyMap<string, string | undefined>>();

/** The message files (en, me, sr) and site.yaml as they are in `inputs`, cut down to `size`. */
function trimTexts(inputs: readonly string[], size: Exclude<FixtureSize, 'real'>): Map<string, string | undefined> {
  const reference = parseDocument(inputs[0]!);
  const cut: string[][] = [];
  if (size !== 'two-locales') for (const [group, kept] of Object.entries(KEPT_LEGAL_SECTIONS)) {
    const sections = reference.getIn([group, 'sections'], true);
    if (isMap(sections)) cut.push(...sections.items.slice(kept).map((pair) => [group, 'sections', String((pair.key as { value: unknown }).value)]));
  }
  const out = new Map<string, string | undefined>(MESSAGE_FILES.map((file, index) => [file, cutKeys(inputs[index]!, cut)]));
  let site = inputs[MESSAGE_FILES.length]!;
  for (const code of DROPPED_LOCALES[size]) {
    out.set(`content/messages/${code}.yaml`, undefined);
    const without = site.replace(new RegExp(`^ {2}- code: ${code}\\n(?: {4}.*\\n)+`, 'm'), '');
    if (without === site) throw new Error(`fixture: the ${code} locale entry of content/site.yaml was not found`);
    site = without;
  }
  out.set(SITE_FILE, site);
  return out;
}

/** The text without the lines of each key (a path) and its value, everything else byte for byte: one parse. */
function cutKeys(text: string, keys: readonly (readonly string[])[]): string {
  const doc = parseDocument(text);
  const spans = keys.map((parts) => {
    const parent = (parts.length === 1 ? doc.contents : doc.getIn(parts.slice(0, -1), true)) as Node | null;
    const pair = isMap(parent) ? parent.items.find((p) => String((p.key as { value: unknown }).value) === parts.at(-1)) : undefined;
    if (!pair) throw new Error(`fixture: ${parts.join('.')} is not in the file`);
    const start = text.lastIndexOf('\n', (pair.key as Node).range![0]) + 1;
    let end = (pair.value as Node).range![1];
    if (text[end - 1] !== '\n') end = text.indexOf('\n', end) + 1 || text.length;
    return [start, end] as const;
  });
  let result = text;
  for (const [start, end] of spans.sort((a, b) => b[0] - a[0])) result = result.slice(0, start) + result.slice(end);
  return result;
}

/**
 * The 1-based line and column where `needle` starts in `text` (plus `offset` characters), so tests can
 * state exact expected positions without hard-coding line numbers of copy that will change.
 */
export function positionOf(text: string, needle: string, offset = 0, occurrence = 1): { line: number; column: number } {
  let index = -1;
  for (let i = 0; i < occurrence; i++) {
    index = text.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`positionOf: "${needle}" (occurrence ${occurrence}) not found`);
  }
  const before = text.slice(0, index + offset);
  const line = before.split('\n').length;
  return { line, column: before.length - before.lastIndexOf('\n') };
}
