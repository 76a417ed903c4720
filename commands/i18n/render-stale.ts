import type { Problem } from '../../core/errors/problem.js';
import type { Screen } from '../../core/report/screen.js';
import type { TranslationReport } from './report.js';
import { describeStale } from './stale-warnings.js';

/** Stale translations a screenful lists before it says how many more there are. */
const LISTED_ON_A_SCREEN = 10;

/**
 * The text report's listing of the translations that may be out of date, each with where it is, the reference
 * text now and the translation (the earlier reference text is not kept: content/i18n-sources.yaml holds its
 * hash), and a line when `i18n` updated content/i18n-sources.yaml. Nothing when there is neither.
 */
export function renderStale(report: TranslationReport, screen: Screen | undefined): string[] {
  const blocks: string[] = [];
  const { stale, reference } = report;
  if (stale.length > 0) {
    const shown = screen && !screen.all ? stale.slice(0, LISTED_ON_A_SCREEN) : stale;
    const width = Math.max(reference.length, ...stale.map((s) => s.locale.length));
    const lines = shown.flatMap((s) => [
      `  ${s.locale} ${s.key}  ${s.position.file}:${s.position.line}:${s.position.column}`,
      `    ${`${reference}:`.padEnd(width + 1)} ${oneLine(s.reference)}`,
      `    ${`${s.locale}:`.padEnd(width + 1)} ${oneLine(s.translation)}`,
    ]);
    if (shown.length < stale.length) lines.push(`  … ${stale.length - shown.length} more; ${screen!.seeAll}`);
    blocks.push([`May be out of date: the ${reference} text changed since these were translated. Check each, edit it if needed, then \`i18n confirm <locale> [keys…]\``, ...lines].join('\n'));
  }
  const { sources } = report;
  if (sources?.changed) {
    const what = sources.recorded > 0 ? `${sources.recorded} ${sources.recorded === 1 ? 'translation' : 'translations'} recorded (new, or edited since)` : 'records of messages no longer translated dropped';
    blocks.push(`${sources.file} updated: ${what}; commit it with the messages.`);
  }
  return blocks;
}

/** The json report's part: every stale translation in full, and what `i18n` did to the records. */
export function staleRows(report: TranslationReport): { stale: object[]; sources: object | null } {
  return {
    stale: report.stale.map((s) => ({ locale: s.locale, key: s.key, ...s.position, reference: s.reference, translation: s.translation })),
    sources: report.sources ? { file: report.sources.file, updated: report.sources.changed, recorded: report.sources.recorded } : null,
  };
}

export function staleWarnings(report: TranslationReport): Problem[] {
  return describeStale(report.stale, report.reference);
}

/** A message on one line of a listing: its line breaks as ⏎, cut after 120 characters. */
function oneLine(text: string): string {
  const flat = text.replace(/\n/g, ' ⏎ ');
  return flat.length > 120 ? `${flat.slice(0, 119)}…` : flat;
}
