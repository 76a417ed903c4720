/** Writes docs/errors.md from the error catalogue: `npm run docs:errors` (or `npx tsx scripts/error-docs.ts`). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderErrorDocs } from './error-docs-render.js';

const file = path.join(process.cwd(), 'docs/errors.md');
writeFileSync(file, renderErrorDocs());
console.log(`wrote ${path.relative(process.cwd(), file)}`);
