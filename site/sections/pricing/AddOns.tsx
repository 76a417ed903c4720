import { Icon } from '../../components/Icon.js';
import { formatAmount } from '../../../core/format.js';
import { useDataT, usePage, useT } from '../../page-context.js';

/** Add-on prices of markets that list them (Serbia: extra cash registers and mobile ordering devices). */
export function AddOns({ idPrefix }: { idPrefix: string }) {
  const t = useT();
  const tData = useDataT();
  const { locale } = usePage();
  const headingId = `${idPrefix}-addons-title`;
  return (
    <div className="offer__addons" role="group" aria-labelledby={headingId}>
      <Icon name="layers" className="icon-badge icon-badge--accent offer__addons-icon" />
      <h3 id={headingId} className="offer__addons-title">{t('pricingPackages.rsd.addOnsTitle')}</h3>
      <ul className="offer__addons-list">
        {locale.market.addOns.map((addOn) => (
          <li key={addOn.id}>
            {tData(addOn.label)}
            <strong className="offer__addons-price">{t('pricingPackages.rsd.addOnPrice', { price: formatAmount(addOn.price, locale.lang) })}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
