import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../../core/config.js';
import type { ReportFormat } from '../../core/report/index.js';
import type { Screen } from '../../core/report/screen.js';
import { renderTranslations } from './render-translations.js';
import { measureIslandBytes } from './island-bytes.js';
import { reportTranslations, type TranslationReport } from './report.js';
import { writeSources } from './sources-file.js';

export interface TranslationsRun {
  readonly config: ResolvedConfig;
  /** The output folder whose payloads give the island bytes, relative to the root (or absolute). */
  readonly out: string;
  readonly format: ReportFormat;
  readonly color: boolean;
  /** The screen the problems of the text report fit, below the tables. */
  readonly screen?: Screen;
}

/**
 * The translation report to print, its warnings (a locale in progress) and the exit code: 1 when any locale
 * has a problem (translations that may be out of date are a warning). Brings content/i18n-sources.yaml up to
 * date on the way: the translations without a record, or edited since theirs, are recorded as they are now.
 */
export function showTranslations(run: TranslationsRun): { output: string; code: number; warnings: NonNullable<TranslationReport['warnings']> } {
  const report = reportTranslations(run.config);
  if (report.sources) writeSources(run.config, report.sources);
  const islands = measureIslandBytes(path.resolve(run.config.root, run.out));
  const sources = new Map<string, string>();
  for (const file of new Set(report.problems.map((p) => p.position.file))) {
    try {
      sources.set(file, readFileSync(path.join(run.config.root, file), 'utf8'));
    } catch {
      // A file that cannot be read gets no code frame.
    }
  }
  const output = renderTranslations({ report, islands, out: run.out }, run.format, { color: run.color, sources, screen: run.screen });
  return { output: `${output}\n`, code: report.problems.length > 0 ? 1 : 0, warnings: report.warnings ?? [] };
}
