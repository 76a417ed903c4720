import type { Position } from '../../core/errors/problem.js';
import type { ParsedMessage } from './parse.js';

/**
 * A placeholder renamed in a translation ({paket} for {tier}): one name gone, one name new. Said in the
 * words a maintainer knows, the placeholder and the reference's text, at the placeholder; undefined for
 * any other difference of arguments.
 */
export function describeArgumentChange(key: string, code: string, reference: ParsedMessage, other: ParsedMessage, referenceFile: string): { message: string; position: Position } | undefined {
  const gone = [...reference.args.keys()].filter((name) => !other.args.has(name));
  const added = [...other.args.keys()].filter((name) => !reference.args.has(name));
  if (gone.length !== 1 || added.length !== 1) return undefined;
  const [was, is] = [gone[0]!, added[0]!];
  const message = `Message "${key}" in locale "${code}" has the placeholder {${is}} where ${referenceFile} has {${was}}; a placeholder keeps its English name (only the words around it are translated), so write {${was}}. ${referenceFile}: ${JSON.stringify(reference.entry.source)}`;
  return { message, position: placeholderPosition(other, is) };
}

/** Where `{name` is written in the message, as well as the scalar's style allows; else at the key. */
function placeholderPosition(message: ParsedMessage, name: string): Position {
  const match = new RegExp(`\\{\\s*${name}\\b`).exec(message.entry.source);
  if (!match) return message.entry.keyPosition;
  const before = message.entry.source.slice(0, match.index).split('\n');
  return message.entry.positionIn(before.length, before.at(-1)!.length + 1);
}
