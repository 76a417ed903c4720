import path from 'node:path';
import type { ResolvedConfig } from '../core/config.js';
import { ContentProblems } from '../core/errors/problem.js';
import type { ReportFormat } from '../core/report/formats.js';
import type { Screen } from '../core/report/screen.js';
import { EXIT, readSource, useColor, type CommandIo } from './io.js';

/**
 * Runs a content-consuming step; on content problems prints them in the chosen format and returns exit 1.
 * Text fits `screen` (a summary first when it would not); json and github always carry every problem.
 */
export async function reportingProblems(config: ResolvedConfig, format: ReportFormat, io: CommandIo, screen: Screen, step: () => Promise<void> | void): Promise<number> {
  try {
    await step();
    return EXIT.ok;
  } catch (error) {
    if (!(error instanceof ContentProblems)) throw error;
    const { renderProblems } = await import('../core/report/index.js');
    const sources = new Map<string, string>();
    for (const p of error.problems) {
      if (sources.has(p.position.file)) continue;
      // A file that cannot be read (E_FILE_MISSING, E_FILE_READ) gets no code frame.
      const source = readSource(path.join(config.root, p.position.file));
      if (source !== undefined) sources.set(p.position.file, source);
    }
    io.stdout.write(`${renderProblems(error.problems, format, { color: useColor(io), sources, screen })}\n`);
    return EXIT.content;
  }
}
