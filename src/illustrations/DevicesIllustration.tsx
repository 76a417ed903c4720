import type { Drawing } from '../drawings/types.js';
import { DrawingSvg } from '../drawings/DrawingSvg.js';
/** A laptop with the back office, a tablet with the till and a phone with mobile ordering, in sync. */
export const devicesDrawing: Drawing = {
  id: 'devices',
  width: 560,
  height: 420,
  perLocale: false,
  draw() {
    return (
      <DrawingSvg width={560} height={420}>
        <defs>
          <linearGradient id="devices-bg" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#e3eefb" />
            <stop offset="1" stopColor="#ddf3ef" />
          </linearGradient>
        </defs>
        <rect x="10" y="20" width="540" height="380" rx="28" fill="url(#devices-bg)" />
        <circle cx="470" cy="80" r="46" fill="#ffffff" fillOpacity="0.7" />
        <path d="M150 110 C220 40 330 40 400 95" fill="none" stroke="#0b5cad" strokeOpacity="0.35" strokeWidth="3" strokeDasharray="2 9" strokeLinecap="round" />
        {/* laptop: back office dashboard */}
        <g>
          <rect x="70" y="110" width="330" height="206" rx="12" fill="#0c1a2e" />
          <rect x="82" y="122" width="306" height="182" rx="5" fill="#ffffff" />
          <rect x="82" y="122" width="62" height="182" fill="#f4f7fb" />
          <rect x="94" y="136" width="38" height="8" rx="4" fill="#0b5cad" />
          <g fill="#d7e0ec">
            <rect x="94" y="156" width="34" height="6" rx="3" />
            <rect x="94" y="172" width="28" height="6" rx="3" />
            <rect x="94" y="188" width="32" height="6" rx="3" />
            <rect x="94" y="204" width="24" height="6" rx="3" />
          </g>
          <rect x="156" y="134" width="68" height="40" rx="6" fill="#e3eefb" />
          <rect x="232" y="134" width="68" height="40" rx="6" fill="#ddf3ef" />
          <rect x="308" y="134" width="68" height="40" rx="6" fill="#fdf0dc" />
          <rect x="164" y="144" width="34" height="6" rx="3" fill="#0b5cad" />
          <rect x="240" y="144" width="40" height="6" rx="3" fill="#0f7b6c" />
          <rect x="316" y="144" width="30" height="6" rx="3" fill="#b45309" />
          <path d="M160 280 L196 250 L228 262 L264 222 L300 236 L340 196 L372 206" fill="none" stroke="#0b5cad" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M160 280 L196 250 L228 262 L264 222 L300 236 L340 196 L372 206 L372 292 L160 292 Z" fill="#0b5cad" fillOpacity="0.1" />
          <path d="M40 316 H430 L414 334 H56 Z" fill="#13253f" />
          <rect x="200" y="316" width="70" height="6" rx="3" fill="#4a5a70" />
        </g>
        {/* tablet: the till */}
        <g>
          <rect x="318" y="176" width="196" height="144" rx="14" fill="#13253f" />
          <rect x="328" y="186" width="176" height="124" rx="6" fill="#ffffff" />
          <g fill="#e3eefb">
            <rect x="336" y="194" width="34" height="28" rx="5" />
            <rect x="374" y="194" width="34" height="28" rx="5" />
            <rect x="412" y="194" width="34" height="28" rx="5" fill="#ddf3ef" />
            <rect x="336" y="226" width="34" height="28" rx="5" fill="#fdf0dc" />
            <rect x="374" y="226" width="34" height="28" rx="5" />
            <rect x="412" y="226" width="34" height="28" rx="5" />
            <rect x="336" y="258" width="34" height="28" rx="5" />
            <rect x="374" y="258" width="34" height="28" rx="5" fill="#ddf3ef" />
            <rect x="412" y="258" width="34" height="28" rx="5" />
          </g>
          <rect x="452" y="194" width="44" height="92" rx="5" fill="#f4f7fb" />
          <g fill="#d7e0ec">
            <rect x="458" y="202" width="32" height="5" rx="2.5" />
            <rect x="458" y="214" width="26" height="5" rx="2.5" />
            <rect x="458" y="226" width="30" height="5" rx="2.5" />
          </g>
          <rect x="336" y="292" width="160" height="12" rx="6" fill="#0f7b6c" />
        </g>
        {/* phone: mobile ordering */}
        <g>
          <rect x="236" y="222" width="92" height="170" rx="16" fill="#0c1a2e" />
          <rect x="244" y="236" width="76" height="144" rx="8" fill="#ffffff" />
          <rect x="268" y="228" width="28" height="4" rx="2" fill="#4a5a70" />
          <rect x="252" y="246" width="40" height="7" rx="3.5" fill="#0b5cad" />
          <g fill="#f4f7fb">
            <rect x="252" y="262" width="60" height="22" rx="5" />
            <rect x="252" y="290" width="60" height="22" rx="5" />
            <rect x="252" y="318" width="60" height="22" rx="5" />
          </g>
          <g fill="#d7e0ec">
            <rect x="258" y="270" width="30" height="6" rx="3" />
            <rect x="258" y="298" width="36" height="6" rx="3" />
            <rect x="258" y="326" width="26" height="6" rx="3" />
          </g>
          <g fill="#0f7b6c">
            <circle cx="303" cy="273" r="4" />
            <circle cx="303" cy="301" r="4" />
          </g>
          <rect x="252" y="352" width="60" height="18" rx="9" fill="#0b5cad" />
        </g>
        <g>
          <circle cx="470" cy="80" r="22" fill="#0f7b6c" />
          <path d="M460 80 l7 7 l13 -14" fill="none" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </g>
      </DrawingSvg>
    );
  },
};
