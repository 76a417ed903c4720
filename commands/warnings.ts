import type { Problem } from '../core/errors/problem.js';
import { renderGithub } from '../core/report/github.js';
import type { ReportFormat } from '../core/report/formats.js';
import type { CommandIo } from './io.js';

/**
 * Warnings of the content (W_LOCALE_IN_PROGRESS) as the build's own (W_FORMS_SAME_ORIGIN): one line each on
 * stderr, starting with the code, and the command still succeeds. With `--format github` each is also a
 * warning annotation on its line, where a pull request shows it.
 */
export function printWarnings(io: CommandIo, warnings: readonly Problem[], format?: ReportFormat): void {
  for (const { code, message, position, hint } of warnings) io.stderr.write(`${code}: ${message} (${position.file}:${position.line}:${position.column}). ${hint}\n`);
  if (format === 'github' && warnings.length > 0) io.stdout.write(`${renderGithub(warnings, 'warning')}\n`);
}
