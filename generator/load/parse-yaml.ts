import { LineCounter, parseDocument } from 'yaml';
import { createProblem, type Problem } from '../errors/problem.js';
import type { ErrorCode } from '../errors/catalogue.js';
import { positionAt } from './locate.js';
import type { LoadResult, YamlFile } from './types.js';

/** Aliases may expand to at most this many nodes in a file: content needs few, an attack needs many. */
export const MAX_ALIAS_COUNT = 50;

/** Parses one YAML text, keeping node ranges; never throws for bad input, it reports problems. */
export function parseYaml(file: string, text: string): LoadResult {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false, strict: true });
  const problems: Problem[] = [];
  const report = (code: ErrorCode, message: string, offset: number) =>
    problems.push(createProblem(code, message, positionAt({ file, lineCounter }, offset)));

  for (const error of doc.errors) {
    const code = error.code === 'DUPLICATE_KEY' ? 'E_YAML_DUPLICATE_KEY' : 'E_YAML_SYNTAX';
    report(code, firstLine(error.message), error.pos[0]);
  }
  let value: unknown;
  if (problems.length === 0) {
    try {
      value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    } catch (error) {
      // yaml throws a ReferenceError for alias bombs and for aliases to anchors that are not defined.
      const message = error instanceof Error ? error.message : String(error);
      const code = /alias count/i.test(message) ? 'E_YAML_ALIAS_LIMIT' : 'E_YAML_SYNTAX';
      report(code, code === 'E_YAML_ALIAS_LIMIT' ? `Aliases expand to more than ${MAX_ALIAS_COUNT} nodes` : firstLine(message), 0);
    }
  }
  const parsed: YamlFile = { file, text, doc, lineCounter, value: problems.length ? undefined : value };
  return { file: parsed, problems };
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '').trim();
}
