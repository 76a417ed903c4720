/**
 * The closed vocabularies of the content. The schemas repeat them as enums so editors can complete them;
 * test/unit/names.test.ts keeps both in step. Adding a layout or a section type starts here. Locale codes are
 * not among them: they are data, the `locales` of content/site.yaml (`i18n add` and `i18n remove` edit them).
 */
export const LAYOUTS = ['default', 'custom'] as const;
/** rootRedirect: on `/`, send a visitor to the locale of their cookie or browser languages. */
export const MIDDLEWARE = ['rootRedirect'] as const;
export const SEGMENTS = ['retail', 'hospitality'] as const;
export const TIER_IDS = ['start', 'standard', 'premium'] as const;
export const LINK_NAMES = ['signIn', 'freeTrial', 'selfServicePortal', 'app', 'setup', 'demoApp', 'documentation'] as const;
export const SECTION_TYPES = [
  'hero', 'whoWeAre', 'administration', 'whatWeOffer', 'about', 'howToStart', 'whyBetter', 'software',
  'statistics', 'offer', 'devices', 'testimonials', 'supportTeam', 'contact',
] as const;
