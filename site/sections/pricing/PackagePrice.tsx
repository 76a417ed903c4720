import type { Package } from '../../../core/content/types.js';
import { formatPrice } from '../../../core/format.js';
import { useDataT, usePage, useT } from '../../page-context.js';

/**
 * The price line of a card: the amount and its period, or "Price on request" alone. VAT and (for markets
 * without prices) the period are said once for the whole list, by BillingTerms, not after every price.
 */
export function PackagePrice({ pkg }: { pkg: Package }) {
  const t = useT();
  const tData = useDataT();
  const { locale } = usePage();
  const market = locale.market;
  if (market.numericPrices && pkg.price !== undefined) {
    return (
      <p className="pricing-card__price">
        <span className="pricing-card__amount">{formatPrice(pkg.price, market.currency, locale.lang)}</span>
        <span className="pricing-card__period">{tData(`pricingPackages.billingPeriod.${market.billingPeriod}`)}</span>
      </p>
    );
  }
  return (
    <p className="pricing-card__price pricing-card__price--request">{t('pricingPackages.priceOnRequest')}</p>
  );
}
