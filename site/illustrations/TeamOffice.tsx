import type { Drawing } from '../drawings/types.js';
import { DrawingSvg } from '../drawings/DrawingSvg.js';
/** Who we are: the team at work in the office, a window on the hills, the back office on the monitor. */
export const teamDrawing: Drawing = {
  id: 'team',
  width: 560,
  height: 430,
  perLocale: false,
  draw() {
    return (
      <DrawingSvg width={560} height={430}>
        <rect x="16" y="20" width="528" height="390" rx="28" fill="#f4f7fb" />
        {/* window with the hills around the city */}
        <rect x="52" y="50" width="220" height="150" rx="12" fill="#fff" />
        <rect x="62" y="60" width="200" height="130" rx="6" fill="#e3eefb" />
        <circle cx="218" cy="96" r="16" fill="#fdf0dc" />
        <path d="M62 160l40-38 30 22 40-44 50 40 40-20v70H62z" fill="#9cc3ec" />
        <path d="M62 176l50-24 46 16 50-20 54 16v26H62z" fill="#0b5cad" opacity=".35" />
        <path d="M162 60v130M62 125h200" stroke="#fff" strokeWidth="6" />
        {/* wall board */}
        <rect x="300" y="58" width="186" height="96" rx="12" fill="#fff" stroke="#d7e0ec" />
        <rect x="316" y="74" width="70" height="8" rx="4" fill="#0f1b2d" />
        {[26, 40, 32, 50, 44].map((h, i) => (
          <rect key={i} x={318 + i * 20} y={142 - h} width="12" height={h} rx="3" fill={i === 3 ? '#0f7b6c' : '#9cc3ec'} />
        ))}
        <circle cx="446" cy="104" r="18" fill="none" stroke="#e3eefb" strokeWidth="8" />
        <path d="M446 86a18 18 0 0 1 17.1 23.6" fill="none" stroke="#0b5cad" strokeWidth="8" />
        {/* person at the laptop, with a headset */}
        <path d="M318 340c0-54 22-92 62-92s62 38 62 92z" fill="#0b5cad" />
        <path d="M366 250l14 20 14-20z" fill="#fff" />
        <rect x="370" y="226" width="20" height="26" rx="8" fill="#c98e6b" />
        <circle cx="380" cy="206" r="28" fill="#c98e6b" />
        <path d="M352 204c-2-24 12-38 30-38 20 0 32 14 28 36-6-12-18-16-30-16s-22 6-28 18z" fill="#0f1b2d" />
        <path d="M350 208a30 30 0 0 1 60 0" fill="none" stroke="#13253f" strokeWidth="5" />
        <rect x="344" y="202" width="10" height="18" rx="5" fill="#13253f" />
        <path d="M350 218c2 14 10 20 22 20" fill="none" stroke="#13253f" strokeWidth="3" strokeLinecap="round" />
        {/* colleague standing with a tablet */}
        <path d="M448 350V226c0-18 12-30 32-30s32 12 32 30v124z" fill="#0f7b6c" />
        <rect x="470" y="172" width="20" height="28" rx="8" fill="#f2c6a0" />
        <circle cx="480" cy="154" r="26" fill="#f2c6a0" />
        <path d="M454 156c-4-26 10-40 28-40 20 0 32 16 24 40-2-12-12-22-26-22-12 0-20 8-26 22z" fill="#7a4a2a" />
        <path d="M506 150c10 16 8 40-4 52" fill="none" stroke="#7a4a2a" strokeWidth="10" strokeLinecap="round" />
        <g transform="rotate(-14 452 262)">
          <rect x="420" y="236" width="58" height="76" rx="8" fill="#13253f" />
          <rect x="425" y="242" width="48" height="64" rx="4" fill="#fff" />
          <rect x="430" y="250" width="28" height="5" rx="2.5" fill="#0b5cad" />
          <rect x="430" y="262" width="38" height="16" rx="4" fill="#ddf3ef" />
          <rect x="430" y="284" width="38" height="14" rx="4" fill="#e3eefb" />
        </g>
        <path d="M452 232c-14 20-20 38-10 48l12 4" fill="none" stroke="#0f7b6c" strokeWidth="16" strokeLinecap="round" />
        <circle cx="458" cy="284" r="8" fill="#f2c6a0" />
        {/* speech bubble: a solved ticket */}
        <path d="M262 190h60a12 12 0 0 1 12 12v28a12 12 0 0 1-12 12h-34l-14 12v-12h-12a12 12 0 0 1-12-12v-28a12 12 0 0 1 12-12z" fill="#fff" stroke="#d7e0ec" />
        <circle cx="274" cy="216" r="9" fill="#0f7b6c" />
        <path d="M270 216l3 3 6-6" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        <rect x="290" y="210" width="32" height="5" rx="2.5" fill="#4a5a70" opacity=".5" />
        <rect x="290" y="220" width="22" height="5" rx="2.5" fill="#4a5a70" opacity=".3" />
        {/* desk, monitor, laptop, plant */}
        <rect x="36" y="336" width="488" height="16" rx="6" fill="#13253f" />
        <path d="M62 352h14v58H62zM484 352h14v58h-14z" fill="#13253f" />
        <rect x="96" y="218" width="176" height="108" rx="10" fill="#0c1a2e" />
        <rect x="104" y="226" width="160" height="86" rx="4" fill="#fff" />
        <rect x="104" y="226" width="34" height="86" fill="#13253f" />
        <rect x="146" y="234" width="50" height="7" rx="3.5" fill="#0f1b2d" />
        <path d="M148 298l22-16 20 8 22-22 22 10 22-16" fill="none" stroke="#0b5cad" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M172 326h24l6 10h-36z" fill="#13253f" />
        <path d="M318 336l12-56h100l12 56z" fill="#d7e0ec" />
        <circle cx="380" cy="306" r="9" fill="#fff" />
        <rect x="50" y="306" width="30" height="30" rx="6" fill="#b45309" />
        <path d="M65 306c-16-10-22-30-14-40 10 6 14 22 14 40zm0 0c4-22 14-34 26-34 2 16-10 28-26 34zm0 0c-2-26 2-44 10-50 6 14 2 34-10 50z" fill="#0f7b6c" />
      </DrawingSvg>
    );
  },
};
