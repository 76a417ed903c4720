import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pc from 'picocolors';
import type { ResolvedConfig } from '../../core/config.js';
import { planLocale, type LocalePlan, type LocaleRequest } from './add-locale.js';
import { UNTRANSLATED_MARKER } from '../../pipeline/i18n/untranslated.js';

/** Writes the files of a new locale and returns what was done and the steps left, to print. */
export function showAddLocale(config: ResolvedConfig, request: LocaleRequest, color: boolean): string {
  const plan = planLocale(config, request);
  for (const file of plan.files) writeFileSync(path.join(config.root, file.file), file.text);
  return `${describePlan(plan, color)}\n`;
}

function describePlan(plan: LocalePlan, color: boolean): string {
  const c = pc.createColors(color);
  const { locale } = plan;
  const width = Math.max(...plan.files.map((f) => f.file.length));
  const done = plan.files.map((f, i) => `  ${i === 0 ? 'created' : 'updated'} ${f.file.padEnd(width)}  ${f.change}`);
  const plurals = new Intl.PluralRules(locale.lang).resolvedOptions().pluralCategories.join(', ');
  const messages = plan.files[0]!.file;
  const steps = [
    ...plan.missing.map((file) => `Add "${locale.code}" to the locale codes in ${file} (not found in this project, so not edited).`),
    `Check the new entry in content/site.yaml: label (the language switcher), lang, hreflang, ogLocale, prefix ${locale.prefix}, market ${locale.market}, country ${locale.country}.`,
    `Translate ${messages}: replace each "${UNTRANSLATED_MARKER.trim()} …" message, keeping its {arguments}; plural messages take the cases of ${locale.lang}: ${plurals}. \`npm run validate\` lists every message still marked (E_UNTRANSLATED) with its line.`,
    `\`npx tsx cli.ts i18n\` shows what is left per locale; names and brand words that stay as in ${plan.reference} go into content/i18n.yaml.`,
    `To offer the locale to visitors whose browser prefers its language, add the language to localeOfTag in shared/locale-choice.ts.`,
    '`npm run build`, `npx tsx cli.ts check-links` and `npm test`.',
  ];
  return [
    c.green(`✔ added locale "${locale.code}" (${locale.label}, ${locale.lang}, prefix ${locale.prefix || '(none)'}, market ${locale.market}); ${plan.messages} messages to translate`),
    ...done,
    '',
    'Next steps:',
    ...steps.map((s, i) => `  ${i + 1}. ${s}`),
  ].join('\n');
}
