/**
 * Text from the outbox as a terminal may show it: what a visitor, a relay or a foreign file wrote can carry
 * control characters (ESC, BEL, CSI…) that would retitle, recolour or rewrite an operator's terminal, and
 * bidirectional controls that reverse what is shown. `cli outbox` prints every such character as a visible
 * escape instead: `\x1b`, `\x07`, `\x9b`, `\u202e`. A backslash stays as it is.
 */

/** C0 and C1 controls, DEL, the line and paragraph separators, bidirectional embeddings, overrides and isolates. */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/** The same, but line ends and tabs kept: for a message's text, which has lines. */
const INVISIBLE_IN_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** One line: no control character of any kind survives. */
export function visibleLine(text: string): string {
  return text.replace(INVISIBLE, escapeOf);
}

/** Lines: LF and TAB kept, every other control shown as an escape (a CR too, unless it ends a line). */
export function visibleText(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(INVISIBLE_IN_TEXT, escapeOf);
}

function escapeOf(character: string): string {
  const code = character.codePointAt(0)!;
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}
