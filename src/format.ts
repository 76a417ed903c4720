/** Number and price formatting per locale with Intl; lang is the locale's BCP 47 tag (sr-Latn-RS, …). */

const cache = new Map<string, Intl.NumberFormat>();
function formatter(lang: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.NumberFormat(lang, options)));
  return f;
}

/** 12 → "€12" (en-US), "12 €" (sr-Latn-ME); RSD always with two decimals, "1.800,00 RSD". */
export function formatPrice(amount: number, currency: string, lang: string): string {
  const decimals = currency === 'RSD' || !Number.isInteger(amount) ? 2 : 0;
  return formatter(lang, { style: 'currency', currency, currencyDisplay: currency === 'RSD' ? 'code' : 'symbol', minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(amount);
}

/** The amount alone, for prices whose currency and period the message places: "1.800,00". */
export function formatAmount(amount: number, lang: string, decimals = 2): string {
  return formatter(lang, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(amount);
}
