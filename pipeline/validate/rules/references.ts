import { describeUnknown } from '../../../core/errors/catalogue.js';
import type { Problem } from '../../../core/errors/problem.js';
import { describePath } from '../schema.js';
import type { DataPath, YamlFile } from '../../load/types.js';
import { problemAt, type RuleContext } from './context.js';
import { checkArguments } from './arguments.js';
import type { Args } from '../../../core/contract.js';

/** A place in a data file that names a message key, or a group of keys (a prefix) with the leaves it needs. */
interface MessageReference {
  readonly file: YamlFile;
  readonly path: DataPath;
  readonly key: string;
  /** For a group: the child keys that must exist under it. (A section's own group is message-groups.ts's.) */
  readonly children?: readonly string[];
  /** What the component that shows the message passes with it; none unless given. */
  readonly args?: Args;
}

/** The support line of a tier: the business-hours one is formatted with the hours (PackageCard, SupportTeam). */
const SUPPORT_ARGS: Readonly<Record<string, Args>> = { business: {}, allDay: {} };

/** Navigation points at existing sections and routes; every message a data file names exists. */
export function checkReferences(context: RuleContext): Problem[] {
  return [...checkNavigation(context), ...checkMessageReferences(context)];
}

function checkNavigation({ site, sections }: RuleContext): Problem[] {
  if (!site) return [];
  const problems: Problem[] = [];
  const sectionIds = sections?.data.sections.map((s) => s.id);
  const routeIds = site.data.routes.map((r) => r.id);
  const { header, footer } = site.data.navigation;
  const items = [...header.map((item, i) => ({ item, path: ['navigation', 'header', i] })), ...footer.map((item, i) => ({ item, path: ['navigation', 'footer', i] }))];
  for (const { item, path } of items) {
    if ('section' in item && sectionIds && !sectionIds.includes(item.section)) {
      problems.push(problemAt('E_UNKNOWN_SECTION', describeUnknown('E_UNKNOWN_SECTION', item.section, sectionIds, describePath(path)), site.file, [...path, 'section']));
    }
    if ('route' in item && !routeIds.includes(item.route)) {
      problems.push(problemAt('E_UNKNOWN_ROUTE', describeUnknown('E_UNKNOWN_ROUTE', item.route, routeIds, describePath(path)), site.file, [...path, 'route']));
    }
  }
  return problems;
}

function checkMessageReferences(context: RuleContext): Problem[] {
  const keys = context.messageKeys;
  if (!keys) return [];
  const problems: Problem[] = [];
  const argumentsChecked = new Set<string>();
  for (const ref of collectMessageReferences(context)) {
    const wanted = ref.children === undefined ? [ref.key] : ref.children.map((child) => `${ref.key}.${child}`);
    for (const key of wanted) {
      // Arguments once per key: navigation labels and package titles name the same message many times.
      if (keys.has(key) && !argumentsChecked.has(key)) {
        argumentsChecked.add(key);
        problems.push(...checkArguments(key, ref.args ?? {}, `the page showing ${describePath(ref.path)}`, context.catalogues ?? []));
      }
      if (keys.has(key)) continue;
      const where = describePath(ref.path);
      problems.push(problemAt('E_UNKNOWN_MESSAGE', `${where} refers to message "${key}", which the message catalogues do not have`, ref.file, ref.path));
    }
  }
  return problems;
}

/** Every place a data file names a message or a group of messages. */
export function collectMessageReferences({ site, sections, tiers, packages }: RuleContext): MessageReference[] {
  const refs: MessageReference[] = [];
  if (site) {
    const { file, data } = site;
    data.routes.forEach((route, i) => refs.push({ file, path: ['routes', i, 'seo'], key: route.seo, children: ['title', 'description'] }));
    const nav = data.navigation;
    nav.header.forEach((item, i) => refs.push({ file, path: ['navigation', 'header', i, 'label'], key: item.label }));
    nav.footer.forEach((item, i) => refs.push({ file, path: ['navigation', 'footer', i, 'label'], key: item.label }));
    refs.push({ file, path: ['navigation', 'signIn', 'label'], key: nav.signIn.label });
    data.offices.forEach((office, i) => refs.push({ file, path: ['offices', i, 'title'], key: office.title }));
  }
  if (sections) {
    const { file } = sections;
    sections.data.sections.forEach((section, i) => {
      const at = (...rest: (string | number)[]) => ['sections', i, ...rest];
      section.stats?.forEach((stat, j) => refs.push({ file, path: at('stats', j, 'label'), key: stat.label }));
      section.downloads?.forEach((d, j) => refs.push({ file, path: at('downloads', j, 'label'), key: d.label }));
      section.quotes?.forEach((q, j) => refs.push({ file, path: at('quotes', j, 'messages'), key: q.messages, children: ['quote', 'role'] }));
      section.members?.forEach((m, j) => refs.push({ file, path: at('members', j, 'messages'), key: m.messages, children: ['role'] }));
    });
  }
  if (tiers) {
    const { file, data } = tiers;
    data.features.forEach((feature, i) => refs.push({ file, path: ['features', i], key: `pricingPackages.features.${feature}` }));
    data.tiers.forEach((tier, i) => {
      refs.push({ file, path: ['tiers', i, 'id'], key: `pricingPackages.tiers.${tier.id}` });
      refs.push({ file, path: ['tiers', i, 'support'], key: `pricingPackages.support.${tier.support}`, args: SUPPORT_ARGS[tier.support] ?? {} });
    });
  }
  if (packages) {
    const { file } = packages;
    packages.data.markets.forEach((market, m) => {
      refs.push({ file, path: ['markets', m, 'billingPeriod'], key: `pricingPackages.billingPeriod.${market.billingPeriod}` });
      // The offer's segment switch names each segment of the market once.
      const firstOfSegment = new Set(market.packages.map((pkg) => pkg.segment).map((s) => market.packages.findIndex((pkg) => pkg.segment === s)));
      market.packages.forEach((pkg, p) => {
        if (firstOfSegment.has(p)) refs.push({ file, path: ['markets', m, 'packages', p, 'segment'], key: `pricingPackages.segments.${pkg.segment}` });
        refs.push({ file, path: ['markets', m, 'packages', p, pkg.title ? 'title' : 'tier'], key: pkg.title ?? `pricingPackages.tiers.${pkg.tier}` });
        refs.push({ file, path: ['markets', m, 'packages', p, pkg.cta ? 'cta' : 'tier'], key: pkg.cta ?? 'pricingPackages.cta' });
      });
      market.addOns?.forEach((addOn, a) => refs.push({ file, path: ['markets', m, 'addOns', a, 'label'], key: addOn.label }));
    });
  }
  return refs;
}
