import type { ReportFormat } from '../core/report/formats.js';
import { configOf, useColor, type CommandIo } from './io.js';

export interface CheckLinksOptions { root?: string; format: ReportFormat; out: string; external?: boolean }

/** `check-links`: checks the links of the built site; 0 clean, 1 broken links. */
export async function checkLinks(options: CheckLinksOptions, io: CommandIo): Promise<number> {
  const { showCheckLinks } = await import('./check-links/show-links.js');
  const run = await showCheckLinks({ root: configOf(options, io).root, out: options.out, external: Boolean(options.external), format: options.format, color: useColor(io) });
  io.stdout.write(run.output);
  return run.code;
}
