/**
 * What the pricing cards read by absolute key. Tier names, features, segments and billing periods are
 * named by the data (tiers.yaml, packages.yaml) and checked where it names them.
 */
import { defineContract } from '../../../core/contract.js';

export const pricingContract = defineContract({
  component: 'Offer, PackageCard, PackagePrice, BillingTerms, DeviceBundles and AddOns (site/sections/Offer.tsx, site/sections/pricing/)',
  messages: {
    'pricingPackages.segmentsLabel': {},
    'pricingPackages.popular': {},
    // The market's billing period and VAT, said once above the cards; `period` is packages.yaml's billingPeriod.
    'pricingPackages.terms.plusVat': { period: 'string' },
    'pricingPackages.terms.vatIncluded': { period: 'string' },
    'pricingPackages.includesBase': {},
    'pricingPackages.includesPrevious': { tier: 'string' },
    'pricingPackages.support.business': {},
    'pricingPackages.support.allDay': {},
    'pricingPackages.priceOnRequest': {},
    'pricingPackages.rsd.device': { tier: 'string', device: 'string', price: 'string' },
    'pricingPackages.rsd.includes': { cashRegisters: 'number', mobileDevices: 'number' },
    'pricingPackages.rsd.addOnsTitle': {},
    'pricingPackages.rsd.addOnPrice': { price: 'string' },
  },
});
