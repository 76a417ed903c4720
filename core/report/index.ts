import type { Problem } from '../errors/problem.js';
import { renderGithub } from './github.js';
import { renderJson } from './json.js';
import { renderText, type TextOptions } from './text.js';
import type { ReportFormat } from './formats.js';

export { FORMATS, type ReportFormat } from './formats.js';

export function renderProblems(problems: readonly Problem[], format: ReportFormat, options: TextOptions): string {
  if (format === 'json') return renderJson(problems);
  if (format === 'github') return renderGithub(problems);
  return renderText(problems, options);
}
