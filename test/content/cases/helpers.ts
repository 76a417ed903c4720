/** Shared pieces of the broken-content corpus: file names, the case shape, position helpers. */
import type { ErrorCode } from '../../../core/errors/catalogue.js';
import { positionOf, type FixtureSite } from '../../helpers/fixture-site.js';

export const SITE = 'content/site.yaml';
export const SECTIONS = 'content/sections.yaml';
export const TIERS = 'content/tiers.yaml';
export const PACKAGES = 'content/packages.yaml';
export const EN = 'content/messages/en.yaml';
export const ME = 'content/messages/me.yaml';
export const SR = 'content/messages/sr.yaml';

export interface Expected {
  readonly code: ErrorCode;
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** Parts the message must contain: the offending name, and for unknown names the known ones. */
  readonly message?: readonly (string | RegExp)[];
  /** The whole message, exactly. */
  readonly text?: string;
  /** The only problem the content has: one mistake, one report. */
  readonly alone?: boolean;
}

export interface BrokenCase {
  readonly name: string;
  /** Breaks the content minimally. */
  readonly mutate: (site: FixtureSite) => void;
  /** The problem that must be reported, positioned in the mutated text. */
  readonly expect: (site: FixtureSite) => Expected;
}

/** Where `needle` is in the (mutated) file, plus `offset` characters: a problem position. */
export function at(site: FixtureSite, file: string, needle: string, offset = 0, occurrence = 1): Pick<Expected, 'file' | 'line' | 'column'> {
  return { file, ...positionOf(site.read(file), needle, offset, occurrence) };
}

export const edit = (file: string, from: string, to: string) => (site: FixtureSite) => site.replace(file, from, to);

/** A billion-laughs document: nine levels of nine aliases would expand to 9^9 nodes. */
export function aliasBomb(): string {
  const lines = ['lol:', '  l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
  for (let level = 1; level < 9; level++) {
    lines.push(`  l${level}: &l${level} [${Array.from({ length: 9 }, () => `*l${level - 1}`).join(', ')}]`);
  }
  return `${lines.join('\n')}\n`;
}
