import type { Drawing } from '../drawings/types.js';
import { DrawingSvg } from '../drawings/DrawingSvg.js';
/** Decorative background of the statistics band: soft rings, a rising line chart and dots. */
export const statsDrawing: Drawing = {
  id: 'stats',
  width: 1200,
  height: 400,
  perLocale: false,
  draw() {
    return (
      <DrawingSvg width={1200} height={400} preserveAspectRatio="xMidYMid slice">
        <defs>
          <linearGradient id="stats-line" x1="0" x2="1" y1="0" y2="0">
            <stop offset="0" stopColor="#8cc2ff" stopOpacity="0" />
            <stop offset="1" stopColor="#8cc2ff" stopOpacity="0.4" />
          </linearGradient>
          <pattern id="stats-dots" width="22" height="22" patternUnits="userSpaceOnUse">
            <circle cx="2" cy="2" r="1.6" fill="#ffffff" fillOpacity="0.16" />
          </pattern>
        </defs>
        <circle cx="1080" cy="40" r="190" fill="none" stroke="#ffffff" strokeOpacity="0.08" strokeWidth="40" />
        <circle cx="1080" cy="40" r="95" fill="#ffffff" fillOpacity="0.05" />
        <circle cx="90" cy="380" r="140" fill="none" stroke="#0f7b6c" strokeOpacity="0.35" strokeWidth="28" />
        <rect x="930" y="250" width="220" height="132" fill="url(#stats-dots)" />
        <rect x="40" y="30" width="176" height="110" fill="url(#stats-dots)" />
        <path d="M0 330 C160 320 230 260 360 270 S560 300 660 220 S860 120 980 150 S1140 90 1200 60" fill="none" stroke="url(#stats-line)" strokeWidth="4" strokeLinecap="round" />
        <g fill="#8cc2ff" fillOpacity="0.6">
          <circle cx="660" cy="220" r="6" />
          <circle cx="980" cy="150" r="6" />
        </g>
      </DrawingSvg>
    );
  },
};
