import type { Drawing } from '../drawings/types.js';
import { DrawingSvg } from '../drawings/DrawingSvg.js';
import { qrPath } from './qr.js';

/** Hero: the back-office dashboard behind, the POS till in front, a fiscal receipt with its QR code. */
export const heroDrawing: Drawing = {
  id: 'hero',
  width: 560,
  height: 470,
  perLocale: false,
  draw() {
    const bars = [58, 82, 66, 104, 90, 122, 112];
    const tiles = ['#e3eefb', '#ddf3ef', '#fdf0dc'];
    return (
      <DrawingSvg width={560} height={470}>
        <circle cx="330" cy="210" r="200" fill="#e3eefb" opacity=".7" />
        <circle cx="96" cy="96" r="54" fill="#ddf3ef" />
        {/* back office window */}
        <rect x="118" y="30" width="424" height="284" rx="16" fill="#0b5cad" opacity=".08" transform="translate(6 10)" />
        <rect x="118" y="30" width="424" height="284" rx="16" fill="#fff" stroke="#d7e0ec" />
        <path d="M118 46a16 16 0 0 1 16-16h392a16 16 0 0 1 16 16v10H118z" fill="#f4f7fb" />
        <g fill="#d7e0ec"><circle cx="136" cy="44" r="4.5" /><circle cx="150" cy="44" r="4.5" /><circle cx="164" cy="44" r="4.5" /></g>
        <rect x="196" y="38" width="160" height="12" rx="6" fill="#fff" stroke="#d7e0ec" />
        <rect x="118" y="56" width="70" height="258" fill="#13253f" />
        <path d="M118 298h70v16h-54a16 16 0 0 1-16-16z" fill="#13253f" />
        <rect x="132" y="72" width="28" height="8" rx="4" fill="#8cc2ff" />
        <g fill="#3a5577">
          <rect x="132" y="98" width="42" height="7" rx="3.5" /><rect x="132" y="116" width="36" height="7" rx="3.5" />
          <rect x="132" y="134" width="40" height="7" rx="3.5" /><rect x="132" y="152" width="30" height="7" rx="3.5" />
        </g>
        <rect x="126" y="111" width="54" height="17" rx="5" fill="#0b5cad" opacity=".55" />
        {tiles.map((fill, i) => (
          <g key={fill} transform={`translate(${204 + i * 110} 72)`}>
            <rect width="98" height="58" rx="10" fill={fill} />
            <rect x="12" y="12" width="40" height="7" rx="3.5" fill="#4a5a70" opacity=".45" />
            <rect x="12" y="30" width={60 - i * 8} height="14" rx="4" fill={['#0b5cad', '#0f7b6c', '#b45309'][i]} />
          </g>
        ))}
        <rect x="204" y="146" width="208" height="150" rx="10" fill="#f4f7fb" />
        {bars.map((h, i) => (
          <rect key={i} x={220 + i * 26} y={282 - h} width="16" height={h} rx="4" fill={i === 5 ? '#0b5cad' : '#9cc3ec'} />
        ))}
        <path d="M226 240l26-18 26 10 26-30 26 8 26-34 26 6" fill="none" stroke="#0f7b6c" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="424" y="146" width="106" height="150" rx="10" fill="#f4f7fb" />
        <circle cx="477" cy="196" r="30" fill="none" stroke="#d7e0ec" strokeWidth="12" />
        <path d="M477 166a30 30 0 0 1 28.5 39.3" fill="none" stroke="#0b5cad" strokeWidth="12" />
        <path d="M505.5 205.3A30 30 0 0 1 462 222" fill="none" stroke="#0f7b6c" strokeWidth="12" />
        <g fill="#4a5a70" opacity=".4"><rect x="440" y="246" width="74" height="7" rx="3.5" /><rect x="440" y="262" width="58" height="7" rx="3.5" /><rect x="440" y="278" width="66" height="7" rx="3.5" /></g>
        {/* POS till on its stand */}
        <g transform="translate(4 66) scale(.86)">
        <path d="M128 404h84l14 40h-112z" fill="#13253f" />
        <rect x="96" y="440" width="148" height="12" rx="6" fill="#0c1a2e" />
        <rect x="10" y="196" width="320" height="214" rx="20" fill="#0c1a2e" />
        <rect x="22" y="208" width="296" height="190" rx="10" fill="#fff" />
        <rect x="22" y="208" width="296" height="24" rx="10" fill="#f4f7fb" />
        <rect x="34" y="216" width="56" height="8" rx="4" fill="#0b5cad" />
        {[0, 1, 2].map((r) =>
          [0, 1, 2].map((c) => (
            <g key={`${r}${c}`} transform={`translate(${34 + c * 56} ${242 + r * 50})`}>
              <rect width="48" height="42" rx="7" fill={['#e3eefb', '#ddf3ef', '#fdf0dc'][(r + c) % 3]} />
              <rect x="8" y="28" width="26" height="6" rx="3" fill="#4a5a70" opacity=".5" />
              <circle cx="14" cy="14" r="6" fill={['#0b5cad', '#0f7b6c', '#b45309'][(r + c) % 3]} opacity=".8" />
            </g>
          )),
        )}
        <rect x="206" y="240" width="102" height="150" rx="8" fill="#f4f7fb" />
        <g fill="#4a5a70" opacity=".45">
          {[0, 1, 2, 3].map((i) => (
            <g key={i}><rect x="216" y={252 + i * 18} width="46" height="6" rx="3" /><rect x="280" y={252 + i * 18} width="18" height="6" rx="3" /></g>
          ))}
        </g>
        <path d="M216 330h82" stroke="#d7e0ec" strokeWidth="2" />
        <rect x="216" y="338" width="40" height="8" rx="4" fill="#0f1b2d" /><rect x="272" y="338" width="26" height="8" rx="4" fill="#0f1b2d" />
        <rect x="216" y="356" width="82" height="24" rx="8" fill="#0b5cad" />
        <rect x="244" y="365" width="26" height="6" rx="3" fill="#fff" />
        </g>
        {/* fiscal receipt */}
        <g transform="translate(0 14) rotate(4 460 330)">
          <path d="M392 214h140v216l-10-8-10 8-10-8-10 8-10-8-10 8-10-8-10 8-10-8-10 8-10-8-10 8-10-8-10 8z" fill="#0f1b2d" opacity=".1" transform="translate(5 8)" />
          <path d="M392 214h140v216l-10-8-10 8-10-8-10 8-10-8-10 8-10-8-10 8-10-8-10 8-10-8-10 8-10-8-10 8z" fill="#fff" stroke="#d7e0ec" />
          <rect x="432" y="230" width="60" height="9" rx="4.5" fill="#0f1b2d" />
          <g fill="#4a5a70" opacity=".45">
            {[0, 1, 2].map((i) => (
              <g key={i}><rect x="406" y={254 + i * 15} width="58" height="6" rx="3" /><rect x="494" y={254 + i * 15} width="24" height="6" rx="3" /></g>
            ))}
          </g>
          <path d="M406 302h112" stroke="#0f1b2d" strokeWidth="1.5" strokeDasharray="4 4" />
          <rect x="406" y="312" width="44" height="9" rx="4" fill="#0f1b2d" /><rect x="484" y="312" width="34" height="9" rx="4" fill="#0f1b2d" />
          <g transform="translate(430 334) scale(3.048)"><path d={qrPath()} fill="#0f1b2d" /></g>
        </g>
        <circle cx="532" cy="236" r="20" fill="#0f7b6c" />
        <path d="M522 236l7 7 13-14" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
      </DrawingSvg>
    );
  },
};
