import { escapeData, escapeProperty } from '../../core/report/github.js';
import type { DiffReport } from '../../pipeline/diff/types.js';
import { contentName, countsOf, plural, shownValue, translationLine } from './describe.js';

/**
 * GitHub Actions workflow commands: each changed message or data value becomes a notice on the line that
 * writes it (so the pull request shows, beside the edit, how many pages it reaches), each new gap in the
 * translations a warning, and one notice sums the pages up.
 */
export function formatGithub(report: DiffReport): string {
  const lines = [`::notice title=${escapeProperty('Site diff')}::${escapeData(`${countsOf(report)}${report.content === undefined ? ' (the base has no render record: reach not known)' : ''}`)}`];
  for (const change of report.content ?? []) {
    const { file, line, column } = change.source;
    const where = [`file=${escapeProperty(file)}`, ...(line ? [`line=${line}`] : []), ...(column ? [`col=${column}`] : [])];
    const pages = change.pages.length ? `${plural(change.pages.length, 'page')}: ${change.pages.join(', ')}` : 'no page shows it';
    lines.push(`::notice ${where.join(',')},title=${escapeProperty(`${contentName(change)} changed`)}::${escapeData(`${shownValue(change.before)} → ${shownValue(change.after)}; ${pages}`)}`);
  }
  for (const change of report.translations ?? []) lines.push(`::warning title=${escapeProperty('Translations')}::${escapeData(translationLine(change))}`);
  return `${lines.join('\n')}\n`;
}
