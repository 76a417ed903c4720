import { Option } from 'commander';
import { configOf, EXIT, useColor, type CommandIo } from './io.js';

export interface I18nAddOptions {
  root?: string;
  label?: string;
  language?: string;
  lang?: string;
  hreflang?: string;
  ogLocale?: string;
  prefix?: string;
  market?: string;
  country?: string;
  office?: string;
}

/** `i18n add <code>`: scaffolds a new locale, in progress, and prints the steps left; 0, or a usage error it throws. */
export async function i18nAdd(code: string, options: I18nAddOptions, io: CommandIo): Promise<number> {
  const { showAddLocale } = await import('./i18n/show-add-locale.js');
  const { root, ...request } = options;
  io.stdout.write(showAddLocale(configOf({ root }, io), { code, ...request }, useColor(io)));
  return EXIT.ok;
}

/** The options of `i18n add` after --root, in the order its help lists them. */
export function i18nAddOptions(): Option[] {
  return [
    new Option('--label <text>', "the country or market, in the switcher (default: the country's name in the language)"),
    new Option('--language <text>', "the language's name in itself, beside the label (default: from the language tag)"),
    new Option('--lang <tag>', 'BCP 47 tag for <html lang>, dates and plurals (default: the code)'),
    new Option('--hreflang <tag>', 'hreflang of the alternates (default: language-COUNTRY)'),
    new Option('--og-locale <tag>', 'og:locale (default: language_COUNTRY)'),
    new Option('--prefix <prefix>', 'URL prefix (default: /<code>)'),
    new Option('--market <id>', "pricing market of content/packages.yaml (default: the default locale's)"),
    new Option('--country <CC>', "country whose phone numbers the forms take without a country code (default: the tag's region)"),
    new Option('--office <id>', "office of content/site.yaml whose address and support e-mail its pages give (default: the one in its country, else the default locale's, said loudly)"),
  ];
}

/** `i18n remove <code>`: takes out a locale `i18n add` added (its site.yaml entry and message file); 0, or a usage error. */
export async function i18nRemove(code: string, options: { root?: string }, io: CommandIo): Promise<number> {
  const { removeLocale } = await import('./i18n/remove-locale.js');
  io.stdout.write(`${removeLocale(configOf(options, io), code)}\n`);
  return EXIT.ok;
}
