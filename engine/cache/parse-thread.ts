/**
 * A parse thread (parse-prefill.ts): parses its share of the message catalogues through the parse cache,
 * which keeps each one that parses without a problem, and exits.
 */
import { readFileSync } from 'node:fs';
import { workerData } from 'node:worker_threads';
import { createParseCache } from './parse-cache.js';
import type { ParseShare } from './parse-prefill.js';

const share = workerData as ParseShare;
const parse = createParseCache(share.root, share.cacheDir, share.code);
for (const { file, absolute } of share.files) parse(file, readFileSync(absolute).toString('utf8'));
