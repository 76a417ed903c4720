/**
 * The one script every page loads up front (a module, so it runs after parsing). It stays tiny: React and
 * each island arrive only when an island is needed.
 */
import { readAppConfig } from '../shared/app-config.js';
import { hydrateIslands } from './islands/hydrate.js';

const config = readAppConfig(document);
if (config) hydrateIslands(document, config);
