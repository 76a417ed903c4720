import type { Problem } from '../errors/problem.js';

/** The machine-readable form: an array of flat objects, one per problem, stable field order. */
export function renderJson(problems: readonly Problem[]): string {
  return JSON.stringify(problemRows(problems), null, 2);
}

export function problemRows(problems: readonly Problem[]): { code: string; message: string; file: string; line: number; column: number; hint: string }[] {
  return problems.map((p) => ({
    code: p.code,
    message: p.message,
    file: p.position.file,
    line: p.position.line,
    column: p.position.column,
    hint: p.hint,
  }));
}
