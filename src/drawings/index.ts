import { aboutDrawing } from '../illustrations/AboutSupport.js';
import { administrationDrawing } from '../illustrations/AdminDashboard.js';
import { devicesDrawing } from '../illustrations/DevicesIllustration.js';
import { heroDrawing } from '../illustrations/HeroDashboard.js';
import { lostReceiptDrawing } from '../illustrations/LostReceipt.js';
import { softwareDrawings } from '../illustrations/SoftwareScreens.js';
import { statsDrawing } from '../illustrations/StatsShapes.js';
import { teamDrawing } from '../illustrations/TeamOffice.js';
import type { Drawing } from './types.js';

/**
 * Every drawing of the site. The build renders each into a hashed file under /assets/drawings/, and a page
 * shows one with `<DrawingImage id=…>`. To replace a drawing, swap its entry for one with the same id.
 */
export const DRAWINGS: readonly Drawing[] = [
  heroDrawing,
  administrationDrawing,
  ...softwareDrawings,
  devicesDrawing,
  aboutDrawing,
  teamDrawing,
  lostReceiptDrawing,
  statsDrawing,
];
