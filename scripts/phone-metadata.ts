/**
 * Writes shared/phone-metadata.ts: libphonenumber-js's "min" metadata for just the countries whose
 * numbers the forms check in full (Montenegro and Serbia), so the contact island does not carry the rules of
 * every country. Numbers with any other country code get the E.164 plausibility rule
 * of shared/contact-rules.ts. Run after updating libphonenumber-js: `npx tsx scripts/phone-metadata.ts`;
 * test/unit/contact-rules.test.ts fails while the committed file differs from what this script writes.
 */
import { writeFileSync } from 'node:fs';
import { phoneMetadataSource } from './phone-metadata-source.js';

const target = new URL('../shared/phone-metadata.ts', import.meta.url);
writeFileSync(target, phoneMetadataSource());
console.log(`wrote ${target.pathname}`);
