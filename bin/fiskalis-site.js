#!/usr/bin/env node
// The CLI's launcher: runs the compiled cli.ts, compiling it first when its sources changed (see compiled-cli.js).
import { pathToFileURL } from 'node:url';
import { compiledEntry, PROJECT_ROOT } from './compiled-cli.js';

// The compiled code runs from node_modules/.cache, so code that needs the source tree (the dev server's Vite)
// learns where it is from here.
process.env.FISKALIS_SITE_APP_ROOT = PROJECT_ROOT;

// cli.ts runs itself only when it is the script Node was started with; here it is imported, so it is started.
const cli = await import(pathToFileURL(await compiledEntry()).href);
cli.main();
