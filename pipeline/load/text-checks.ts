import { isCollection, isPair, isScalar, visit, type Document, type Node } from 'yaml';

/** Deeper than any content needs (the messages nest five levels); bounded so no stage can run out of stack. */
export const MAX_NESTING_DEPTH = 32;

/**
 * Control characters other than tab and newline (C0, DEL, C1). A carriage return is allowed only as part of
 * a CRLF line end. Text values hold none of them: they are invisible, break pages and mail headers.
 */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r(?!\n)/u;
/** YAML double-quoted escapes that write a control character. */
const CONTROL_ESCAPE = /\\(?:[0abvfreN]|x(?:[01][0-9a-fA-F]|7[fF]|[89][0-9a-fA-F])|u(?:00[01][0-9a-fA-F]|007[fF]|008[0-9a-fA-F]|009[0-9a-fA-F]))/u;

export interface Finding {
  readonly offset: number;
  readonly message: string;
}

/** The first byte sequence that is not UTF-8, as an offset into the text decoded up to it. */
export function findInvalidUtf8(bytes: Uint8Array): Finding | undefined {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return undefined;
  } catch {
    // Binary search for the longest valid prefix would miss sequences split at the cut; a linear scan does not.
    let i = 0;
    while (i < bytes.length) {
      const length = sequenceLength(bytes, i);
      if (length === 0) {
        const prefix = new TextDecoder('utf-8').decode(bytes.subarray(0, i));
        const hex = Array.from(bytes.subarray(i, Math.min(i + 4, bytes.length)), (b) => b.toString(16).padStart(2, '0')).join(' ');
        return { offset: prefix.length, message: `The file is not valid UTF-8: bytes ${hex} at byte ${i} are not a UTF-8 character` };
      }
      i += length;
    }
    return undefined;
  }
}

/** Length of the valid UTF-8 sequence at i, or 0 (RFC 3629: no overlongs, no surrogates, at most U+10FFFF). */
function sequenceLength(b: Uint8Array, i: number): number {
  const c = b[i]!;
  const cont = (k: number) => i + k < b.length && (b[i + k]! & 0xc0) === 0x80;
  if (c < 0x80) return 1;
  if (c >= 0xc2 && c <= 0xdf) return cont(1) ? 2 : 0;
  if (c >= 0xe0 && c <= 0xef) {
    const second = b[i + 1] ?? 0;
    if ((c === 0xe0 && second < 0xa0) || (c === 0xed && second > 0x9f)) return 0;
    return cont(1) && cont(2) ? 3 : 0;
  }
  if (c >= 0xf0 && c <= 0xf4) {
    const second = b[i + 1] ?? 0;
    if ((c === 0xf0 && second < 0x90) || (c === 0xf4 && second > 0x8f)) return 0;
    return cont(1) && cont(2) && cont(3) ? 4 : 0;
  }
  return 0;
}

/** A control character written into the text itself (anywhere, comments too): one finding, the first. */
export function findRawControl(text: string): Finding | undefined {
  const match = CONTROL.exec(text);
  return match ? { offset: match.index, message: `The file contains the control character ${describe(match[0])}` } : undefined;
}

/** Scalars (values and keys) whose value holds a control character written as an escape ("\0", "\x07"). */
export function findEscapedControls(doc: Document, text: string): Finding[] {
  const findings: Finding[] = [];
  visit(doc, {
    Scalar(_, node) {
      if (typeof node.value !== 'string' || !node.range) return;
      const bad = CONTROL.exec(node.value.replace(/\r\n/g, '\n'));
      if (!bad) return;
      const source = text.slice(node.range[0], node.range[1]);
      const escape = CONTROL_ESCAPE.exec(source);
      const at = escape ? node.range[0] + escape.index : node.range[0];
      findings.push({ offset: at, message: `The text ${JSON.stringify(truncate(node.value))} contains the control character ${describe(bad[0])}` });
    },
  });
  return findings;
}

/** The first node nested deeper than MAX_NESTING_DEPTH, found without recursion. */
export function findTooDeep(doc: Document): Finding | undefined {
  const stack: { node: unknown; depth: number }[] = [{ node: doc.contents, depth: 1 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (!isCollection(node)) continue;
    if (depth > MAX_NESTING_DEPTH) {
      return { offset: (node as Node).range?.[0] ?? 0, message: `Values are nested more than ${MAX_NESTING_DEPTH} levels deep` };
    }
    for (const item of node.items) {
      if (isPair(item)) stack.push({ node: item.value, depth: depth + 1 });
      else if (!isScalar(item)) stack.push({ node: item, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * Where flow collections ([ and {) first nest deeper than the bound, counting the file's own map as the first
 * level: the place to report when the parser itself ran out of stack. Quotes and comments are skipped.
 */
export function findDeepFlow(text: string): Finding | undefined {
  let depth = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'") {
      for (i++; i < text.length && text[i] !== c; i++) if (c === '"' && text[i] === '\\') i++;
    } else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]!))) {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '[' || c === '{') {
      if (++depth > MAX_NESTING_DEPTH) return { offset: i, message: `Values are nested more than ${MAX_NESTING_DEPTH} levels deep` };
    } else if ((c === ']' || c === '}') && depth > 1) depth--;
  }
  return undefined;
}

/**
 * Where block collections (indented mappings and `- ` sequences) first nest deeper than the bound, counting
 * the file's own map as the first level, as findTooDeep counts: the start of the first key or item of the
 * collection one level too deep. Read from the indentation alone, for when the parser ran out of stack.
 * Blank lines, comments and the lines of block scalars (`|`, `>`) are skipped.
 */
export function findDeepBlock(text: string): Finding | undefined {
  const indents: number[] = [];
  let scalarAbove: number | undefined;
  let keyAbove = false;
  let offset = 0;
  for (const line of text.split('\n')) {
    const start = offset;
    offset += line.length + 1;
    const indent = /^ */.exec(line)![0].length;
    const content = line.slice(indent).replace(/\r$/, '');
    if (content === '' || content.startsWith('#')) continue;
    if (scalarAbove !== undefined && indent > scalarAbove) continue;
    scalarAbove = undefined;
    // Each `- ` opens a sequence item, one level more, its content one column further in.
    let column = indent;
    let rest = content;
    // A sequence may sit at the column of the key it is the value of (`k:` then `- a` below it): one level in.
    const underKey = keyAbove && rest.startsWith('-') && indents.at(-1) === column;
    keyAbove = /:\s*(#.*)?$/.test(rest);
    for (let first = true; ; first = false) {
      while (indents.length > 0 && indents.at(-1)! >= column && !(first && underKey && indents.at(-1) === column)) indents.pop();
      indents.push(column);
      if (indents.length > MAX_NESTING_DEPTH) return { offset: start + column, message: `Values are nested more than ${MAX_NESTING_DEPTH} levels deep` };
      const dash = /^-( +|$)/.exec(rest);
      if (!dash) break;
      column += dash[0].length;
      rest = rest.slice(dash[0].length);
      if (rest === '') break;
    }
    if (/[|>][+-]?\d*\s*(#.*)?$/.test(rest) && /:\s+[|>]|^[|>]/.test(rest)) scalarAbove = indent;
  }
  return undefined;
}

function describe(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

function truncate(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
