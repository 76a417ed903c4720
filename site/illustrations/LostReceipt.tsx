import type { Drawing } from '../drawings/types.js';
import { DrawingSvg } from '../drawings/DrawingSvg.js';
/** Decorative 404/500 illustration: a torn receipt under a magnifying glass, on a soft blob. */
export const lostReceiptDrawing: Drawing = {
  id: 'lost-receipt',
  width: 320,
  height: 240,
  perLocale: false,
  draw() {
    return (
      <DrawingSvg width={320} height={240}>
        <path d="M64 132c-8-46 26-92 82-100 52-8 104 16 118 62 14 48-16 98-74 110-62 12-118-20-126-72z" fill="#e3eefb" />
        <circle cx="262" cy="52" r="10" fill="#ddf3ef" />
        <circle cx="52" cy="200" r="7" fill="#fdf0dc" />
        <path d="M40 70v14M33 77h14M278 176v12M272 182h12" stroke="#b45309" strokeWidth="3" strokeLinecap="round" />
        <g transform="rotate(-8 150 120)">
          <path d="M104 48h88a6 6 0 0 1 6 6v62l-9 7-10-5-9 8-10-6-10 7-9-6-11 6-9-7-11 5-12-7V54a6 6 0 0 1 6-6z" fill="#fff" stroke="#d7e0ec" strokeWidth="2" />
          <rect x="116" y="62" width="44" height="7" rx="3.5" fill="#0b5cad" />
          <rect x="116" y="78" width="64" height="5" rx="2.5" fill="#d7e0ec" />
          <rect x="116" y="90" width="52" height="5" rx="2.5" fill="#d7e0ec" />
          <rect x="116" y="102" width="58" height="5" rx="2.5" fill="#d7e0ec" />
          <path d="M110 146l12 7 11-6 9 7 10-7 10 6 9-8 10 5 9-7v40a6 6 0 0 1-6 6h-88a6 6 0 0 1-6-6v-43z" fill="#fff" stroke="#d7e0ec" strokeWidth="2" />
          <rect x="120" y="164" width="30" height="30" rx="3" fill="none" stroke="#0c1a2e" strokeWidth="3" strokeDasharray="5 4" />
          <rect x="128" y="172" width="14" height="14" rx="2" fill="#0c1a2e" opacity=".85" />
          <rect x="160" y="168" width="30" height="5" rx="2.5" fill="#d7e0ec" />
          <rect x="160" y="180" width="22" height="5" rx="2.5" fill="#d7e0ec" />
        </g>
        <circle cx="222" cy="142" r="30" fill="rgb(255 255 255 / 0.6)" stroke="#0b5cad" strokeWidth="8" />
        <path d="M244 164l26 26" stroke="#0b5cad" strokeWidth="12" strokeLinecap="round" />
        <path d="M213 133c2-6 16-7 18 1 2 7-9 8-9 15M222 158v1" fill="none" stroke="#0f7b6c" strokeWidth="4.5" strokeLinecap="round" />
      </DrawingSvg>
    );
  },
};
