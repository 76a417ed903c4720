import { catalogue, type ErrorCode } from './catalogue.js';

/** Where a problem is: the file relative to the project root, 1-based line and column. */
export interface Position {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

export interface Problem {
  readonly code: ErrorCode;
  /** What happened, specific to this occurrence; never contains the position. */
  readonly message: string;
  /** What to do about it. */
  readonly hint: string;
  readonly position: Position;
}

export function createProblem(code: ErrorCode, message: string, position: Position, hint?: string): Problem {
  return Object.freeze({ code, message, hint: hint ?? catalogue[code].hint, position });
}

/** Thrown by a stage when content has problems; carries all of them, sorted by position. */
export class ContentProblems extends Error {
  readonly problems: readonly Problem[];
  constructor(problems: readonly Problem[]) {
    super(`${problems.length} content problem${problems.length === 1 ? '' : 's'}`);
    this.name = 'ContentProblems';
    this.problems = sortProblems(problems);
  }
}

export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) =>
      a.position.file.localeCompare(b.position.file) ||
      a.position.line - b.position.line ||
      a.position.column - b.position.column ||
      a.code.localeCompare(b.code),
  );
}

/** Thrown for misuse of the tool itself (bad flags, missing project folder), exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/**
 * A setting of the server (environment, flags, the output folder) that cannot work; a usage error with a
 * permanent code, so `cli.ts` prints one line (code, what, what to do) instead of a stack trace.
 */
export class ConfigError extends UsageError {
  readonly code: ErrorCode;
  readonly hint: string;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'ConfigError';
    this.code = code;
    this.hint = catalogue[code].hint;
  }
}

/**
 * The output of a command cannot be written (a full disk, a read-only file system): one line with its code,
 * what and what to do, and exit 1, as a build that did not happen; the previous output stays as it was.
 */
export class OutputError extends Error {
  readonly code: ErrorCode;
  readonly hint: string;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'OutputError';
    this.code = code;
    this.hint = catalogue[code].hint;
  }
}
