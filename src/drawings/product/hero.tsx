/** The hero: the checkout screen of a café with the fiscal receipt it just printed beside it. */
import type { Drawing } from '../types.js';
import { CAFE_ORDER, Checkout } from './checkout.js';
import { receipt } from './receipt.js';
import { Svg, uiOf } from './kit.js';

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
        <defs>
          <filter id="s" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="8" stdDeviation="10" floodColor="#13253f" floodOpacity=".16" /></filter>
        </defs>
        <g filter="url(#s)">
          <g transform="translate(8 40)"><Checkout ui={ui} width={WIDTH - paperWidth - 8} height={420} /></g>
          <g transform={`translate(${WIDTH - paperWidth - 4} 4) scale(${scale.toFixed(3)})`}>{paper.node}</g>
        </g>
      </Svg>
    );
  },
};
