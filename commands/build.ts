import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BuildResult } from '../engine/build.js';
import type { ReportFormat } from '../core/report/formats.js';
import { OutputError, UsageError } from '../core/errors/problem.js';
import { apiBaseOverride, configOf, EXIT, green, type CommandIo } from './io.js';
import { reportingProblems } from './report-problems.js';
import { screenOf, SEE_ALL } from './screen.js';
import { detectTarget, warnOfSameOriginForms } from './build-target.js';
import type { BuildTarget } from '../core/hosts.js';
import { printWarnings } from './warnings.js';

export interface BuildOptions { root?: string; format: ReportFormat; out: string; target?: BuildTarget; renderRecord?: string }

/**
 * `build`: validates, then renders every page and writes the site atomically; 0 built, 1 content problems. A
 * build for a static host whose forms would post to it prints W_FORMS_SAME_ORIGIN (build-target.ts).
 */
export async function build(options: BuildOptions, io: CommandIo): Promise<number> {
  const started = performance.now();
  const config = configOf(options, io);
  const target = options.target ?? detectTarget(io.env);
  const apiBase = apiBaseOverride(io);
  const renderRecord = recordOutsideOutput(config.root, options);
  let result: BuildResult | undefined;
  let code: number;
  try {
    code = await reportingProblems(config, options.format, io, screenOf(io, false, SEE_ALL.validate), async () => {
      // Loaded on demand: React, Vite and the page tree cost seconds that `validate` should not pay. React
      // picks its build when first loaded; the production one renders three to five times faster.
      process.env.NODE_ENV ??= 'production';
      const { buildSite } = await import('../engine/build.js');
      result = await buildSite(config, { outDir: options.out, ...apiBase, target, ...(renderRecord !== undefined && { renderRecord }) });
    });
  } catch (error) {
    // A full disk: one line, and the build did not happen (exit 1); the previous site is untouched.
    if (!(error instanceof OutputError)) throw error;
    io.stderr.write(`${error.code}: ${error.message} ${error.hint}\n`);
    return EXIT.content;
  }
  const warning = result && warnOfSameOriginForms({ target, formPages: result.formPages, apiBase: result.apiBase, siteBaseUrl: result.content.site.baseUrl, apiBaseChosen: apiBase.apiBaseUrl !== undefined });
  if (warning) io.stderr.write(`${warning}\n`);
  if (result) printWarnings(io, result.content.warnings, options.format);
  if (result && options.format === 'text') {
    const pages = result.pages.length;
    const ms = Math.round(performance.now() - started);
    const where = path.relative(io.cwd, result.outDir) || '.';
    io.stdout.write(`${green(io, `✔ built ${pages} pages, ${result.fileCount} files into ${where}/ (${result.written.written} written, ${result.written.unchanged} unchanged${result.written.removed ? `, ${result.written.removed} removed` : ''}; build ${result.build.id}, ${ms} ms)`)}\n`);
  }
  return code;
}

/** `--render-record`'s file, refused inside the output folder: what is there gets published, and the record is not the site's. */
function recordOutsideOutput(root: string, options: BuildOptions): string | undefined {
  if (options.renderRecord === undefined) return undefined;
  const inOutput = path.relative(path.resolve(root, options.out), path.resolve(root, options.renderRecord));
  if (!inOutput.startsWith('..') && !path.isAbsolute(inOutput)) throw new UsageError(`--render-record ${options.renderRecord} is inside the output folder (${options.out}), which is what a host publishes; write the record elsewhere, such as beside it.`);
  return options.renderRecord;
}
