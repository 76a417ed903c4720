import pc from 'picocolors';
import type { IslandBytes } from './island-bytes.js';
import type { LocaleReport, TranslationReport } from './report.js';
import { renderStale, staleRows, staleWarnings } from './render-stale.js';
import { renderGithub } from '../../core/report/github.js';
import type { ReportFormat } from '../../core/report/index.js';
import { problemRows } from '../../core/report/json.js';
import { countRows } from '../../core/report/screen.js';
import { renderText, type TextOptions } from '../../core/report/text.js';

export interface TranslationsView {
  readonly report: TranslationReport;
  /** Undefined when the output folder holds no build. */
  readonly islands: readonly IslandBytes[] | undefined;
  /** The output folder as shown to the reader (dist). */
  readonly out: string;
}

/**
 * `text`: a table per locale, the translations that may be out of date, the island bytes, then the problems
 * as `validate` prints them, in the rows of the screen the tables leave. `json`: one object with the same
 * figures, every problem as rows and every stale translation. `github`: the tables, then one annotation per
 * problem and one warning per stale translation.
 */
export function renderTranslations(view: TranslationsView, format: ReportFormat, options: TextOptions): string {
  const { report } = view;
  if (format === 'json') return JSON.stringify({ reference: report.reference, locales: report.locales, islands: view.islands ?? null, problems: problemRows(report.problems), ...staleRows(report) }, null, 2);
  const c = pc.createColors(options.color);
  const tables = [renderLocaleTable(report), ...renderStale(report, options.screen), renderIslandTable(view)].join('\n\n');
  const { problems } = report;
  if (format === 'github') return [tables, renderGithub(problems), renderGithub(staleWarnings(report), 'warning')].filter(Boolean).join('\n');
  if (problems.length > 0) {
    const { screen } = options;
    const below = screen && { ...screen, rows: screen.rows - countRows(tables, screen.columns) - 1 };
    return `${tables}\n\n${renderText(problems, { ...options, screen: below })}`;
  }
  // A locale in progress is not complete, though its gaps are warnings (printed on stderr), not problems.
  const inProgress = (report.warnings ?? []).map((w) => w.position.file.replace(/^.*\//, '').replace(/\.yaml$/, ''));
  // The last line is what a screen still shows: it names the stale translations whatever else it says.
  const stale = report.stale.length > 0 ? `${report.stale.length} ${report.stale.length === 1 ? 'translation' : 'translations'} may be out of date (listed above)` : '';
  if (inProgress.length > 0) return `${tables}\n\n${c.yellow(`! ${report.locales.length - inProgress.length} of ${report.locales.length} locales translated; in progress: ${inProgress.join(', ')} (W_LOCALE_IN_PROGRESS, on stderr)${stale ? `; ${stale}` : ''}`)}`;
  const complete = `${report.locales.length} locales, every message translated`;
  if (stale) return `${tables}\n\n${c.yellow(`! ${complete}, but ${stale}`)}`;
  return `${tables}\n\n${c.green(`✔ translations complete: ${complete}`)}`;
}

/** Name, value, and whether it applies to the reference locale (it is not compared with itself). */
const LOCALE_COLUMNS: readonly [string, (l: LocaleReport) => number, boolean][] = [
  ['keys', (l) => l.keys, true],
  ['missing', (l) => l.missing, false],
  ['extra', (l) => l.extra, false],
  ['arguments', (l) => l.argumentMismatches, false],
  ['ICU errors', (l) => l.syntaxErrors, true],
  ['untranslated', (l) => l.untranslated, true],
  ['same as ref.', (l) => l.sameAsReference, false],
  ['allowed same', (l) => l.allowedSame, false],
  ['stale', (l) => l.stale, false],
];

function renderLocaleTable(report: TranslationReport): string {
  const rows = report.locales.map((l) => [
    l.reference ? `${l.code} (reference)` : l.code,
    ...LOCALE_COLUMNS.map(([, value, ofReference]) => (l.reference && !ofReference ? '–' : String(value(l)))),
  ]);
  return `Translations (reference locale: ${report.reference})\n${table(['locale', ...LOCALE_COLUMNS.map(([name]) => name)], rows)}`;
}

function renderIslandTable(view: TranslationsView): string {
  if (!view.islands) return `Island bytes: ${view.out}/ holds no build; run \`npm run build\` first to measure them.`;
  if (view.islands.length === 0) return `Island bytes: the pages in ${view.out}/ have no islands.`;
  const codes = view.report.locales.map((l) => l.code);
  const rows = view.islands.map((i) => [`${i.route} #${i.id} (${i.island})`, ...codes.map((code) => (i.bytes[code] === undefined ? '–' : String(i.bytes[code])))]);
  return `Brotli bytes of each island's texts per locale (from ${view.out}/)\n${table(['island', ...codes], rows)}`;
}

/** Left-aligned first column, right-aligned numbers, two spaces between columns. */
function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ').trimEnd();
  return [line(head), ...rows.map(line)].join('\n');
}
