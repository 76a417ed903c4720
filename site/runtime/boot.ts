/**
 * The one script every page loads up front (a module, so it runs after parsing; budget ≤ 5 KB brotli,
 * test/build/quality.test.ts). It wires the runtime and loads nothing else by itself: React and each
 * island's code arrive only when an island is near the viewport or used; the build metadata 1 s after load.
 */
import { readAppConfig } from '../../shared/app-config.js';
import { scheduleMetaPrefetch } from './data/build-meta.js';
import { closeHeaderPopupsAsExpected } from './header-popups.js';
import { hydrateIslands } from './island-loader/hydrate.js';
import { storeChoiceOnSwitch } from './locale/store-choice.js';
import { suggestLocale } from './locale/suggestion.js';
import { prefetchOnIntent } from './prefetch.js';
import { selectRadiosFromLinks } from './radio-links.js';
import { watchForUpdates } from './update/check.js';
import { showUpdateNotice } from './update/notice.js';

closeHeaderPopupsAsExpected();
selectRadiosFromLinks();
const config = readAppConfig(document);
if (config) {
  hydrateIslands(document, config);
  storeChoiceOnSwitch(config);
  void suggestLocale(config);
  watchForUpdates(config, () => showUpdateNotice(config));
  scheduleMetaPrefetch(config);
  prefetchOnIntent(config);
}
