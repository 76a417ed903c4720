import { aboutDrawing } from '../illustrations/AboutSupport.js';
import { lostReceiptDrawing } from '../illustrations/LostReceipt.js';
import { statsDrawing } from '../illustrations/StatsShapes.js';
import { teamDrawing } from '../illustrations/TeamOffice.js';
import { productDrawings } from './product/index.js';
import type { Drawing } from './types.js';

/**
 * Every drawing of the site. The build renders each into a hashed file under /assets/drawings/, and a page
 * shows one with `<DrawingImage id=…>`. To replace a drawing, swap its entry for one with the same id.
 */
export const DRAWINGS: readonly Drawing[] = [
  // The product's screens (hero, administration, software-<screen>, devices), drawn from the locale's content.
  ...productDrawings,
  aboutDrawing,
  teamDrawing,
  lostReceiptDrawing,
  statsDrawing,
];
