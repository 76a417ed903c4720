/**
 * Where each section type may stand in content/sections.yaml, as data `validate` reads without the page
 * tree. The layout puts the header above the first section and the footer below the last, so "first" and
 * "last" are the places next to them; every other type may stand anywhere between.
 */
import type { SectionType } from '../../core/content/types.js';

export type Placement = 'first' | 'last' | 'anywhere';

/** The type demands a placement per section type, so a new type states its place. */
export const sectionPlacements: Readonly<Record<SectionType, Placement>> = {
  // The page's h1 and its one high-priority image: what a visitor sees before scrolling.
  hero: 'first',
  whoWeAre: 'anywhere',
  administration: 'anywhere',
  whatWeOffer: 'anywhere',
  about: 'anywhere',
  howToStart: 'anywhere',
  whyBetter: 'anywhere',
  software: 'anywhere',
  statistics: 'anywhere',
  offer: 'anywhere',
  devices: 'anywhere',
  testimonials: 'anywhere',
  supportTeam: 'anywhere',
  // Where the page ends: the calls to action above it (demo, quote, support) lead down to its form.
  contact: 'last',
};
