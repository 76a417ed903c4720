/** Devices: the same account on a laptop (back office), a tablet (tables) and a phone (today's figures). */
import type { Drawing } from '../types.js';
import { Dashboard, PhoneToday } from './administration.js';
import { C, Phone, SoftShadow, Svg, uiOf } from './kit.js';
import { Tables } from './tables.js';

const WIDTH = 640;
const HEIGHT = 430;

export const devicesDrawing: Drawing = {
  id: 'devices',
  width: WIDTH,
  height: HEIGHT,
  perLocale: true,
  draw(context) {
    const ui = uiOf(context);
    const laptop = { x: 14, y: 10, w: 430, h: 276 };
    const screen = { w: laptop.w - 20, h: laptop.h - 20 };
    const tablet = { x: 268, y: 180, w: 250, h: 180 };
    return (
      <Svg width={WIDTH} height={HEIGHT}>
        <SoftShadow boxes={[{ x: laptop.x, y: laptop.y, width: laptop.w, height: laptop.h + 14, rx: 14 }, { x: tablet.x, y: tablet.y, width: tablet.w, height: tablet.h, rx: 16 }, { x: 526, y: 186, width: 146 * 0.78, height: 296 * 0.78, rx: 17 }]} />
        <rect x={laptop.x} y={laptop.y} width={laptop.w} height={laptop.h} rx="14" fill={C.ink} />
        <g transform={`translate(${laptop.x + 10} ${laptop.y + 10}) scale(${(screen.w / 540).toFixed(4)})`}>
          <Dashboard ui={ui} width={540} height={Math.round((540 * screen.h) / screen.w)} cover={0} />
        </g>
        <path d={`M${laptop.x - 14} ${laptop.y + laptop.h}h${laptop.w + 28}l-12 14H${laptop.x - 2}z`} fill="#c5d0de" />
        <rect x={laptop.x + laptop.w / 2 - 30} y={laptop.y + laptop.h} width="60" height="5" rx="2.5" fill="#9aa8ba" />
        <rect x={tablet.x} y={tablet.y} width={tablet.w} height={tablet.h} rx="16" fill={C.ink} />
        <g transform={`translate(${tablet.x + 10} ${tablet.y + 10}) scale(${((tablet.w - 20) / 540).toFixed(4)})`}>
          <Tables ui={ui} width={540} height={Math.round((540 * (tablet.h - 20)) / (tablet.w - 20))} />
        </g>
        <g transform="translate(526 186) scale(0.78)">
          <Phone x={0} y={0} width={146} height={296}><PhoneToday ui={ui} width={134} /></Phone>
        </g>
      </Svg>
    );
  },
};
