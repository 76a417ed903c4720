/** Number and price formatting per locale with Intl; lang is the locale's BCP 47 tag (sr-Latn-RS, …). */

/**
 * One Intl object per language and options, for pages and drawings alike: building one costs far more than
 * using it, and a site with hundreds of locales draws thousands of product screens and footers.
 */
function oneIntlPer<O, F>(create: (lang: string, options: O) => F): (lang: string, options: O) => F {
  const made = new Map<string, F>();
  return (lang, options) => {
    const key = `${lang}|${JSON.stringify(options)}`;
    let f = made.get(key);
    if (!f) made.set(key, (f = create(lang, options)));
    return f;
  };
}

const regionNames = oneIntlPer((lang, options: Intl.DisplayNamesOptions) => new Intl.DisplayNames(lang, options));

/** One Intl.NumberFormat per language and options (oneIntlPer). */
export const numberFormat = oneIntlPer((lang, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(lang, options));

/** One Intl.DateTimeFormat per language and options (oneIntlPer). */
export const dateTimeFormat = oneIntlPer((lang, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(lang, options));

/** Amounts in a currency with a fixed number of decimals: RSD by its code ("1.800,00 RSD"), others by symbol ("€12"). */
export function currencyFormat(lang: string, currency: string, decimals: number): Intl.NumberFormat {
  return numberFormat(lang, { style: 'currency', currency, currencyDisplay: currency === 'RSD' ? 'code' : 'symbol', minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** 12 → "€12" (en-US), "12 €" (sr-Latn-ME); RSD always with two decimals, "1.800,00 RSD". */
export function formatPrice(amount: number, currency: string, lang: string): string {
  const decimals = currency === 'RSD' || !Number.isInteger(amount) ? 2 : 0;
  return currencyFormat(lang, currency, decimals).format(amount);
}

/** The amount alone, for prices whose currency and period the message places: "1.800,00". */
export function formatAmount(amount: number, lang: string, decimals = 2): string {
  return numberFormat(lang, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(amount);
}

/**
 * Serbian and Montenegrin name the month in the genitive after a day number ("1. novembra 2026."), but
 * CLDR's Latin-script data has only the nominative ("1. novembar 2026."); the twelve forms, by month index.
 */
const GENITIVE_MONTHS: Readonly<Record<string, readonly string[]>> = {
  sr: ['januara', 'februara', 'marta', 'aprila', 'maja', 'juna', 'jula', 'avgusta', 'septembra', 'oktobra', 'novembra', 'decembra'],
};

/**
 * A calendar date as the messages' `{d, date, short|long|full}` writes it: "November 1, 2026" (en-US),
 * "1. novembra 2026." (sr-Latn-ME, sr-Latn-RS). One Intl.DateTimeFormat per locale and size.
 */
export function formatDate(value: Date | string | number, lang: string, size?: string | null): string {
  const month = size === 'long' || size === 'full' ? 'long' : size === 'short' ? 'numeric' : 'short';
  const format = dateTimeFormat(lang, { day: 'numeric', month, year: 'numeric', timeZone: 'UTC', ...(size === 'full' ? { weekday: 'long' } : {}) });
  const date = new Date(value);
  const genitive = GENITIVE_MONTHS[lang.split('-')[0]!.toLowerCase()];
  if (!genitive || format.resolvedOptions().month !== 'long') return format.format(date);
  return format.formatToParts(date).map((part) => (part.type === 'month' ? genitive[date.getUTCMonth()]! : part.value)).join('');
}

/** A country by its ISO 3166-1 alpha-2 code, in the page's language: ME → "Montenegro" (en), "Crna Gora" (sr-Latn). */
export function formatCountry(code: string, lang: string): string {
  return regionNames(lang, { type: 'region' }).of(code) ?? code;
}

/** "whole" or "fraction", for messages whose grammar differs for decimals (sr: "2,1 miliona", "21 milion"). */
export function numberKind(value: number): 'whole' | 'fraction' {
  return Number.isInteger(value) ? 'whole' : 'fraction';
}
