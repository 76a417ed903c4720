import type { ComponentType } from 'react';
import type { SectionType } from '../../core/content/types.js';
import { About } from './About.js';
import { Administration } from './Administration.js';
import { Contact } from './Contact.js';
import { Devices } from './Devices.js';
import { Hero } from './Hero.js';
import { HowToStart } from './HowToStart.js';
import { Offer } from './Offer.js';
import { Software } from './Software.js';
import { Statistics } from './Statistics.js';
import { SupportTeam } from './SupportTeam.js';
import { Testimonials } from './Testimonials.js';
import type { SectionProps } from './types.js';
import { WhatWeOffer } from './WhatWeOffer.js';
import { WhoWeAre } from './WhoWeAre.js';
import { WhyBetter } from './WhyBetter.js';

/** The component of each section type (core/content/names.ts SECTION_TYPES); the type demands one per name. */
export const sectionComponents: Record<SectionType, ComponentType<SectionProps>> = {
  hero: Hero,
  whoWeAre: WhoWeAre,
  administration: Administration,
  whatWeOffer: WhatWeOffer,
  about: About,
  howToStart: HowToStart,
  whyBetter: WhyBetter,
  software: Software,
  statistics: Statistics,
  offer: Offer,
  devices: Devices,
  testimonials: Testimonials,
  supportTeam: SupportTeam,
  contact: Contact,
};
