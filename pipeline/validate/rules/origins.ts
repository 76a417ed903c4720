import type { Problem } from '../../../core/errors/problem.js';
import type { DataPath } from '../../load/types.js';
import { problemAt, type RuleContext } from './context.js';

/** What the schema's pattern lets through: scheme, then anything up to the first slash. */
const SCHEMA_SHAPE = /^https?:\/\/[^/]+$/;

/**
 * `baseUrl` (and `api.baseUrl` when set) is a bare origin: every canonical URL, hreflang link and sitemap
 * entry starts with it, so credentials, a query or a fragment would end up in all of them.
 */
export function checkOrigins({ site }: RuleContext): Problem[] {
  if (!site) return [];
  const checks: [string, DataPath][] = [[site.data.baseUrl, ['baseUrl']]];
  if (site.data.api.baseUrl) checks.push([site.data.api.baseUrl, ['api', 'baseUrl']]);
  const problems: Problem[] = [];
  for (const [value, path] of checks) {
    // Other shapes are the schema's to report.
    if (!SCHEMA_SHAPE.test(value)) continue;
    const reason = describeExtras(value);
    if (reason) problems.push(problemAt('E_BASE_URL', `${path.join('.')} "${value}" is not a bare origin: ${reason}`, site.file, path));
  }
  return problems;
}

function describeExtras(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'it is not a URL';
  }
  if (url.origin === value) return undefined;
  const extras = [
    (url.username || url.password) && 'credentials',
    url.search && 'a query',
    url.hash && 'a fragment',
    value.endsWith('?') && !url.search && 'an empty query',
    value.endsWith('#') && !url.hash && 'an empty fragment',
  ].filter(Boolean);
  const write = `; write ${url.origin}`;
  return extras.length ? `it has ${extras.join(', ')}${write}` : `it is written differently from its origin${write}`;
}
