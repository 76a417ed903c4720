#!/usr/bin/env node
// `npm run compile` (and npm's `prepare`, which `npm ci` runs): compiles the CLI unless it is up to date.
import path from 'node:path';
import { compile, findFresh, PROJECT_ROOT } from './compiled-cli.js';

const fresh = findFresh();
const entry = fresh ?? (await compile()).entry;
process.stdout.write(`CLI ${fresh ? 'up to date' : 'compiled'}: ${path.relative(PROJECT_ROOT, entry)}\n`);
