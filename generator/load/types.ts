import type { Document, LineCounter } from 'yaml';
import type { Problem } from '../errors/problem.js';

/** A YAML file as loaded: its text, its document with node ranges, and the plain value. */
export interface YamlFile {
  /** Path relative to the project root, with forward slashes; what error positions show. */
  readonly file: string;
  readonly text: string;
  readonly doc: Document.Parsed;
  readonly lineCounter: LineCounter;
  /** The plain JavaScript value, or undefined when the file has syntax errors. */
  readonly value: unknown;
}

export interface LoadResult {
  readonly file?: YamlFile;
  readonly problems: readonly Problem[];
}

/** A path into a YAML value: map keys and sequence indexes. */
export type DataPath = readonly (string | number)[];
