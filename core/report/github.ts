import type { Problem } from '../errors/problem.js';

/** GitHub Actions workflow commands: each problem becomes an annotation on its line in the pull request (a warning's as a warning). */
export function renderGithub(problems: readonly Problem[], level: 'error' | 'warning' = 'error'): string {
  return problems
    .map((p) => {
      const { file, line, column } = p.position;
      const props = `file=${escapeProperty(file)},line=${line},col=${column},title=${escapeProperty(p.code)}`;
      return `::${level} ${props}::${escapeData(`${p.code}: ${p.message}. ${p.hint}`)}`;
    })
    .join('\n');
}

// Escaping as the Actions toolkit does it (@actions/core command.ts).
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
