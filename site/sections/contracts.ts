/**
 * What each section type reads from its message group (sections.yaml `messages`), keys relative to the
 * group. The section components are typed by these (useGroupT), and `validate` checks every section entry
 * against the contract of its type, so a message the component needs cannot be missing from the content.
 */
import type { SectionType } from '../../core/content/types.js';
import { defineContract, type MessageContract } from '../../core/contract.js';

/** SectionIntro (parts.tsx): the h2 always, eyebrow and lead when the group has them. */
export const introContract = defineContract({
  component: 'SectionIntro (site/sections/parts.tsx)',
  messages: { title: {} },
  optional: { eyebrow: {}, lead: {} },
});

const card = { title: {}, text: {} } as const;
const intro = (component: string) => ({ component: `${component} (site/sections/${component}.tsx)`, optional: introContract.optional });

/** Hero's highlight chips and entries per business type, in display order. */
export const HERO_HIGHLIGHTS = ['freeTrial', 'exclusiveSupport', 'selfService'] as const;
export const HERO_ENTRIES = ['retail', 'hospitality'] as const;

export const heroContract = defineContract({
  component: 'Hero (site/sections/Hero.tsx)',
  messages: {
    eyebrow: {}, compliance: {}, title: {}, lead: {}, ctaPrimary: {}, ctaSecondary: {}, imageAlt: {},
    freeTrial: {}, exclusiveSupport: {}, selfService: {},
    'retail.title': {}, 'retail.text': {}, 'retail.cta': {},
    'hospitality.title': {}, 'hospitality.text': {}, 'hospitality.cta': {},
  },
});

export const whoWeAreContract = defineContract({
  ...intro('WhoWeAre'),
  messages: { title: {}, body: {}, imageAlt: {} },
  lists: { highlights: { min: 1, each: card } },
});

export const administrationContract = defineContract({
  ...intro('Administration'),
  messages: { title: {}, imageAlt: {}, cta: {} },
  lists: { features: { min: 1, each: card } },
});

export const whatWeOfferContract = defineContract({
  ...intro('WhatWeOffer'),
  messages: { title: {} },
  lists: { cards: { min: 1, each: card } },
});

export const aboutContract = defineContract({
  ...intro('About'),
  messages: { title: {}, body: {}, imageAlt: {}, 'commitment.title': {}, 'commitment.text': {} },
});

export const howToStartContract = defineContract({
  ...intro('HowToStart'),
  messages: { title: {}, setupTime: { minutes: 'number' }, stepLabel: { number: 'number' }, cta: {} },
  lists: { steps: { min: 1, each: card } },
});

export const whyBetterContract = defineContract({
  ...intro('WhyBetter'),
  messages: { title: {} },
  lists: { cards: { min: 1, each: card } },
});

export const softwareContract = defineContract({
  ...intro('Software'),
  messages: { title: {}, cta: {} },
  lists: { screens: { min: 1, each: { ...card, imageAlt: {} } } },
});

export const statisticsContract = defineContract({
  ...intro('Statistics'),
  // `kind` is whole or fraction: a decimal takes the genitive in Serbian and Montenegrin ("2,1 miliona"),
  // though CLDR's plural rules put 2.1 in `one` with 1 and 21 ("1 milion").
  messages: { title: {}, millions: { value: 'number', kind: 'string' } },
});

export const offerContract = defineContract({
  ...intro('Offer'),
  messages: { title: {}, noteTitle: {}, note: {}, contactCta: {} },
});

export const devicesContract = defineContract({
  ...intro('Devices'),
  messages: {
    title: {}, imageAlt: {},
    'platforms.windows.title': {}, 'platforms.windows.text': {}, 'platforms.android.title': {}, 'platforms.android.text': {},
    'platforms.web.title': {}, 'platforms.web.text': {}, 'platforms.web.cta': {},
  },
});

const testimonialsContract = defineContract({
  ...intro('Testimonials'),
  messages: { title: {} },
});

export const supportTeamContract = defineContract({
  ...intro('SupportTeam'),
  messages: { title: {}, availability: {}, cta: {} },
});

const contactContract = defineContract({
  ...intro('Contact'),
  messages: { title: {} },
});

/** The contract of each section type; the type demands one per name. */
export const sectionContracts: Readonly<Record<SectionType, MessageContract>> = {
  hero: heroContract,
  whoWeAre: whoWeAreContract,
  administration: administrationContract,
  whatWeOffer: whatWeOfferContract,
  about: aboutContract,
  howToStart: howToStartContract,
  whyBetter: whyBetterContract,
  software: softwareContract,
  statistics: statisticsContract,
  offer: offerContract,
  devices: devicesContract,
  testimonials: testimonialsContract,
  supportTeam: supportTeamContract,
  contact: contactContract,
};
