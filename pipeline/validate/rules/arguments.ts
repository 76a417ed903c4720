import { createProblem, type Problem } from '../../../core/errors/problem.js';
import type { LocaleMessages } from '../../i18n/compare.js';
import { describeMismatch, type ArgumentType } from '../../i18n/parse.js';
import type { Args, ArgType } from '../../../core/contract.js';

/**
 * The message takes only arguments the reader passes, used as what it passes, in every locale. A locale
 * whose arguments differ from the reference's is E_ICU_ARGUMENTS already (compare.ts): one mistake, one
 * problem, so it is checked here only through the reference.
 */
export function checkArguments(key: string, args: Args, who: string, catalogues: readonly LocaleMessages[]): Problem[] {
  const problems: Problem[] = [];
  const reference = catalogues[0]?.parsed.get(key);
  for (const locale of catalogues) {
    const parsed = locale.parsed.get(key);
    if (!parsed) continue;
    if (reference && parsed !== reference && describeMismatch(reference.args, parsed.args)) continue;
    for (const [name, type] of parsed.args) {
      const passed = args[name];
      if (passed !== undefined && canFormat(passed, type)) continue;
      const offer = Object.entries(args).map(([n, t]) => `{${n}} as ${t}`).join(', ') || 'no arguments';
      const what = passed === undefined ? `uses {${name}}, which ${who} does not pass` : `uses {${name}} as ${type}, but ${who} passes it as ${passed}`;
      problems.push(createProblem('E_CONTRACT_ARGUMENT', `Message "${key}" in locale "${locale.code}" ${what} (it passes ${offer})`, parsed.entry.keyPosition));
    }
  }
  return problems;
}

/** Whether a value the component passes can be formatted as the message uses it. */
function canFormat(passed: ArgType, used: ArgumentType): boolean {
  if (used === 'any') return true;
  if (used === 'number') return passed === 'number';
  if (used === 'date') return passed === 'date';
  return passed === 'string';
}
