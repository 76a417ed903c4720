import type { LayoutName, SectionType } from '../../generator/content/types.js';
import type { PageId } from '../pages/ids.js';

/**
 * Every stylesheet of the site, relative to the project root, in cascade order. A page links one bundle made
 * of the modules it uses (generator/render/page-styles.ts), always in this order, so a rule overrides the
 * same rules on every page. A section's rules live beside its component (`src/sections/Hero.css`); the rest
 * is here in `src/styles/`.
 */
export const STYLE_MODULES = [
  'src/styles/tokens.css',
  'src/styles/fonts.css',
  'src/styles/base.css',
  'src/styles/components.css',
  'src/styles/chrome.css',
  'src/styles/error-page.css',
  'src/styles/legal.css',
  'src/sections/Hero.css',
  'src/sections/WhoWeAre.css',
  'src/sections/Administration.css',
  'src/sections/WhatWeOffer.css',
  'src/sections/About.css',
  'src/sections/HowToStart.css',
  'src/sections/WhyBetter.css',
  'src/sections/Software.css',
  'src/sections/Statistics.css',
  'src/sections/Offer.css',
  'src/sections/Devices.css',
  'src/sections/people/Avatar.css',
  'src/sections/Testimonials.css',
  'src/sections/SupportTeam.css',
  'src/sections/Contact.css',
  'src/styles/forms.css',
  'src/styles/runtime.css',
] as const;

export type StyleModule = (typeof STYLE_MODULES)[number];

const FORMS: StyleModule = 'src/styles/forms.css';

/**
 * On every page: tokens, the typeface, reset and type, shared blocks, header and footer. The runtime's
 * notices (runtime.css) are in no page's stylesheet: the runtime loads them with the first notice it shows
 * (src/browser/notice-styles.ts).
 */
export const BASE_STYLES: readonly StyleModule[] = [
  'src/styles/tokens.css',
  'src/styles/fonts.css',
  'src/styles/base.css',
  'src/styles/components.css',
  'src/styles/chrome.css',
];

/** What each layout adds (the document pages' text column and table of contents). */
export const LAYOUT_STYLES: Readonly<Record<LayoutName, readonly StyleModule[]>> = {
  default: [],
  custom: ['src/styles/legal.css'],
};

/** What each page adds beyond its layout and sections; `error` is the 404 and 500 view. */
export const PAGE_STYLES: Readonly<Record<PageId | 'error', readonly StyleModule[]>> = {
  home: [],
  privacy: [],
  accountDelete: [FORMS],
  error: ['src/styles/error-page.css'],
};

/** What each section type adds when a page shows it; the type demands an entry per section type. */
export const SECTION_STYLES: Readonly<Record<SectionType, readonly StyleModule[]>> = {
  hero: ['src/sections/Hero.css'],
  whoWeAre: ['src/sections/WhoWeAre.css'],
  administration: ['src/sections/Administration.css'],
  whatWeOffer: ['src/sections/WhatWeOffer.css'],
  about: ['src/sections/About.css'],
  howToStart: ['src/sections/HowToStart.css'],
  whyBetter: ['src/sections/WhyBetter.css'],
  software: ['src/sections/Software.css'],
  statistics: ['src/sections/Statistics.css'],
  offer: ['src/sections/Offer.css'],
  devices: ['src/sections/Devices.css'],
  testimonials: ['src/sections/people/Avatar.css', 'src/sections/Testimonials.css'],
  supportTeam: ['src/sections/people/Avatar.css', 'src/sections/SupportTeam.css'],
  contact: ['src/sections/Contact.css', FORMS],
  // The layout renders the footer (chrome.css).
  footer: [],
};
