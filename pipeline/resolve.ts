import type { Catalogue } from '../core/messages.js';
import type { Problem } from '../core/errors/problem.js';
import { SEGMENTS } from '../core/content/names.js';
import type { Content, LocaleCode, Market, PackagesData, SectionsData, Segment, SiteData, Tier, TiersData } from '../core/content/types.js';


export interface ValidatedData {
  readonly site: SiteData;
  readonly sections: SectionsData;
  readonly tiers: TiersData;
  readonly packages: PackagesData;
  readonly messages: Readonly<Record<LocaleCode, Catalogue>>;
  /** What does not stop the content from loading: the gaps of locales in progress. */
  readonly warnings?: readonly Problem[];
}

/** Builds the resolved content from data that passed every check; fills defaults and freezes the result. */
export function resolveContent(data: ValidatedData): Content {
  const tiers = resolveTiers(data.tiers);
  const markets = data.packages.markets.map((market): Market => ({
    ...market,
    addOns: market.addOns ?? [],
    packages: market.packages.map((pkg) => ({ ...pkg, title: pkg.title ?? `pricingPackages.tiers.${pkg.tier}`, cta: pkg.cta ?? 'pricingPackages.cta' })),
  }));
  const { locales, routes, ...site } = data.site;
  return deepFreeze({
    site,
    locales: locales.map((locale) => ({
      ...locale,
      market: markets.find((m) => m.id === locale.market)!,
      browserLanguages: { regions: locale.browserLanguages?.regions ?? [], languages: locale.browserLanguages?.languages ?? [] },
      status: locale.status ?? 'published',
    })),
    routes: routes.map((route) => ({ ...route, layout: route.layout ?? 'default', middleware: route.middleware ?? [] })),
    sections: data.sections.sections,
    features: data.tiers.features,
    tiers,
    markets,
    messages: data.messages,
    warnings: data.warnings ?? [],
  });
}

/** Features accumulate along `includes` (Standard has Start's, Premium has Standard's), in catalogue order. */
export function resolveTiers(data: TiersData): Tier[] {
  const byId = new Map(data.tiers.map((t) => [t.id, t]));
  const own = (id: string, segment: Segment) => {
    const tier = byId.get(id as Tier['id'])!;
    return [...(tier.features.all ?? []), ...(tier.features[segment] ?? [])];
  };
  const all = (id: string | undefined, segment: Segment): string[] => (id ? [...all(byId.get(id as Tier['id'])!.includes, segment), ...own(id, segment)] : []);
  const order = (features: string[]) => data.features.filter((f) => features.includes(f));
  return data.tiers.map((tier) => ({
    id: tier.id,
    ...(tier.includes ? { includes: tier.includes } : {}),
    support: tier.support,
    features: Object.fromEntries(SEGMENTS.map((s) => [s, order(all(tier.id, s))])) as unknown as Tier['features'],
    addedFeatures: Object.fromEntries(SEGMENTS.map((s) => [s, order(own(tier.id, s))])) as unknown as Tier['addedFeatures'],
  }));
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
