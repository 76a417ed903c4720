/** The route ids that have a page component (site/pages/index.ts); a route of site.yaml must use one. */
export const PAGE_IDS = ['home', 'privacy', 'accountDelete'] as const;
export type PageId = (typeof PAGE_IDS)[number];
