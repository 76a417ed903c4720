import { describeUnknown } from '../../../core/errors/catalogue.js';
import type { Problem } from '../../../core/errors/problem.js';
import { problemAt, type RuleContext } from './context.js';

/** Tier features come from the catalogue, `includes` names a declared tier, and includes never cycle. */
export function checkTiers({ tiers }: RuleContext): Problem[] {
  if (!tiers) return [];
  const { file, data } = tiers;
  const problems: Problem[] = [];
  const declared = data.tiers.map((t) => t.id);
  data.tiers.forEach((tier, i) => {
    for (const [group, features] of Object.entries(tier.features)) {
      (features ?? []).forEach((feature, j) => {
        if (!data.features.includes(feature)) {
          const where = `tiers[${i}].features.${group}[${j}]`;
          problems.push(problemAt('E_UNKNOWN_FEATURE', describeUnknown('E_UNKNOWN_FEATURE', feature, data.features, where), file, ['tiers', i, 'features', group, j]));
        }
      });
    }
    if (tier.includes && !declared.includes(tier.includes)) {
      problems.push(problemAt('E_UNKNOWN_TIER', describeUnknown('E_UNKNOWN_TIER', tier.includes, declared, `tiers[${i}].includes`), file, ['tiers', i, 'includes']));
    }
    const chain = [tier.id];
    for (let next = tier.includes; next; next = data.tiers.find((t) => t.id === next)?.includes) {
      if (chain.includes(next)) {
        // A tier that only leads into a cycle does not include itself; the cycle is reported at its own tiers.
        if (next === tier.id) problems.push(problemAt('E_TIER_CYCLE', `Tier "${tier.id}" includes itself through ${[...chain, next].join(' → ')}`, file, ['tiers', i, 'includes']));
        break;
      }
      chain.push(next);
    }
  });
  return problems;
}
