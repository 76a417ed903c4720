/**
 * What the pricing cards read by absolute key. Tier names, features, segments and billing periods are
 * named by the data (tiers.yaml, packages.yaml) and checked where it names them.
 */
import { defineContract } from '../../contract/define.js';

export const pricingContract = defineContract({
  component: 'Offer, PackageCard, PackagePrice and AddOns (src/sections/Offer.tsx, src/sections/pricing/)',
  messages: {
    'pricingPackages.segmentsLabel': {},
    'pricingPackages.popular': {},
    'pricingPackages.includesPrevious': { tier: 'string' },
    'pricingPackages.support.business': {},
    'pricingPackages.support.allDay': {},
    'pricingPackages.plusVat': {},
    'pricingPackages.priceOnRequest': {},
    'pricingPackages.rsd.device': { device: 'string', price: 'string' },
    'pricingPackages.rsd.includes': { cashRegisters: 'number', mobileDevices: 'number' },
    'pricingPackages.rsd.addOnsTitle': {},
    'pricingPackages.rsd.addOnPrice': { price: 'string' },
  },
});
