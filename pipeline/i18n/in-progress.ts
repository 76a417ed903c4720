import { FALLBACK_END, FALLBACK_START, type Catalogue, type MessageValues } from '../../core/messages.js';
import { createProblem, type Problem } from '../../core/errors/problem.js';

/** The problems that are only a gap of a translation: a message not translated yet (`i18n` also finds those that read as in the reference), or missing. */
const GAP_CODES: ReadonlySet<string> = new Set(['E_UNTRANSLATED', 'E_SAME_AS_REFERENCE', 'E_MISSING_MESSAGE']);

/**
 * A locale in progress (site.yaml `status: in-progress`) may have gaps: they are one warning per locale
 * instead of an error per message, so the rest of the site validates and builds. Every other problem of its
 * file stays an error. `files` names the message file of each locale in progress.
 */
export function settleLocalesInProgress(problems: readonly Problem[], files: ReadonlyMap<string, string>, total: number): { problems: Problem[]; warnings: Problem[] } {
  const gaps = new Map<string, Problem[]>();
  const kept: Problem[] = [];
  for (const problem of problems) {
    const code = GAP_CODES.has(problem.code) ? files.get(problem.position.file) : undefined;
    if (code === undefined) kept.push(problem);
    else gaps.set(code, [...(gaps.get(code) ?? []), problem]);
  }
  const warnings = [...gaps].map(([code, found]) => {
    const untranslated = found.filter((p) => p.code === 'E_UNTRANSLATED').length;
    const missing = found.filter((p) => p.code === 'E_MISSING_MESSAGE').length;
    const same = found.length - untranslated - missing;
    const first = [...found].sort((a, b) => a.position.line - b.position.line)[0]!;
    const parts = [untranslated ? `${untranslated} marked untranslated` : '', same ? `${same} as in the reference` : '', missing ? `${missing} missing` : ''].filter(Boolean).join(', ');
    return createProblem('W_LOCALE_IN_PROGRESS', `Locale "${code}" is in progress: ${found.length} of ${total} messages are not translated yet (${parts}), the first at line ${first.position.line}; the build leaves the locale out`, first.position);
  });
  return { problems: kept, warnings };
}

/**
 * The catalogue of a locale in progress: its own messages, and for each gap the reference locale's, marked
 * (FALLBACK_START … FALLBACK_END) so the dev server can show which texts are not translated yet.
 */
export function withReferenceFallback(own: Catalogue, reference: Catalogue, gaps: ReadonlySet<string>): Catalogue {
  return Object.freeze({
    lang: own.lang,
    keys: reference.keys,
    has: (key: string) => reference.has(key),
    source: (key: string) => (gaps.has(key) ? reference.source(key) : own.source(key)),
    format: (key: string, values?: MessageValues) => (gaps.has(key) ? `${FALLBACK_START}${reference.format(key, values)}${FALLBACK_END}` : own.format(key, values)),
    gaps,
  });
}
