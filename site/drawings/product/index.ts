/** Every product drawing: the hero, the administration dashboard, the six tour screens and the devices. */
import type { Drawing } from '../types.js';
import { administrationDrawing } from './administration.js';
import { devicesDrawing } from './devices.js';
import { heroDrawing } from './hero.js';
import { softwareDrawings } from './software.js';

export const productDrawings: readonly Drawing[] = [heroDrawing, administrationDrawing, ...softwareDrawings, devicesDrawing];
