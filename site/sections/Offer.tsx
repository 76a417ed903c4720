import { Fragment } from 'react';
import type { Segment } from '../../core/content/types.js';
import { useDataT, usePage, useGroupT, useT } from '../page-context.js';
import { Icon } from '../components/Icon.js';
import { AddOns } from './pricing/AddOns.js';
import { BillingTerms } from './pricing/BillingTerms.js';
import { DeviceBundles } from './pricing/DeviceBundles.js';
import { PackageCard } from './pricing/PackageCard.js';
import { offerContract } from './contracts.js';
import type { SectionProps } from './types.js';
import { SectionIntro, useSectionHref } from './parts.js';

/** The id of a segment's radio in the switch; a link to it selects the segment (site/runtime/radio-links.ts). */
export function segmentRadioId(sectionId: string, segment: string): string {
  return `${sectionId}-segment-${segment}`;
}

/**
 * Pricing packages of the page's market, one group of cards per segment. Without CSS support for :has()
 * both groups are stacked under their headings; with it, a radio group (plain HTML) switches between them.
 * The billing terms are said once above the cards, bundled devices once under them, and the section ends
 * with a banner for a tailored quote.
 */
export function Offer({ section }: SectionProps) {
  const t = useGroupT(offerContract, section.messages);
  const tGlobal = useT();
  const tData = useDataT();
  const { content, locale } = usePage();
  const market = locale.market;
  const group = section.messages;
  const segments = [...new Set(market.packages.map((p) => p.segment))] as Segment[];
  const sectionHref = useSectionHref();
  const radioId = (segment: Segment) => segmentRadioId(section.id, segment);
  const bannerId = `${section.id}-banner-title`;
  return (
    <section id={section.id} className="section section--alt offer">
      <div className="container">
        <SectionIntro group={group} />
        <div className="offer__tabs">
          <fieldset className="offer__switch">
            <legend className="visually-hidden">{tGlobal('pricingPackages.segmentsLabel')}</legend>
            {segments.map((segment, i) => (
              <Fragment key={segment}>
                <input className="offer__radio" type="radio" name={`${section.id}-segment`} id={radioId(segment)} value={segment} defaultChecked={i === 0} />
                <label className="offer__label" htmlFor={radioId(segment)}>{tData(`pricingPackages.segments.${segment}`)}</label>
              </Fragment>
            ))}
          </fieldset>
          <BillingTerms />
          {segments.map((segment) => {
            const packages = market.packages.filter((p) => p.segment === segment);
            return (
              <div key={segment} className="offer__panel" data-segment={segment}>
                <h3 className="offer__segment">{tData(`pricingPackages.segments.${segment}`)}</h3>
                <ul className="offer__cards">
                  {packages.map((pkg) => (
                    <PackageCard key={pkg.tier} pkg={pkg} />
                  ))}
                </ul>
                <DeviceBundles packages={packages} />
              </div>
            );
          })}
        </div>
        {market.addOns.length > 0 && <AddOns idPrefix={section.id} />}
        <aside className="offer__banner" aria-labelledby={bannerId}>
          <Icon name="sparkle" className="icon-badge offer__banner-icon" />
          <div className="offer__banner-text">
            <h3 id={bannerId} className="offer__banner-title">{t('noteTitle')}</h3>
            <p>{t('note')}</p>
          </div>
          <a className="btn btn--primary offer__banner-cta" href={sectionHref('contact', 'quote') ?? content.site.links.freeTrial}>{t('contactCta')}</a>
        </aside>
      </div>
    </section>
  );
}
