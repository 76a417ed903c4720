import { DrawingSvg } from '../../site/drawings/DrawingSvg.js';
import type { Drawing } from '../../site/drawings/types.js';

/** A drawing that writes its locale's language switcher label: localized text, as a product drawing has. */
export const localizedDrawing: Drawing = {
  id: 'greeting',
  width: 200,
  height: 40,
  perLocale: true,
  draw: ({ t, locale }) => (
    <DrawingSvg width={200} height={40}>
      <text x="0" y="20" fill="#0f1b2d" fontFamily="system-ui, sans-serif">{`${locale.code}: ${t('languageSwitcher.label')}`}</text>
    </DrawingSvg>
  ),
};

/** A drawing drawn per locale that only tells English from the rest: locales alike share a file. */
export const currencyDrawing: Drawing = {
  id: 'price',
  width: 60,
  height: 20,
  perLocale: true,
  draw: ({ locale }) => (
    <DrawingSvg width={60} height={20}>
      <text x="0" y="15">{locale.code === 'en' ? '$12' : '12 €'}</text>
    </DrawingSvg>
  ),
};

/** A drawing that is the same in every locale: a dot of radius `r`. */
export function dotDrawing(r = 5): Drawing {
  return { id: 'dot', width: 10, height: 10, perLocale: false, draw: () => <DrawingSvg width={10} height={10}><circle cx="5" cy="5" r={r} fill="#0b5cad" /></DrawingSvg> };
}

/** A drawing whose root lacks the SVG namespace: it would not render as a file. */
export const bareDrawing: Drawing = { id: 'bare', width: 10, height: 10, perLocale: false, draw: () => <svg viewBox="0 0 10 10" /> };
