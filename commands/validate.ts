import { performance } from 'node:perf_hooks';
import type { Problem } from '../core/errors/problem.js';
import type { ContentSummary } from '../pipeline/load-content.js';
import type { ReportFormat } from '../core/report/formats.js';
import { configOf, EXIT, green, type CommandIo } from './io.js';
import { reportingProblems } from './report-problems.js';
import { screenOf, SEE_ALL } from './screen.js';
import { printWarnings } from './warnings.js';

export interface ValidateOptions { root?: string; format: ReportFormat; all?: boolean }

/**
 * `validate`: checks all content and reports every problem; 0 valid (with warnings, if any: a locale in progress,
 * translations that may be out of date), 1 content problems.
 */
export async function validate(options: ValidateOptions, io: CommandIo): Promise<number> {
  const started = performance.now();
  const config = configOf(options, io);
  const show = (summary: ContentSummary) => {
    printWarnings(io, summary.warnings, options.format);
    if (options.format === 'json') io.stdout.write('[]\n');
    else if (options.format === 'text') {
      const ms = Math.round(performance.now() - started);
      io.stdout.write(`${green(io, `✔ content valid: ${summary.files} files, ${summary.locales} locales, ${summary.messages} messages, ${summary.sections} sections, ${summary.packages} packages (${ms} ms)`)}\n`);
    }
  };
  // Content seen valid before, byte for byte, with the same code: that run's answer (problems are never kept).
  const { readValidated, recordValidated, validatedKey } = await import('../engine/cache/validate-result.js');
  const key = validatedKey(config);
  const known = key === undefined ? undefined : readValidated(config, key);
  const warn = async (warnings: readonly Problem[]) => {
    if (warnings.length === 0) return;
    const { renderStaleWarnings } = await import('./i18n/stale-warnings.js');
    const { stdout, stderr } = renderStaleWarnings(warnings, options.format);
    io.stdout.write(stdout);
    io.stderr.write(stderr);
  };
  if (known) return (show(known.summary), await warn(known.warnings), EXIT.ok);
  const [{ summarize }, { loadContentCached }, { findStaleWarnings }, { createParseCache }, { createParseMemo }] = await Promise.all([
    import('../pipeline/load-content.js'), import('../engine/load-content.js'), import('./i18n/sources-file.js'), import('../engine/cache/parse-cache.js'), import('../engine/cache/parse-memo.js'),
  ]);
  // The parses of the load, kept in memory for the warnings' second reading of the same files.
  const parse = createParseMemo(createParseCache(config.root, config.cacheDir));
  return reportingProblems(config, options.format, io, screenOf(io, options.all ?? false, SEE_ALL.again), async () => {
    const summary = summarize(loadContentCached(config, { parse }));
    // Of valid content only: translations that may be out of date.
    const warnings = findStaleWarnings(config, parse);
    // Kept only when no input changed while it was checked.
    if (key !== undefined && validatedKey(config) === key) recordValidated(config, key, { summary, warnings });
    show(summary);
    await warn(warnings);
  });
}
