/** The hero: the checkout screen of a café with the fiscal receipt it just printed beside it. */
import type { Drawing } from '../types.js';
import { CAFE_ORDER, Checkout } from './checkout.js';
import { receipt } from './receipt.js';
import { SoftShadow, Svg, uiOf } from './kit.js';

const WIDTH = 640;
const HEIGHT = 500;

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
      <Svg width={WIDTH} height={HEIGHT}>
        <SoftShadow boxes={[{ x: 8, y: 40, width: WIDTH - paperWidth - 8, height: 420, rx: 12 }, { x: WIDTH - paperWidth - 4, y: 4, width: paperWidth, height: paper.height * scale, rx: 2 }]} />
        <g transform="translate(8 40)"><Checkout ui={ui} width={WIDTH - paperWidth - 8} height={420} /></g>
        <g transform={`translate(${WIDTH - paperWidth - 4} 4) scale(${scale.toFixed(3)})`}>{paper.node}</g>
      </Svg>
    );
  },
};
