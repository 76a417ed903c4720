import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pc from 'picocolors';
import type { ResolvedConfig } from '../../core/config.js';
import { planLocale, type LocalePlan } from './add-locale.js';
import type { LocaleRequest } from './locale-entry.js';
import { UNTRANSLATED_MARKER } from '../../pipeline/i18n/untranslated.js';

/** Writes the files of a new locale and returns what was done, what was assumed and the steps left, to print. */
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
  const office = plan.borrowedOffice;
  const notes = [
    ...(plan.assumed.length ? [`Assumed: ${plan.assumed.join('; ')}.`] : []),
    ...(plan.taken.length ? [`Browser ${plan.taken.join(' and ')} already ${plan.taken.length === 1 ? 'leads' : 'lead'} to another locale, so not to "${locale.code}" (browserLanguages in content/site.yaml).`] : []),
    ...(office ? [c.yellow(`⚠ No office is in ${locale.country}: the pages of "${locale.code}" give the address and support e-mail of office "${office.id}" (${office.country}, ${office.email}). Pass --office <id> to choose another, or add an office in ${locale.country} to content/site.yaml and remove the locale's office line.`)] : []),
  ];
  const steps = [
    `Check the new entry in content/site.yaml: label ${locale.label} (the country, in the switcher), language ${locale.language}, lang, hreflang, ogLocale, prefix ${locale.prefix}, market ${locale.market}, country ${locale.country}, browserLanguages (the browser languages offered this locale).`,
    `Translate ${messages}: replace each "${UNTRANSLATED_MARKER.trim()} …" message, keeping its {arguments}; plural messages take the cases of ${locale.lang}: ${plurals}. \`npm run dev\` shows /${locale.code} with the messages still to translate marked; \`npm run validate\` counts them (W_LOCALE_IN_PROGRESS).`,
    `\`npm run i18n\` shows what is left per locale; names and brand words that stay as in ${plan.reference} go into content/i18n.yaml.`,
    `Until then the build leaves the locale out. To publish it, remove \`status: in-progress\` from its entry: every message left untranslated is then an error. \`npm run i18n -- remove ${locale.code}\` takes it out again.`,
  ];
  return [
    c.green(`✔ added locale "${locale.code}" in progress (${locale.label}, ${locale.language}, ${locale.lang}, prefix ${locale.prefix || '(none)'}, market ${locale.market}); ${plan.messages} messages to translate`),
    ...done,
    ...(notes.length ? ['', ...notes] : []),
    '',
    'Next steps:',
    ...steps.map((s, i) => `  ${i + 1}. ${s}`),
  ].join('\n');
}
