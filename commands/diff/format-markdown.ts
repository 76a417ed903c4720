import path from 'node:path';
import type { DiffReport, PageChange, Screenshots, Shot, WordChange } from '../../pipeline/diff/types.js';
import { bytes, contentName, countsOf, plural, shownValue, sideName, sourceOf, translationLine } from './describe.js';

/**
 * The report for a pull-request comment and a job summary: a headline, what content changed and how many
 * pages show it, then a section per changed page whose details fold away; pages of a locale that changed
 * alike (a shared label changes every page of its locale) share one section.
 */
export function formatMarkdown(report: DiffReport): string {
  const { summary } = report;
  const touched = summary.changed + summary.added + summary.removed;
  const lines = [
    `### Site diff: ${touched ? `${plural(touched, 'page')} ${touched === 1 ? 'changes' : 'change'}` : 'no visible change'}`,
    '',
    `${md(sideName(report.base))} → ${md(sideName(report.head))}. ${md(countsOf(report))}.`,
  ];
  if (report.content === undefined) lines.push('', '_A side has no render record (built before builds wrote one): the reach of each change is not known._');
  if (report.content?.length) {
    lines.push('', '| Changed | Before | After | Pages |', '|---|---|---|---|');
    for (const change of report.content) lines.push(`| ${change.kind} \`${contentName(change)}\` (${md(sourceOf(change))}) | ${cell(shownValue(change.before))} | ${cell(shownValue(change.after))} | ${change.pages.length} |`);
  }
  if (report.translations?.length) lines.push('', '**Translations**', '', ...report.translations.map((change) => `- ${md(translationLine(change))}`));
  if (report.screenshots?.omitted.length) lines.push('', `_Pictured: the first ${plural(new Set(report.screenshots.shots.map((s) => `${s.page}#${s.section}`)).size, 'changed section')}; not pictured: ${report.screenshots.omitted.map(md).join(', ')}._`);
  for (const pages of groupAlike(report.pages)) lines.push('', ...pageSection(pages, report.screenshots));
  return `${lines.join('\n')}\n`;
}

/** Pages of one locale whose changes read the same, in report order, sizes aside. */
function groupAlike(pages: readonly PageChange[]): PageChange[][] {
  const groups = new Map<string, PageChange[]>();
  for (const page of pages) {
    const { file: _file, path: _path, size: _size, ...change } = page;
    const key = JSON.stringify(change);
    groups.set(key, [...(groups.get(key) ?? []), page]);
  }
  return [...groups.values()];
}

function pageSection(pages: readonly PageChange[], screenshots: Screenshots | undefined): string[] {
  const page = pages[0]!;
  const items: string[] = [];
  for (const field of ['title', 'description', 'canonical'] as const) {
    const change = page[field];
    if (change) items.push(`- **${field}**: ${change.before === undefined ? '' : `~~${md(change.before)}~~ → `}${change.after === undefined ? '(removed)' : md(change.after)}`);
  }
  for (const alternate of page.alternates) items.push(`- **alternate ${alternate.hreflang}**: ${md(shownValue(alternate.before))} → ${md(shownValue(alternate.after))}`);
  if (page.order) items.push(`- **sections reordered**: ${page.order.before.join(', ')} → ${page.order.after.join(', ')}`);
  for (const section of page.sections) {
    items.push(`- **#${section.id}**${section.heading ? ` “${md(section.heading)}”` : ''} (${section.status})`);
    for (const words of section.words) items.push(`  - ${wordLine(words)}`);
  }
  for (const link of page.links) items.push(`- **link** “${md(link.text)}” (${link.section}): ${md(link.before ?? '(none)')} → ${md(link.after ?? '(none)')}`);
  for (const image of page.images) items.push(`- **picture** ${md(image.name)} (${image.section}): ${image.before ? (image.after ? 'changed' : 'removed') : 'added'}`);
  const parts = [page.sections.length && plural(page.sections.length, 'section'), page.links.length && plural(page.links.length, 'link'), page.images.length && plural(page.images.length, 'picture')].filter(Boolean);
  const paths = pages.map((p) => `\`${p.path}\``).join(', ');
  const sizes = pages.length === 1 ? [sizeOf(page)] : [`${plural(pages.length, 'page')}`];
  if (pages.length > 1) items.push(...pages.map((p) => `- \`${p.path}\`: ${sizeOf(p)}`));
  for (const shot of screenshots?.shots.filter((s) => pages.some((p) => p.file === s.page)) ?? []) items.push(shotLine(shot, screenshots!.dir));
  return [`#### ${page.status === 'changed' ? '' : `${page.status}: `}${paths} (${page.locale})`, '', `<details><summary>${[...parts, ...sizes].join(' · ')}</summary>`, '', ...items, '', '</details>'];
}

/** Links to a section's pictures at one width, by their path from where the command ran (a workflow uploads the folder). */
function shotLine(shot: Shot, dir: string): string {
  const link = (label: string, file: string | undefined) => file && `[${label}](${[...dir.split(path.sep), file].join('/')})`;
  const links = [link('before', shot.before), link('after', shot.after), link('changed pixels', shot.marks)].filter(Boolean).join(' · ');
  const count = shot.changedPixels === undefined ? '' : ` (${shot.changedPixels.toLocaleString('en-US')} px changed)`;
  return `- **pictures** ${md(`${shot.page}#${shot.section}`)} at ${shot.width} px: ${links}${count}`;
}

/** "7,111 B → 7,113 B brotli (budget 8,192 B)". */
function sizeOf({ size: { before, after, budget } }: PageChange): string {
  return `${before === undefined ? '' : `${bytes(before)} → `}${after === undefined ? '(removed)' : bytes(after)} brotli${budget ? ` (budget ${bytes(budget)})` : ''}`;
}

/** `… words before ~~removed~~ **added** words after …`. */
function wordLine(change: WordChange): string {
  const marks = [change.removed && `~~${md(change.removed)}~~`, change.added && `**${md(change.added)}**`].filter(Boolean).join(' ');
  return [change.context && `…${md(change.context)}`, marks, change.followedBy && `${md(change.followedBy)}…`].filter(Boolean).join(' ');
}

/** Text shown as it is: markdown's and HTML's marks escaped. */
function md(text: string): string {
  return text.replace(/[\\`*_~[\]<>|#]/g, (c) => `\\${c}`);
}

const cell = (text: string) => md(text.length > 80 ? `${text.slice(0, 79)}…` : text);
