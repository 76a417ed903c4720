import type { ReportFormat } from '../core/report/formats.js';
import { configOf, useColor, type CommandIo } from './io.js';
import { screenOf, SEE_ALL } from './screen.js';
import { printWarnings } from './warnings.js';

export interface I18nOptions { root?: string; format: ReportFormat; out: string; all?: boolean }

/** `i18n`: the translation report per locale; 0 clean, 1 when any locale has a problem (a locale in progress has warnings instead). */
export async function i18n(options: I18nOptions, io: CommandIo): Promise<number> {
  const { showTranslations } = await import('./i18n/show-i18n.js');
  const run = showTranslations({ config: configOf(options, io), out: options.out, format: options.format, color: useColor(io), screen: screenOf(io, options.all ?? false, SEE_ALL.again) });
  io.stdout.write(run.output);
  printWarnings(io, run.warnings, options.format);
  return run.code;
}
