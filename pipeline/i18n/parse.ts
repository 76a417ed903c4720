import { parse, type PluralCategory, type Token } from '@messageformat/parser';
import { createProblem, type Problem } from '../../core/errors/problem.js';
import type { MessageEntry } from './entries.js';

/** The arguments of a message by name, with a coarse type: what another locale must match. */
export type ArgumentSignature = ReadonlyMap<string, ArgumentType>;
export type ArgumentType = 'any' | 'number' | 'date' | 'select';

export interface PluralCategories {
  readonly cardinal: readonly PluralCategory[];
  readonly ordinal: readonly PluralCategory[];
}

export interface ParsedMessage {
  readonly entry: MessageEntry;
  readonly args: ArgumentSignature;
}

/** The reference locale's messages, shown beside a syntax error in another locale: what the message should read like. */
export interface ReferenceTexts {
  readonly file: string;
  readonly sources: ReadonlyMap<string, string>;
}

/** Parses every message, checking plural cases against the locale's categories. */
export function parseMessages(entries: readonly MessageEntry[], plurals: PluralCategories, reference?: ReferenceTexts): { messages: Map<string, ParsedMessage>; problems: Problem[] } {
  const messages = new Map<string, ParsedMessage>();
  const problems: Problem[] = [];
  for (const entry of entries) {
    try {
      const tokens = parse(entry.source, { cardinal: [...plurals.cardinal], ordinal: [...plurals.ordinal], strict: false });
      messages.set(entry.key, { entry, args: collectArguments(tokens) });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      const where = /at line (\d+) col (\d+)/.exec(text);
      const position = where ? entry.positionIn(...skipSpace(entry.source, Number(where[1]), Number(where[2]))) : entry.keyPosition;
      const reason = describeBraces(entry.source) ?? text.split('\n')[0]!.replace(/ at line \d+ col \d+:?$/, '');
      const source = reference?.sources.get(entry.key);
      const shown = source === undefined ? '' : `; in ${reference!.file} it reads ${JSON.stringify(source)}`;
      problems.push(createProblem('E_ICU_SYNTAX', `Message "${entry.key}" is not valid ICU: ${reason}${shown}`, position));
    }
  }
  return { messages, problems };
}

/** Unbalanced braces in words: the parser says only "invalid syntax". Quoted braces ('{') are text. */
function describeBraces(source: string): string | undefined {
  const unquoted = source.replace(/'[{}][^']*'/g, '');
  const opened = (unquoted.match(/\{/g) ?? []).length;
  const closed = (unquoted.match(/\}/g) ?? []).length;
  if (opened > closed) return `a "{" is not closed by "}"`;
  if (closed > opened) return `a "}" closes no "{"`;
  return undefined;
}

/** The parser puts some errors (a plural case it rejects) on the space before the token; move to the token. */
function skipSpace(source: string, line: number, column: number): [number, number] {
  const lines = source.split('\n');
  let index = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + column - 1;
  if (!/\s/.test(source[index] ?? '')) return [line, column];
  while (/\s/.test(source[index] ?? '')) index++;
  if (index >= source.length) return [line, column];
  const before = source.slice(0, index).split('\n');
  return [before.length, before[before.length - 1]!.length + 1];
}

export function collectArguments(tokens: readonly Token[], into = new Map<string, ArgumentType>()): Map<string, ArgumentType> {
  const add = (name: string, type: ArgumentType) => {
    const known = into.get(name);
    if (!known || known === 'any') into.set(name, type);
  };
  for (const token of tokens) {
    switch (token.type) {
      case 'argument':
        add(token.arg, 'any');
        break;
      case 'function':
        add(token.arg, token.key === 'date' || token.key === 'time' ? 'date' : token.key === 'number' ? 'number' : 'any');
        break;
      case 'plural':
      case 'selectordinal':
      case 'select':
        add(token.arg, token.type === 'select' ? 'select' : 'number');
        for (const c of token.cases) collectArguments(c.tokens, into);
        break;
      default:
        break;
    }
  }
  return into;
}

/**
 * Two signatures agree when they name the same arguments with the same types: a plural in one locale and a
 * plain {value} in another would format the same value differently (or as "NaN" when it is text).
 */
const TYPE_NAMES: Readonly<Record<ArgumentType, string>> = { any: 'a plain value', number: 'number', date: 'date', select: 'select' };

export function describeMismatch(reference: ArgumentSignature, other: ArgumentSignature): string | undefined {
  const names = (s: ArgumentSignature) => [...s.keys()].sort().join(', ') || 'none';
  const sameNames = reference.size === other.size && [...reference.keys()].every((k) => other.has(k));
  if (!sameNames) return `takes {${names(other)}} but the reference locale takes {${names(reference)}}`;
  for (const [name, type] of reference) {
    const theirs = other.get(name)!;
    if (type !== theirs) return `uses {${name}} as ${TYPE_NAMES[theirs]} but the reference locale uses it as ${TYPE_NAMES[type]}`;
  }
  return undefined;
}
