/** Every product drawing, by id: the hero, the administration dashboard, the six tour screens, the devices. */
import type { Drawing } from '../types.js';
import { administrationDrawing } from './administration.js';
import { heroDrawing } from './hero.js';

export const productDrawings: readonly Drawing[] = [heroDrawing, administrationDrawing];
