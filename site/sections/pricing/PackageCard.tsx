import type { Package } from '../../../core/content/types.js';
import { Icon } from '../../components/Icon.js';
import { useDataT, usePage, useT } from '../../page-context.js';
import { PackagePrice } from './PackagePrice.js';

/**
 * One pricing package: title, popular badge, price, what it includes (the tier's features, cumulative, led
 * by what the package itself bundles), support and CTA. Every card has the same rows in the same order, so
 * the lists of a row of cards start at the same height. The card is the list item itself, its rows direct
 * children: no wrapper element that exists only for layout (the home page's DOM budget is 800 elements).
 */
export function PackageCard({ pkg }: { pkg: Package }) {
  const t = useT();
  const tData = useDataT();
  const { content } = usePage();
  const tier = content.tiers.find((candidate) => candidate.id === pkg.tier);
  if (!tier) throw new Error(`Package names unknown tier "${pkg.tier}"; validation should have caught this`);
  const features = tier.includes ? tier.addedFeatures[pkg.segment] : tier.features[pkg.segment];
  const support = tier.support === 'business' ? t('pricingPackages.support.business') : t('pricingPackages.support.allDay');
  return (
    <li className={`pricing-card${pkg.isPopular ? ' pricing-card--popular' : ''}`}>
      <h4 className="pricing-card__title">{tData(pkg.title)}</h4>
      {pkg.isPopular && (
        <p className="badge pricing-card__badge"><Icon name="star" size={14} />{t('pricingPackages.popular')}</p>
      )}
      <PackagePrice pkg={pkg} />
      <p className="pricing-card__includes">
        {tier.includes
          ? t('pricingPackages.includesPrevious', { tier: tData(`pricingPackages.tiers.${tier.includes}`) })
          : t('pricingPackages.includesBase')}
      </p>
      <ul className="checklist pricing-card__list">
        {pkg.includes && (
          <li className="pricing-card__bundled"><Icon name="box" />{t('pricingPackages.rsd.includes', { ...pkg.includes })}</li>
        )}
        {features.map((feature) => (
          <li key={feature}>{tData(`pricingPackages.features.${feature}`)}</li>
        ))}
      </ul>
      <p className="pricing-card__support"><Icon name={tier.support === 'business' ? 'clock' : 'headset'} size={20} />{support}</p>
      {/* Every card's call to action opens the same trial sign-up: one purpose, one name (WCAG 2.4.4 in context). */}
      <a className={`btn ${pkg.isPopular ? 'btn--primary' : 'btn--secondary'} pricing-card__cta`} href={content.site.links.freeTrial}>
        {tData(pkg.cta)}
      </a>
    </li>
  );
}
