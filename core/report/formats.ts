/** The problem output formats; apart from the renderers so the CLI can list them without loading any. */
export const FORMATS = ['text', 'json', 'github'] as const;
export type ReportFormat = (typeof FORMATS)[number];
