import { findUntranslated } from '../../i18n/untranslated.js';
import type { Problem } from '../../../core/errors/problem.js';
import type { RuleContext } from './context.js';

/** Messages `i18n add` scaffolded and nobody has translated yet: they would ship as "[untranslated] …". */
export function checkUntranslated({ messageFiles }: RuleContext): Problem[] {
  return [...messageFiles].flatMap(([code, file]) => (file.value === undefined ? [] : findUntranslated(file, code)));
}
