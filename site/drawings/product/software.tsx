/**
 * The software tour's six screens, one drawing each (`software-<screen>`, the screen ids of the Software
 * section's `screens` list), all at the same 16:10 size so the tabbed showcase never changes height.
 */
import type { ReactElement } from 'react';
import type { Drawing } from '../types.js';
import { Checkout } from './checkout.js';
import { Fiscal } from './fiscal.js';
import { Kitchen } from './kitchen.js';
import { Svg, uiOf, type Ui } from './kit.js';
import { Reports } from './reports.js';
import { Stock } from './stock.js';
import { Tables } from './tables.js';

const SCREEN_WIDTH = 560;
const SCREEN_HEIGHT = 350;

type Screen = (props: { ui: Ui; width: number; height: number }) => ReactElement;
const SCREENS: readonly (readonly [string, Screen])[] = [
  ['sales', Checkout], ['tables', Tables], ['kitchen', Kitchen], ['inventory', Stock], ['reports', Reports], ['fiscal', Fiscal],
];

/** The drawing of one screen of the tour, by its id in the Software section's `screens` list. */
export const softwareDrawingId = (screen: string) => `software-${screen}`;

export const softwareDrawings: readonly Drawing[] = SCREENS.map(([screen, Screen]) => ({
  id: softwareDrawingId(screen),
  width: SCREEN_WIDTH,
  height: SCREEN_HEIGHT,
  perLocale: true,
  draw: (context) => (
    <Svg width={SCREEN_WIDTH} height={SCREEN_HEIGHT}>
      <g transform="translate(0.5 0.5)"><Screen ui={uiOf(context)} width={SCREEN_WIDTH - 1} height={SCREEN_HEIGHT - 1} /></g>
    </Svg>
  ),
}));
