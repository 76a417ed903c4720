import { codeFrameColumns } from '@babel/code-frame';
import pc from 'picocolors';
import type { Problem } from '../errors/problem.js';
import { countRows, type Screen } from './screen.js';
import { renderProblemSummary } from './summary.js';

export interface TextOptions {
  readonly color: boolean;
  /** Source text by file, for the code frame; a problem whose file is absent gets no frame. */
  readonly sources: ReadonlyMap<string, string>;
  /** The screen the report is for; without one every problem is printed and no summary (the dev overlay scrolls). */
  readonly screen?: Screen;
}

/**
 * `file:line:column  CODE  message`, then the hint and a short code frame, per problem, and the count last.
 * A report that would not fit its screen starts with the summary by file and code and shows the problems
 * that fit with it, then a line saying how many more there are and how to see them.
 */
export function renderText(problems: readonly Problem[], options: TextOptions): string {
  const c = pc.createColors(options.color);
  const blocks = problems.map((p) => {
    const { file, line, column } = p.position;
    const head = `${c.cyan(`${file}:${line}:${column}`)}  ${c.red(c.bold(p.code))}  ${p.message}`;
    const hint = `  ${c.dim('hint:')} ${p.hint}`;
    const source = options.sources.get(file);
    const frame = source === undefined ? '' : `\n${indent(codeFrameColumns(source, { start: { line, column } }, { highlightCode: options.color, forceColor: options.color, linesAbove: 1, linesBelow: 1 }))}`;
    return `${head}\n${hint}${frame}`;
  });
  const total = renderFailureSummary(problems, options.color);
  const whole = `${blocks.join('\n\n')}\n\n${total}`;
  const { screen } = options;
  // One row stays for the shell's prompt.
  if (!screen || countRows(whole, screen.columns) < screen.rows) return whole;
  const summary = renderProblemSummary(problems, options.color, screen.all ? Infinity : Math.max(3, Math.floor(screen.rows / 3)));
  const shown = screen.all ? blocks : pickBlocks(problems, blocks, screen.rows - 1 - countRows(summary, screen.columns) - 3, screen.columns);
  const more = blocks.length - shown.length;
  if (more === 0) return `${summary}\n\n${whole}`;
  const moreLine = `… ${more} more problem${more === 1 ? '' : 's'} not shown; ${screen.seeAll}`;
  return `${summary}\n\n${shown.join('\n\n')}\n\n${moreLine}\n${total}`;
}

/**
 * The blocks that fit in `rows`, each with the blank row after it, in report order; at least one, however
 * tall. The first problem of each file and code comes before the rest, so one broken layout is not hidden
 * behind hundreds of untranslated messages that sort before it.
 */
function pickBlocks(problems: readonly Problem[], blocks: readonly string[], rows: number, columns: number | undefined): string[] {
  const kinds = new Set<string>();
  const firsts: number[] = [];
  const rest: number[] = [];
  problems.forEach((p, i) => {
    const kind = `${p.position.file}\0${p.code}`;
    if (kinds.has(kind)) rest.push(i);
    else (kinds.add(kind), firsts.push(i));
  });
  const picked: number[] = [];
  let left = rows;
  for (const i of [...firsts, ...rest]) {
    const needs = countRows(blocks[i]!, columns) + 1;
    if (picked.length > 0 && needs > left) break;
    picked.push(i);
    left -= needs;
  }
  return picked.sort((a, b) => a - b).map((i) => blocks[i]!);
}

export function renderFailureSummary(problems: readonly Problem[], color: boolean): string {
  const c = pc.createColors(color);
  const files = new Set(problems.map((p) => p.position.file)).size;
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return c.red(`✖ ${count} in ${files} file${files === 1 ? '' : 's'}`);
}

function indent(text: string): string {
  return text.split('\n').map((l) => `    ${l}`).join('\n');
}
