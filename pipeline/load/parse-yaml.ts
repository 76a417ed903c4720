import { LineCounter, parseDocument, visit, type Alias, type Document } from 'yaml';
import { createProblem, type Problem } from '../../core/errors/problem.js';
import type { ErrorCode } from '../../core/errors/catalogue.js';
import { positionAt } from './locate.js';
import type { LoadResult, YamlFile } from './types.js';
import { findStringLeaves } from './string-leaves.js';
import { findEarlyQuote } from './quotes.js';
import { findDeepBlock, findDeepFlow, findEscapedControls, findRawControl, findTooDeep, type Finding } from './text-checks.js';

/** Aliases may expand to at most this many nodes in a file: content needs few, an attack needs many. */
export const MAX_ALIAS_COUNT = 50;

/** How every YAML text is parsed. */
export const PARSE_OPTIONS = { uniqueKeys: true, prettyErrors: false, strict: true } as const;

/** Parses one YAML text, keeping node ranges; never throws for bad input, it reports problems. */
export function parseYaml(file: string, text: string): LoadResult {
  const lineCounter = countLines(text);
  const doc = parseDocument(text, PARSE_OPTIONS);
  const problems: Problem[] = [];
  const report = (code: ErrorCode, message: string, offset: number) =>
    problems.push(createProblem(code, message, positionAt({ file, lineCounter }, offset)));

  const quotedLines = new Set<number>();
  for (const error of doc.errors) {
    // The parser recurses per level; a document nested thousands deep overflows its stack.
    if (/maximum call stack/i.test(error.message)) {
      const deep = firstOf(findDeepFlow(text), findDeepBlock(text));
      report('E_NESTING_TOO_DEEP', deep?.message ?? 'Values are nested too deeply for the parser to follow', deep?.offset ?? error.pos[0]);
      continue;
    }
    const quote = error.code === 'DUPLICATE_KEY' ? undefined : findEarlyQuote(text, error.pos[0]);
    if (quote) {
      // One quote, one problem: the parser may stumble more than once on the rest of the line.
      const line = lineCounter.linePos(quote.offset).line;
      if (!quotedLines.has(line)) report('E_YAML_QUOTES', quote.message, quote.offset);
      quotedLines.add(line);
      continue;
    }
    report(error.code === 'DUPLICATE_KEY' ? 'E_YAML_DUPLICATE_KEY' : 'E_YAML_SYNTAX', firstLine(error.message), skipIndentation(text, error.pos[0]));
  }
  for (const warning of doc.warnings) report('E_YAML_WARNING', firstLine(warning.message), warning.pos[0]);
  const raw = findRawControl(text);
  if (raw) report('E_CONTROL_CHARACTER', raw.message, raw.offset);
  else if (doc.errors.length === 0) for (const found of findEscapedControls(doc, text)) report('E_CONTROL_CHARACTER', found.message, found.offset);
  const deep = doc.errors.length === 0 ? findTooDeep(doc) : undefined;
  if (deep) report('E_NESTING_TOO_DEEP', deep.message, deep.offset);
  let value: unknown;
  if (!problems.some(isStructural)) {
    try {
      value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    } catch (error) {
      // yaml throws a ReferenceError for alias bombs and for aliases to anchors that are not defined.
      const message = error instanceof Error ? error.message : String(error);
      const code = /alias count/i.test(message) ? 'E_YAML_ALIAS_LIMIT' : 'E_YAML_SYNTAX';
      const alias = findAlias(doc, code === 'E_YAML_ALIAS_LIMIT' ? undefined : /: *(\S+)$/.exec(firstLine(message))?.[1]);
      report(code, code === 'E_YAML_ALIAS_LIMIT' ? `Aliases expand to more than ${MAX_ALIAS_COUNT} nodes` : firstLine(message), alias?.range?.[0] ?? 0);
    }
  }
  // A file with structural problems has no value and nothing of it is read further (its document may be too deep to walk).
  const usable = !problems.some(isStructural);
  const parsed: YamlFile = { file, text, doc, lineCounter, value: usable ? value : undefined, stringLeaves: usable ? findStringLeaves(doc) : [] };
  return { file: parsed, problems };
}

/** The finding that comes first in the text. */
function firstOf(...findings: (Finding | undefined)[]): Finding | undefined {
  return findings.filter((f): f is Finding => f !== undefined).sort((a, b) => a.offset - b.offset)[0];
}

/** Problems that leave no usable value; text and tag problems are reported and the file is checked on. */
const STRUCTURAL = new Set<ErrorCode>(['E_YAML_SYNTAX', 'E_YAML_QUOTES', 'E_YAML_DUPLICATE_KEY', 'E_NESTING_TOO_DEEP', 'E_YAML_ALIAS_LIMIT']);
const isStructural = (problem: Problem) => STRUCTURAL.has(problem.code);

/**
 * Line starts taken from the text itself. The parser's own count (the lineCounter option) misses the
 * newlines inside tokens it cannot place, so after some syntax errors every later position was wrong.
 */
export function countLines(text: string): LineCounter {
  const counter = new LineCounter();
  counter.addNewLine(0);
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) counter.addNewLine(i + 1);
  return counter;
}

/** The first alias (*name) of the document, or the first one to `name`: where an alias error is. */
function findAlias(doc: Document, name?: string): Alias | undefined {
  let found: Alias | undefined;
  visit(doc, {
    Alias(_, node) {
      if (name !== undefined && node.source !== name) return undefined;
      found = node;
      return visit.BREAK;
    },
  });
  return found;
}

/** yaml places some errors (a bad indentation) where a line's indentation starts; point at the token instead. */
function skipIndentation(text: string, offset: number): number {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  if (!/^ *$/.test(text.slice(lineStart, offset))) return offset;
  let token = offset;
  while (text[token] === ' ') token++;
  return token < text.length && text[token] !== '\n' && text[token] !== '\r' ? token : offset;
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '').trim();
}
