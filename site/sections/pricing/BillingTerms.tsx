import { Icon } from '../../components/Icon.js';
import { usePage, useT } from '../../page-context.js';

/**
 * The market's billing terms, once for all its packages: "Svi paketi: mesečna pretplata + PDV" (Serbia,
 * prices plus VAT), "All packages: monthly subscription, prices include VAT" (euro market, plusVat: false).
 */
export function BillingTerms() {
  const t = useT();
  const { locale } = usePage();
  const { billingPeriod, plusVat } = locale.market;
  return (
    <p className="offer__terms">
      <Icon name="receipt" size={18} />
      {plusVat ? t('pricingPackages.terms.plusVat', { period: billingPeriod }) : t('pricingPackages.terms.vatIncluded', { period: billingPeriod })}
    </p>
  );
}
