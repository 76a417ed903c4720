import type { Problem } from '../errors/problem.js';

/** The machine-readable form: an array of flat objects, one per problem, stable field order. */
export function renderJson(problems: readonly Problem[]): string {
  const rows = problems.map((p) => ({
    code: p.code,
    message: p.message,
    file: p.position.file,
    line: p.position.line,
    column: p.position.column,
    hint: p.hint,
  }));
  return JSON.stringify(rows, null, 2);
}
