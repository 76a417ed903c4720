import { catalogue } from '../../core/errors/catalogue.js';
import { createProblem, type Problem } from '../../core/errors/problem.js';
import type { ReportFormat } from '../../core/report/formats.js';
import { renderGithub } from '../../core/report/github.js';
import type { StaleTranslation } from '../../pipeline/i18n/stale.js';
import { shorten } from './shorten.js';

/** W_STALE_TRANSLATION for each translation that may be out of date, at the translation's text. */
export function describeStale(stale: readonly StaleTranslation[], reference: string): Problem[] {
  return stale.map((s) =>
    createProblem('W_STALE_TRANSLATION', `Message "${s.key}" of locale "${s.locale}" was translated from an earlier text of "${reference}", which now reads ${JSON.stringify(shorten(s.reference))}`, s.position),
  );
}

/**
 * The warnings as `validate` prints them: in text and json, on stderr, one line each and the hint once (stdout
 * stays what it is for valid content); in github, one annotation each on stdout, where Actions reads them.
 */
export function renderStaleWarnings(warnings: readonly Problem[], format: ReportFormat): { stdout: string; stderr: string } {
  if (warnings.length === 0) return { stdout: '', stderr: '' };
  if (format === 'github') return { stdout: `${renderGithub(warnings, 'warning')}\n`, stderr: '' };
  const lines = warnings.map((w) => `${w.position.file}:${w.position.line}:${w.position.column}  ${w.code}  ${w.message}`);
  const count = warnings.length === 1 ? '1 translation may be out of date' : `${warnings.length} translations may be out of date`;
  return { stdout: '', stderr: `${[...lines, `! ${count}. ${catalogue.W_STALE_TRANSLATION.hint}`].join('\n')}\n` };
}
