/** The dev server (`cli.ts dev`): loaded on demand, so commands that do not serve never load Vite. */
export { startDevServer, type DevServer } from './server.js';
export { renderContentEvent, renderStarted } from './report.js';
export { openInBrowser } from './open-browser.js';
export type { ContentSnapshot } from './content-state.js';
