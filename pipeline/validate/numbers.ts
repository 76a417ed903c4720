import { createProblem, type Problem } from '../../core/errors/problem.js';
import { locate } from '../load/locate.js';
import type { DataPath, YamlFile } from '../load/types.js';

/** How a number is written in the maintainers' countries (19,5) or on a price tag (19 EUR, €19). */
const DECIMAL_COMMA = /^-?\d+,\d+$/;

/** A text where the schema wants a number: say how to write it, naming the decimal comma when it is one. */
export function describeTextForNumber(file: YamlFile, dataPath: DataPath, where: string, text: string, whole: boolean): Problem {
  const position = locate(file, dataPath);
  if (DECIMAL_COMMA.test(text.trim())) {
    return createProblem('E_NUMBER_FORMAT', `${where} is ${text.trim()}, written with a decimal comma; write ${text.trim().replace(',', '.')} (a decimal point)`, position);
  }
  if (/^-?\d+(?:\.\d+)?$/.test(text)) {
    return createProblem('E_NUMBER_FORMAT', `${where} is ${text} in quotes, which makes it text; write ${text} without quotes`, position);
  }
  const digits = /-?\d+(?:[.,]\d+)?/.exec(text)?.[0];
  const suggestion = digits ? `write ${digits.replace(',', '.')}` : whole ? 'write a whole number such as 2' : 'write a number such as 19.5';
  const form = whole ? 'digits only' : 'digits and a decimal point only';
  return createProblem('E_NUMBER_FORMAT', `${where} is ${JSON.stringify(text)}, which is not a number; ${suggestion}: ${form}, no currency or unit`, position);
}

/**
 * In a flow map (`{ price: 19,5 }`) a decimal comma splits the number: YAML reads `price: 19` and a field
 * named `5`. Given such an unknown field, finds the number before it on the same line.
 */
export function findSplitNumber(file: YamlFile, dataPath: DataPath, key: string, describe: (path: DataPath) => string): Problem | undefined {
  if (!/^\d+$/.test(key)) return undefined;
  const at = locate(file, [...dataPath, key], 'key');
  const before = (file.text.split('\n')[at.line - 1] ?? '').slice(0, at.column - 1);
  const split = /([A-Za-z_]\w*)\s*:\s*(-?\d+),\s*$/.exec(before);
  if (!split) return undefined;
  const [, field, whole] = split as unknown as [string, string, string];
  const column = before.length - split[0].length + split[0].lastIndexOf(whole) + 1;
  const message = `${describe([...dataPath, field])} is ${whole},${key}, written with a decimal comma, which YAML reads as "${field}: ${whole}" and a field "${key}"; write ${whole}.${key} (a decimal point)`;
  return createProblem('E_NUMBER_FORMAT', message, { file: file.file, line: at.line, column });
}
