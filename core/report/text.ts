import { codeFrameColumns } from '@babel/code-frame';
import pc from 'picocolors';
import type { Problem } from '../errors/problem.js';

export interface TextOptions {
  readonly color: boolean;
  /** Source text by file, for the code frame; a problem whose file is absent gets no frame. */
  readonly sources: ReadonlyMap<string, string>;
}

/** `file:line:column  CODE  message`, then the hint and a short code frame, per problem. */
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
  return `${blocks.join('\n\n')}\n\n${renderFailureSummary(problems, options.color)}`;
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
