import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import pc from 'picocolors';
import { ConfigError } from '../../core/errors/problem.js';
import { listFiles } from '../../core/files.js';
import { renderProblems, type ReportFormat } from '../../core/report/index.js';
import { checkLinks, type LinkCheckResult } from './check-links.js';

export interface CheckLinksRun {
  readonly root: string;
  /** The output folder, relative to the root (or absolute). */
  readonly out: string;
  readonly external: boolean;
  readonly format: ReportFormat;
  readonly color: boolean;
}

/** Checks the links of a built site; the report to print and the exit code (0 clean, 1 broken links). */
export async function showCheckLinks(run: CheckLinksRun): Promise<{ output: string; code: number }> {
  const started = performance.now();
  const outDir = path.resolve(run.root, run.out);
  if (!listFiles(outDir).some((f) => f.endsWith('.html'))) throw new ConfigError('E_SITE_NOT_BUILT', `${run.out}/ holds no HTML pages to check.`);
  const siteUrl = readBaseUrl(run.root);
  const result = await checkLinks({ outDir, root: run.root, external: run.external, ...(siteUrl ? { siteUrl } : {}) });
  const ms = Math.round(performance.now() - started);
  if (result.problems.length > 0 || run.format !== 'text') {
    const output = renderProblems(result.problems, run.format, { color: run.color, sources: new Map() });
    // An empty github report prints nothing; json prints [].
    return { output: output === '' ? output : `${output}\n`, code: result.problems.length > 0 ? 1 : 0 };
  }
  return { output: `${pc.createColors(run.color).green(describeClean(result, run.external, ms))}\n`, code: 0 };
}

/** site.yaml's baseUrl, read leniently: without it the site's absolute links count as outside ones. */
function readBaseUrl(root: string): string | undefined {
  try {
    const site = parse(readFileSync(path.join(root, 'content/site.yaml'), 'utf8')) as { baseUrl?: unknown } | null;
    return typeof site?.baseUrl === 'string' ? site.baseUrl : undefined;
  } catch {
    return undefined;
  }
}

function describeClean(result: LinkCheckResult, external: boolean, ms: number): string {
  const skipped = external || result.skipped === 0 ? '' : `, ${result.skipped} outside links not checked (offline; --external checks them)`;
  return `✔ links ok: ${result.pages} pages, ${result.checked} links checked${skipped} (${ms} ms)`;
}
