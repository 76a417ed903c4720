import type { Problem } from '../../../core/errors/problem.js';
import { describePath } from '../schema.js';
import type { DataPath, YamlFile } from '../../load/types.js';
import { findDuplicates, problemAt, type RuleContext } from './context.js';

/** Ids (and route paths) are unique within their list, so anchors, files and references are unambiguous. */
export function checkUniqueIds({ site, sections, tiers, packages }: RuleContext): Problem[] {
  const problems: Problem[] = [];
  const check = <T>(file: YamlFile, items: readonly T[] | undefined, listPath: DataPath, field: keyof T & string) => {
    for (const d of findDuplicates(items ?? [], (item) => String(item[field]))) {
      problems.push(problemAt('E_DUPLICATE_ID', `${field} "${d.key}" is used twice in ${describePath(listPath)} (first at index ${d.first})`, file, [...listPath, d.index, field]));
    }
  };
  if (site) {
    check(site.file, site.data.routes, ['routes'], 'id');
    check(site.file, site.data.routes, ['routes'], 'path');
    check(site.file, site.data.offices, ['offices'], 'id');
  }
  if (sections) {
    check(sections.file, sections.data.sections, ['sections'], 'id');
    sections.data.sections.forEach((section, i) => {
      check(sections.file, section.stats, ['sections', i, 'stats'], 'id');
      check(sections.file, section.quotes, ['sections', i, 'quotes'], 'id');
      check(sections.file, section.members, ['sections', i, 'members'], 'id');
    });
  }
  if (tiers) check(tiers.file, tiers.data.tiers, ['tiers'], 'id');
  if (packages) {
    check(packages.file, packages.data.markets, ['markets'], 'id');
    packages.data.markets.forEach((market, i) => check(packages.file, market.addOns, ['markets', i, 'addOns'], 'id'));
  }
  return problems;
}
