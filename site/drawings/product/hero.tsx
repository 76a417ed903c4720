/**
 * The hero: the checkout screen of a café with the fiscal receipt it just printed beside it; on a phone, the
 * checkout screen alone at a size whose text stays readable.
 *
 * One file holds both views (art direction without a second URL in the page): its root fills the <img>'s box
 * and a media query on the box's shape picks the view, each a nested <svg> with its own viewBox. The page
 * gives the image a portrait box on phones (site/sections/Hero.css), so the same preloaded file draws the
 * narrow view there and the page carries no extra markup (the home page's HTML budget).
 */
import type { Drawing } from '../types.js';
import { CAFE_ORDER, Checkout } from './checkout.js';
import { receipt } from './receipt.js';
import { C, FONT, SoftShadow, uiOf } from './kit.js';

const WIDTH = 640;
const HEIGHT = 500;
/** The phone view's viewBox: at 390 px the image is 349 px wide, so 11 px text draws at 10.6 px. */
export const HERO_NARROW = { width: 360, height: 444 } as const;
/**
 * A box taller than wide (the page's phone layout) shows the phone view; any other the full drawing. The phone
 * view is hidden by its own attribute, which the rule overrides: where the file's <style> does not apply (the
 * file opened in a tab of its own, under the site's CSP) the full drawing shows alone.
 */
const VIEWS = '@media (max-aspect-ratio:1/1){.w{display:none}.n{display:inline}}';

export const heroDrawing: Drawing = {
  id: 'hero',
  width: WIDTH,
  height: HEIGHT,
  perLocale: true,
  draw(context) {
    const ui = uiOf(context);
    const paper = receipt(ui, { seller: ui.t('productUi.venue'), lines: CAFE_ORDER });
    const scale = Math.min(0.8, (HEIGHT - 8) / paper.height);
    const paperWidth = 250 * scale;
    return (
      <svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%" fontFamily={FONT} fontSize="14" fill={C.ink}>
        <style dangerouslySetInnerHTML={{ __html: VIEWS }} />
        <svg className="w" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height="100%">
          <SoftShadow boxes={[{ x: 8, y: 40, width: WIDTH - paperWidth - 8, height: 420, rx: 12 }, { x: WIDTH - paperWidth - 4, y: 4, width: paperWidth, height: paper.height * scale, rx: 2 }]} />
          <g transform="translate(8 40)"><Checkout ui={ui} width={WIDTH - paperWidth - 8} height={420} /></g>
          <g transform={`translate(${WIDTH - paperWidth - 4} 4) scale(${scale.toFixed(3)})`}>{paper.node}</g>
        </svg>
        <svg className="n" display="none" viewBox={`0 0 ${HERO_NARROW.width} ${HERO_NARROW.height}`} width="100%" height="100%">
          <g transform="translate(2 2)"><Checkout ui={ui} width={HERO_NARROW.width - 4} height={HERO_NARROW.height - 4} /></g>
        </svg>
      </svg>
    );
  },
};
