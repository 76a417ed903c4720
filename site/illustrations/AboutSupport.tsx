import type { Drawing } from '../drawings/types.js';
import { DrawingSvg } from '../drawings/DrawingSvg.js';
import { qrPath } from './qr.js';

/** About: a support specialist helping a shop owner at the till, shelves behind, a fiscal printer. */
export const aboutDrawing: Drawing = {
  id: 'about',
  width: 560,
  height: 430,
  perLocale: false,
  draw() {
    const shelf = (y: number, colors: string[]) => (
      <g>
        {colors.map((fill, i) => (
          <rect key={i} x={70 + i * 40} y={y - 34 - (i % 2) * 8} width="28" height={34 + (i % 2) * 8} rx="5" fill={fill} />
        ))}
        <rect x="56" y={y} width="216" height="8" rx="4" fill="#9fb3cc" />
      </g>
    );
    return (
      <DrawingSvg width={560} height={430}>
        <rect x="16" y="16" width="528" height="398" rx="28" fill="#fff" />
        <circle cx="430" cy="130" r="86" fill="#e3eefb" />
        {shelf(112, ['#0b5cad', '#fdf0dc', '#0f7b6c', '#9cc3ec', '#b45309'])}
        {shelf(184, ['#ddf3ef', '#b45309', '#9cc3ec', '#0b5cad', '#0f7b6c'])}
        {/* shop owner behind the counter */}
        <path d="M120 330c0-58 22-96 62-96s62 38 62 96z" fill="#b45309" />
        <path d="M156 252h52v78h-52z" fill="#fdf0dc" />
        <path d="M160 246c6 8 14 12 22 12s16-4 22-12" fill="none" stroke="#fdf0dc" strokeWidth="5" />
        <rect x="172" y="210" width="20" height="28" rx="8" fill="#e0a982" />
        <circle cx="182" cy="192" r="27" fill="#e0a982" />
        <path d="M154 192c0-22 12-34 30-34 16 0 28 10 26 30-8-10-20-14-32-12-10 2-18 8-24 16z" fill="#4a3426" />
        {/* support specialist with a lanyard */}
        <path d="M370 330V226c0-20 14-32 34-32s34 12 34 32v104z" fill="#0b5cad" />
        <path d="M390 198l14 40 14-40" fill="none" stroke="#8cc2ff" strokeWidth="4" />
        <rect x="396" y="236" width="16" height="20" rx="3" fill="#fff" />
        <rect x="394" y="170" width="20" height="28" rx="8" fill="#c98e6b" />
        <circle cx="404" cy="150" r="27" fill="#c98e6b" />
        <path d="M376 150c-2-24 12-36 30-36s32 12 26 34c-6-10-14-14-24-14-14 0-24 6-32 16z" fill="#0f1b2d" />
        <path d="M376 234c-24 12-44 32-54 52" fill="none" stroke="#0b5cad" strokeWidth="18" strokeLinecap="round" />
        <circle cx="320" cy="290" r="9" fill="#c98e6b" />
        {/* speech bubble: help */}
        <g transform="translate(36 -60)">
        <path d="M262 112h56a12 12 0 0 1 12 12v26a12 12 0 0 1-12 12h-12l-12 12v-12h-32a12 12 0 0 1-12-12v-26a12 12 0 0 1 12-12z" fill="#fff" stroke="#d7e0ec" />
        <path d="M276 136l8 8 16-16" fill="none" stroke="#0f7b6c" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </g>
        {/* counter with till and fiscal printer */}
        <rect x="36" y="318" width="488" height="16" rx="6" fill="#3a5577" />
        <rect x="48" y="334" width="464" height="72" fill="#13253f" />
        <path d="M48 360h464" stroke="#3a5577" strokeWidth="2" />
        <path d="M236 318l8-22h32l8 22z" fill="#0c1a2e" />
        <g transform="rotate(-6 260 250)">
          <rect x="196" y="212" width="128" height="88" rx="10" fill="#0c1a2e" />
          <rect x="203" y="219" width="114" height="74" rx="4" fill="#fff" />
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <rect key={i} x={209 + (i % 3) * 22} y={226 + Math.floor(i / 3) * 24} width="18" height="19" rx="3" fill={['#e3eefb', '#ddf3ef', '#fdf0dc'][i % 3]} />
          ))}
          <rect x="277" y="226" width="34" height="44" rx="3" fill="#f4f7fb" />
          <rect x="277" y="276" width="34" height="11" rx="3" fill="#0b5cad" />
        </g>
        <rect x="420" y="282" width="72" height="36" rx="8" fill="#0c1a2e" />
        <rect x="432" y="278" width="48" height="6" rx="3" fill="#3a5577" />
        <path d="M436 282v-76h40v76" fill="#fff" stroke="#d7e0ec" />
        <rect x="444" y="216" width="24" height="5" rx="2.5" fill="#0f1b2d" />
        <path d="M444 228h24M444 236h16" stroke="#4a5a70" strokeWidth="3" opacity=".45" />
        <g transform="translate(443 246) scale(1.238)"><path d={qrPath(21, 11)} fill="#0f1b2d" /></g>
      </DrawingSvg>
    );
  },
};
