import type { Package } from '../../../generator/content/types.js';
import { Icon } from '../../components/Icon.js';
import { formatAmount, formatPrice } from '../../format.js';
import { useDataT, usePage, useT } from '../../page-context.js';

/** The price block: a numeric price per period, or (markets without prices) the device and inclusions. */
export function PackagePrice({ pkg }: { pkg: Package }) {
  const t = useT();
  const tData = useDataT();
  const { locale } = usePage();
  const market = locale.market;
  const period = tData(`pricingPackages.billingPeriod.${market.billingPeriod}`);
  const vat = market.plusVat ? ` ${t('pricingPackages.plusVat')}` : '';
  if (market.numericPrices && pkg.price !== undefined) {
    return (
      <p className="pricing-card__price">
        <span className="pricing-card__amount">{formatPrice(pkg.price, market.currency, locale.lang)}</span>
        <span className="pricing-card__period">{period}{vat}</span>
      </p>
    );
  }
  return (
    <div className="pricing-card__price pricing-card__price--request">
      <p>
        <span className="pricing-card__amount pricing-card__amount--text">{t('pricingPackages.priceOnRequest')}</span>
        <span className="pricing-card__period">{period}{vat}</span>
      </p>
      {(pkg.device || pkg.includes) && (
        <ul className="pricing-card__extras">
          {pkg.device && (
            <li>
              <Icon name="tablet" size={18} />
              {t('pricingPackages.rsd.device', { device: pkg.device.name, price: formatAmount(pkg.device.price, locale.lang) })}
            </li>
          )}
          {pkg.includes && (
            <li><Icon name="box" size={18} />{t('pricingPackages.rsd.includes', { ...pkg.includes })}</li>
          )}
        </ul>
      )}
    </div>
  );
}
