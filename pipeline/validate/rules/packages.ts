import { describeUnknown } from '../../../core/errors/catalogue.js';
import type { Problem } from '../../../core/errors/problem.js';
import { SEGMENTS } from '../../../core/content/names.js';
import { findDuplicates, problemAt, type RuleContext } from './context.js';


/** Each market offers every declared tier once per segment, one popular package per segment, prices as the market says. */
export function checkPackages({ packages, tiers }: RuleContext): Problem[] {
  if (!packages) return [];
  const { file, data } = packages;
  const problems: Problem[] = [];
  const declaredTiers = tiers?.data.tiers.map((t) => t.id);
  data.markets.forEach((market, m) => {
    market.packages.forEach((pkg, p) => {
      if (declaredTiers && !declaredTiers.includes(pkg.tier)) {
        problems.push(problemAt('E_UNKNOWN_TIER', describeUnknown('E_UNKNOWN_TIER', pkg.tier, declaredTiers, `markets[${m}].packages[${p}].tier`), file, ['markets', m, 'packages', p, 'tier']));
      }
      if (market.numericPrices && pkg.price === undefined) {
        problems.push(problemAt('E_PACKAGE_PRICE', `Package ${pkg.segment}/${pkg.tier} of market "${market.id}" needs a numeric price (the market has numericPrices: true)`, file, ['markets', m, 'packages', p]));
      } else if (!market.numericPrices && pkg.price !== undefined) {
        problems.push(problemAt('E_PACKAGE_PRICE', `Package ${pkg.segment}/${pkg.tier} of market "${market.id}" must not have a numeric price (the market has numericPrices: false)`, file, ['markets', m, 'packages', p, 'price']));
      }
    });
    for (const d of findDuplicates(market.packages, (p) => `${p.segment}/${p.tier}`)) {
      problems.push(problemAt('E_DUPLICATE_PACKAGE', `Package ${d.key} appears twice in market "${market.id}" (first at packages[${d.first}])`, file, ['markets', m, 'packages', d.index]));
    }
    for (const segment of SEGMENTS) {
      for (const tier of declaredTiers ?? []) {
        if (!market.packages.some((p) => p.segment === segment && p.tier === tier)) {
          problems.push(problemAt('E_PACKAGE_MISSING', `Market "${market.id}" has no ${segment} package for tier "${tier}"`, file, ['markets', m, 'packages']));
        }
      }
      const popular = market.packages.flatMap((p, index) => (p.segment === segment && p.isPopular ? [{ tier: p.tier, index }] : []));
      if (popular.length !== 1) {
        const which = popular.map((p) => p.tier).join(', ') || 'none';
        // Too many: point at the second popular package, one to unmark; none: at the market's list.
        const path = popular[1] ? ['markets', m, 'packages', popular[1].index, 'isPopular'] : ['markets', m, 'packages'];
        problems.push(problemAt('E_POPULAR_COUNT', `Market "${market.id}" has ${popular.length} popular ${segment} packages (${which}); exactly one is required`, file, path));
      }
    }
  });
  return problems;
}
