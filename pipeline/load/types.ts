import type { Document, LineCounter } from 'yaml';
import type { Problem } from '../../core/errors/problem.js';

/** A YAML file as loaded: its text, its document with node ranges, and the plain value. */
export interface YamlFile {
  /** Path relative to the project root, with forward slashes; what error positions show. */
  readonly file: string;
  readonly text: string;
  /** The document with node ranges. */
  readonly doc: Document.Parsed;
  readonly lineCounter: LineCounter;
  /** The plain JavaScript value, or undefined when the file has syntax errors. */
  readonly value: unknown;
  /** Every string reached through map keys alone, in document order: a message catalogue's messages. */
  readonly stringLeaves: readonly StringLeaf[];
}

/** A string value reached through map keys alone, and where its key and value are written. */
export interface StringLeaf {
  /** The map keys that lead to it, joined with dots. */
  readonly key: string;
  readonly value: string;
  readonly keyOffset: number;
  /** Where the scalar starts and its value ends, as the parser gives them. */
  readonly range: readonly [number, number];
  /** How the scalar is written, which decides how a column inside the value maps to the file. */
  readonly style?: ScalarStyle;
}

export type ScalarStyle = 'PLAIN' | 'QUOTE_DOUBLE' | 'QUOTE_SINGLE' | 'BLOCK_FOLDED' | 'BLOCK_LITERAL';

/** Parses YAML text: `parseYaml` itself, or a memo of it that a long-running process keeps. */
export type ParseYaml = (file: string, text: string) => LoadResult;

export interface LoadResult {
  readonly file?: YamlFile;
  readonly problems: readonly Problem[];
}

/** A path into a YAML value: map keys and sequence indexes. */
export type DataPath = readonly (string | number)[];
