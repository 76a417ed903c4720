import type { Drawing } from '../drawings/types.js';
import { DrawingSvg } from '../drawings/DrawingSvg.js';
/** Administration: the back office in a browser (KPIs, area chart, article table) and the same on a phone. */
export const administrationDrawing: Drawing = {
  id: 'administration',
  width: 560,
  height: 400,
  perLocale: false,
  draw() {
    const kpis = [
      { fill: '#0b5cad', soft: '#e3eefb', w: 54 },
      { fill: '#0f7b6c', soft: '#ddf3ef', w: 44 },
      { fill: '#b45309', soft: '#fdf0dc', w: 50 },
      { fill: '#13253f', soft: '#e9eff7', w: 38 },
    ];
    const rows = [0, 1, 2, 3];
    return (
      <DrawingSvg width={560} height={400}>
        <rect x="20" y="26" width="440" height="352" rx="18" fill="#0b5cad" opacity=".08" transform="translate(8 12)" />
        <rect x="20" y="26" width="440" height="352" rx="18" fill="#fff" stroke="#d7e0ec" />
        <path d="M20 44a18 18 0 0 1 18-18h404a18 18 0 0 1 18 18v14H20z" fill="#f4f7fb" />
        <g fill="#d7e0ec"><circle cx="40" cy="42" r="5" /><circle cx="56" cy="42" r="5" /><circle cx="72" cy="42" r="5" /></g>
        <rect x="100" y="34" width="170" height="16" rx="8" fill="#fff" stroke="#d7e0ec" />
        {/* top bar of the app */}
        <rect x="38" y="72" width="34" height="34" rx="10" fill="#0b5cad" />
        <path d="M48 96v-8M55 96V82M62 96v-11" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
        <rect x="84" y="80" width="120" height="9" rx="4.5" fill="#0f1b2d" />
        <rect x="84" y="94" width="80" height="7" rx="3.5" fill="#4a5a70" opacity=".4" />
        <rect x="350" y="76" width="92" height="26" rx="13" fill="#0b5cad" />
        <rect x="372" y="86" width="48" height="6" rx="3" fill="#fff" />
        {kpis.slice(0, 3).map((k, i) => (
          <g key={k.fill} transform={`translate(${38 + i * 137} 122)`}>
            <rect width="128" height="66" rx="12" fill={k.soft} />
            <rect x="14" y="14" width="46" height="7" rx="3.5" fill="#4a5a70" opacity=".45" />
            <rect x="14" y="32" width={k.w} height="14" rx="4" fill={k.fill} />
            <path d={`M92 ${52 - i * 3}l8-6 8 4 8-10`} fill="none" stroke={k.fill} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </g>
        ))}
        <rect x="38" y="204" width="230" height="156" rx="12" fill="#f4f7fb" />
        <rect x="54" y="218" width="90" height="8" rx="4" fill="#0f1b2d" />
        <g stroke="#d7e0ec"><path d="M54 254h198M54 286h198M54 318h198" /></g>
        <path d="M54 330c22-4 30-40 54-42s30 22 54 10 28-52 50-56 26 10 40 6V350H54z" fill="#0b5cad" opacity=".14" />
        <path d="M54 330c22-4 30-40 54-42s30 22 54 10 28-52 50-56 26 10 40 6" fill="none" stroke="#0b5cad" strokeWidth="3" strokeLinecap="round" />
        <path d="M54 340c26-2 34-22 56-24s30 12 54 4 30-26 50-28 22 6 38 2" fill="none" stroke="#0f7b6c" strokeWidth="2.5" strokeDasharray="6 5" strokeLinecap="round" />
        <circle cx="212" cy="242" r="6" fill="#fff" stroke="#0b5cad" strokeWidth="3" />
        <rect x="280" y="204" width="162" height="156" rx="12" fill="#fff" stroke="#d7e0ec" />
        <rect x="292" y="218" width="70" height="8" rx="4" fill="#0f1b2d" />
        {rows.map((i) => (
          <g key={i} transform={`translate(292 ${240 + i * 29})`}>
            <rect width="22" height="22" rx="6" fill={kpis[i]!.soft} />
            <rect x="30" y="4" width={60 - i * 6} height="6" rx="3" fill="#0f1b2d" opacity=".7" />
            <rect x="30" y="14" width="40" height="5" rx="2.5" fill="#4a5a70" opacity=".35" />
            <rect x="100" y="5" width="32" height="12" rx="6" fill={i === 2 ? '#fdf0dc' : '#ddf3ef'} />
          </g>
        ))}
        {/* the same back office on a phone */}
        <g transform="translate(430 176)">
          <rect width="118" height="214" rx="20" fill="#0f1b2d" opacity=".12" transform="translate(6 8)" />
          <rect width="118" height="214" rx="20" fill="#0c1a2e" />
          <rect x="8" y="10" width="102" height="194" rx="13" fill="#fff" />
          <rect x="44" y="16" width="30" height="5" rx="2.5" fill="#d7e0ec" />
          <rect x="18" y="32" width="56" height="8" rx="4" fill="#0f1b2d" />
          <rect x="18" y="48" width="82" height="44" rx="9" fill="#e3eefb" />
          <rect x="26" y="56" width="30" height="6" rx="3" fill="#4a5a70" opacity=".45" />
          <rect x="26" y="70" width="48" height="12" rx="4" fill="#0b5cad" />
          {[26, 40, 20, 46, 34, 52].map((h, i) => (
            <rect key={i} x={20 + i * 13.5} y={150 - h} width="9" height={h} rx="3" fill={i === 5 ? '#0f7b6c' : '#9cc3ec'} />
          ))}
          <path d="M18 158h82" stroke="#d7e0ec" />
          <rect x="18" y="168" width="50" height="7" rx="3.5" fill="#4a5a70" opacity=".45" />
          <rect x="18" y="182" width="82" height="14" rx="7" fill="#0b5cad" />
        </g>
      </DrawingSvg>
    );
  },
};
