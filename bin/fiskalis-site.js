#!/usr/bin/env node
// The CLI's launcher: runs the compiled cli.ts, compiling it first when its sources changed (see compiled-cli.js).
import { pathToFileURL } from 'node:url';
import { compiledEntry } from './compiled-cli.js';

await import(pathToFileURL(await compiledEntry()).href);
