import type { DiffReport, PageChange, WordChange } from '../../pipeline/diff/types.js';
import { bytes, contentName, countsOf, plural, shownValue, sideName, sourceOf, translationLine } from './describe.js';

/** The report for a terminal: the sides and counts, what content changed and its reach, then each changed page. */
export function formatText(report: DiffReport): string {
  const lines = [`diff: ${sideName(report.base)} → ${sideName(report.head)}`, countsOf(report)];
  if (report.content === undefined) lines.push('(a side has no render record: built before builds wrote one; the reach of each change is not known)');
  if (report.content?.length) {
    lines.push('', 'Content changed:');
    for (const change of report.content) lines.push(`  ${change.kind} ${contentName(change)}: ${shownValue(change.before)} → ${shownValue(change.after)} (${sourceOf(change)}) — ${plural(change.pages.length, 'page')}`);
  }
  if (report.translations?.length) {
    lines.push('', 'Translations:');
    for (const change of report.translations) lines.push(`  ${translationLine(change)}`);
  }
  for (const page of report.pages) lines.push('', ...pageLines(page));
  if (report.screenshots) {
    const { dir, shots, omitted } = report.screenshots;
    lines.push('', `Pictures in ${dir}/: ${shots.map((shot) => `${shot.page}#${shot.section} at ${shot.width} px${shot.changedPixels === undefined ? '' : ` (${shot.changedPixels} px changed)`}`).join(', ') || 'none'}`);
    if (omitted.length) lines.push(`Not pictured (over the bound): ${omitted.join(', ')}`);
  }
  return `${lines.join('\n')}\n`;
}

function pageLines(page: PageChange): string[] {
  const lines = [`${page.status} ${page.path} [${page.locale}] (${page.file})`];
  for (const field of ['title', 'description', 'canonical'] as const) {
    const change = page[field];
    if (change) lines.push(`  ${field}: ${shownValue(change.before)} → ${shownValue(change.after)}`);
  }
  for (const alternate of page.alternates) lines.push(`  alternate ${alternate.hreflang}: ${shownValue(alternate.before)} → ${shownValue(alternate.after)}`);
  if (page.order) lines.push(`  sections reordered: ${page.order.before.join(', ')} → ${page.order.after.join(', ')}`);
  for (const section of page.sections) {
    lines.push(`  section ${section.id}${section.heading ? ` "${section.heading}"` : ''} ${section.status}:`);
    for (const words of section.words) lines.push(`    ${wordLine(words)}`);
  }
  for (const link of page.links) lines.push(`  link "${link.text}" (${link.section}): ${link.before ?? '(none)'} → ${link.after ?? '(none)'}`);
  for (const image of page.images) lines.push(`  picture ${image.name} (${image.section}): ${image.before ? image.after ? 'changed' : 'removed' : 'added'}${image.alt ? ` — "${image.alt}"` : ''}`);
  const { before, after, budget } = page.size;
  lines.push(`  size: ${before === undefined ? '' : `${bytes(before)} → `}${after === undefined ? '(removed)' : bytes(after)} brotli${budget ? ` (budget ${bytes(budget)})` : ''}`);
  return lines;
}

/** `… words before [-removed-]{+added+} words after …`, as git's word diff marks them. */
function wordLine(change: WordChange): string {
  const marks = [change.removed && `[-${change.removed}-]`, change.added && `{+${change.added}+}`].filter(Boolean).join('');
  return [change.context && `…${change.context}`, marks, change.followedBy && `${change.followedBy}…`].filter(Boolean).join(' ');
}
