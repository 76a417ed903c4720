/**
 * A YAML error on a line whose value is quoted and goes on after its closing quote: a quote inside the
 * text ("Cloud POS "+" e-fiscalization") ended it early. The parser says only "Unexpected scalar at node
 * end"; this names the quote and says how to write the value.
 */
export interface QuoteFinding {
  readonly message: string;
  /** The quote that ended the value. */
  readonly offset: number;
}

export function findEarlyQuote(text: string, errorOffset: number): QuoteFinding | undefined {
  const lineStart = text.lastIndexOf('\n', errorOffset - 1) + 1;
  const lineEnd = text.indexOf('\n', errorOffset) < 0 ? text.length : text.indexOf('\n', errorOffset);
  const line = text.slice(lineStart, lineEnd);
  const opened = /^(\s*(?:- +)?(?:([^\s:#"'][^:#]*?):[ \t]+)?)(["'])/.exec(line);
  if (!opened) return undefined;
  const quote = opened[3]!;
  const close = closingQuote(line, opened[1]!.length + 1, quote);
  if (close < 0) return undefined;
  const rest = line.slice(close + 1).trim();
  // A comment, or a quoted key (`"a b": value`), is not a value cut short.
  if (!rest || rest.startsWith('#') || rest.startsWith(':')) return undefined;
  const value = opened[2] ? `The value of "${opened[2].trim()}"` : 'The value';
  const how = quote === '"' ? 'put it in single quotes, or write each " inside it as \\"' : "write each ' inside it twice ('')";
  return { message: `${value} starts with ${quote} and holds a ${quote} itself, which ends it early: ${rest} is left over; ${how}`, offset: lineStart + close };
}

/** The index of the quote that closes a scalar opened before `from`, or -1: `\"` and `''` do not close. */
function closingQuote(line: string, from: number, quote: string): number {
  for (let i = from; i < line.length; i++) {
    if (quote === '"' && line[i] === '\\') i++;
    else if (line[i] === quote) {
      if (quote === "'" && line[i + 1] === "'") i++;
      else return i;
    }
  }
  return -1;
}
