import type { Package } from '../../../core/content/types.js';
import { Icon } from '../../components/Icon.js';
import { formatAmount } from '../../../core/format.js';
import { useDataT, usePage, useT } from '../../page-context.js';

/**
 * The devices that come with a segment's packages (Serbia: Android Z100 Start with Start), as one full-width
 * note under the cards, so a device line does not make one card's price block taller than the others.
 */
export function DeviceBundles({ packages }: { packages: readonly Package[] }) {
  const t = useT();
  const tData = useDataT();
  const { locale } = usePage();
  const bundles = packages.filter((pkg) => pkg.device);
  if (bundles.length === 0) return null;
  return (
    <ul className="offer__bundles">
      {bundles.map((pkg) => (
        <li key={pkg.tier} className="offer__bundle">
          <Icon name="tablet" size={20} />
          {t('pricingPackages.rsd.device', { tier: tData(pkg.title), device: pkg.device!.name, price: formatAmount(pkg.device!.price, locale.lang) })}
        </li>
      ))}
    </ul>
  );
}
