import type { LayoutName, SectionType } from '../../core/content/types.js';
import type { PageId } from '../pages/ids.js';

/**
 * Every stylesheet of the site, relative to the project root, in cascade order. A page links one bundle made
 * of the modules it uses (pipeline/render/page-styles.ts), always in this order, so a rule overrides the
 * same rules on every page. A section's rules live beside its component (`site/sections/Hero.css`); the rest
 * is here in `site/styles/`.
 */
export const STYLE_MODULES = [
  'site/styles/tokens.css',
  'site/styles/fonts.css',
  'site/styles/base.css',
  'site/styles/components.css',
  'site/styles/chrome.css',
  'site/styles/error-page.css',
  'site/styles/legal.css',
  'site/sections/Hero.css',
  'site/sections/WhoWeAre.css',
  'site/sections/Administration.css',
  'site/sections/WhatWeOffer.css',
  'site/sections/About.css',
  'site/sections/HowToStart.css',
  'site/sections/WhyBetter.css',
  'site/sections/Software.css',
  'site/sections/Statistics.css',
  'site/sections/Offer.css',
  'site/sections/Devices.css',
  'site/sections/people/Avatar.css',
  'site/sections/Testimonials.css',
  'site/sections/SupportTeam.css',
  'site/sections/Contact.css',
  'site/styles/forms.css',
  'site/styles/runtime.css',
] as const;

export type StyleModule = (typeof STYLE_MODULES)[number];

const FORMS: StyleModule = 'site/styles/forms.css';

/**
 * On every page: tokens, the typeface, reset and type, shared blocks, header and footer. The runtime's
 * notices (runtime.css) are in no page's stylesheet: the runtime loads them with the first notice it shows
 * (site/runtime/notice-styles.ts).
 */
export const BASE_STYLES: readonly StyleModule[] = [
  'site/styles/tokens.css',
  'site/styles/fonts.css',
  'site/styles/base.css',
  'site/styles/components.css',
  'site/styles/chrome.css',
];

/** What each layout adds (the document pages' text column and table of contents). */
export const LAYOUT_STYLES: Readonly<Record<LayoutName, readonly StyleModule[]>> = {
  default: [],
  custom: ['site/styles/legal.css'],
};

/** What each page adds beyond its layout and sections; `error` is the 404 and 500 view. */
export const PAGE_STYLES: Readonly<Record<PageId | 'error', readonly StyleModule[]>> = {
  home: [],
  privacy: [],
  accountDelete: [FORMS],
  error: ['site/styles/error-page.css'],
};

/** What each section type adds when a page shows it; the type demands an entry per section type. */
export const SECTION_STYLES: Readonly<Record<SectionType, readonly StyleModule[]>> = {
  hero: ['site/sections/Hero.css'],
  whoWeAre: ['site/sections/WhoWeAre.css'],
  administration: ['site/sections/Administration.css'],
  whatWeOffer: ['site/sections/WhatWeOffer.css'],
  about: ['site/sections/About.css'],
  howToStart: ['site/sections/HowToStart.css'],
  whyBetter: ['site/sections/WhyBetter.css'],
  software: ['site/sections/Software.css'],
  statistics: ['site/sections/Statistics.css'],
  offer: ['site/sections/Offer.css'],
  devices: ['site/sections/Devices.css'],
  testimonials: ['site/sections/people/Avatar.css', 'site/sections/Testimonials.css'],
  supportTeam: ['site/sections/people/Avatar.css', 'site/sections/SupportTeam.css'],
  contact: ['site/sections/Contact.css', FORMS],
};
