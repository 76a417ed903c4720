import type { Problem } from '../core/errors/problem.js';
import type { CommandIo } from './io.js';

/**
 * Warnings of the content (W_LOCALE_IN_PROGRESS) as the build's own (W_FORMS_SAME_ORIGIN): one line each on
 * stderr, starting with the code, and the command still succeeds.
 */
export function printWarnings(io: CommandIo, warnings: readonly Problem[]): void {
  for (const { code, message, position, hint } of warnings) io.stderr.write(`${code}: ${message} (${position.file}:${position.line}:${position.column}) ${hint}\n`);
}
