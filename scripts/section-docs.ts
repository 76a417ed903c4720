/** Writes docs/section-types.md from the section contracts: `npm run docs:sections` (or `npx tsx scripts/section-docs.ts`). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderSectionDocs } from './section-docs-render.js';

const file = path.join(process.cwd(), 'docs/section-types.md');
writeFileSync(file, renderSectionDocs());
console.log(`wrote ${path.relative(process.cwd(), file)}`);
