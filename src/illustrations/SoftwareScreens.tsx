import type { ReactNode } from 'react';
import type { Drawing } from '../drawings/types.js';
import { DrawingSvg } from '../drawings/DrawingSvg.js';
import { qrPath } from './qr.js';

const C = { blue: '#0b5cad', soft: '#e3eefb', mid: '#9cc3ec', green: '#0f7b6c', mint: '#ddf3ef', warm: '#b45309', sand: '#fdf0dc', ink: '#0f1b2d', line: '#d7e0ec', bg: '#f4f7fb' };
const bar = (x: number, y: number, w: number, fill = C.ink, o = 0.35) => <rect x={x} y={y} width={w} height="5" rx="2.5" fill={fill} opacity={o} />;

/** One body per screen of the tour, drawn inside a 240×150 window; ids are the allYouNeed.screens keys. */
const screens: Record<string, () => ReactNode> = {
  sales: () => (
    <>
          {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => (
            <g key={i} transform={`translate(${14 + (i % 3) * 42} ${30 + Math.floor(i / 3) * 36})`}>
              <rect width="36" height="30" rx="6" fill={[C.soft, C.mint, C.sand][i % 3]} />
              <circle cx="11" cy="11" r="4.5" fill={[C.blue, C.green, C.warm][(i + 1) % 3]} opacity=".75" />{bar(7, 20, 20)}
            </g>
          ))}
          <rect x="144" y="30" width="84" height="102" rx="6" fill={C.bg} />
          {[0, 1, 2].map((i) => <g key={i}>{bar(152, 40 + i * 14, 40)}{bar(206, 40 + i * 14, 14)}</g>)}
          {bar(152, 92, 30, C.ink, 0.9)}{bar(196, 92, 24, C.ink, 0.9)}
          <rect x="152" y="106" width="68" height="18" rx="6" fill={C.blue} />
    </>
  ),
  tables: () => (
    <>
          <rect x="14" y="30" width="212" height="102" rx="6" fill={C.bg} />
          {[[44, 58, C.blue], [104, 58, C.mid], [164, 58, C.green], [44, 106, C.mid], [104, 106, C.warm], [164, 106, C.mid]].map(([x, y, fill], i) => (
            <g key={i}>
              <circle cx={x as number} cy={y as number} r="15" fill={fill as string} opacity={fill === C.mid ? 0.6 : 1} />
              <circle cx={(x as number) - 20} cy={y as number} r="4" fill={C.line} /><circle cx={(x as number) + 20} cy={y as number} r="4" fill={C.line} />
            </g>
          ))}
          <rect x="196" y="36" width="24" height="8" rx="4" fill={C.green} />
    </>
  ),
  kitchen: () => (
    <>
          {[C.warm, C.blue, C.green].map((fill, i) => (
            <g key={fill} transform={`translate(${14 + i * 72} 30)`}>
              <rect width="64" height="102" rx="6" fill="#fff" stroke={C.line} />
              <rect width="64" height="16" rx="6" fill={fill} />
              {[0, 1, 2, 3].slice(0, 4 - i).map((r) => <g key={r}>{bar(8, 26 + r * 14, 40 - r * 4)}</g>)}
              <rect x="8" y="82" width="48" height="12" rx="6" fill={fill} opacity=".18" />
            </g>
          ))}
    </>
  ),
  inventory: () => (
    <>
          {bar(14, 32, 60, C.ink, 0.8)}
          {[0, 1, 2, 3, 4].map((i) => (
            <g key={i} transform={`translate(14 ${46 + i * 18})`}>
              <rect width="212" height="14" rx="4" fill={i % 2 ? '#fff' : C.bg} />
              {bar(8, 4.5, 54 - i * 5)}
              <rect x="120" y="4" width="60" height="6" rx="3" fill={C.line} />
              <rect x="120" y="4" width={[52, 40, 12, 34, 46][i]} height="6" rx="3" fill={i === 2 ? C.warm : C.green} />
              {bar(190, 4.5, 16, C.ink, 0.6)}
            </g>
          ))}
    </>
  ),
  reports: () => (
    <>
          <rect x="14" y="30" width="64" height="36" rx="6" fill={C.soft} />
          <rect x="14" y="72" width="64" height="36" rx="6" fill={C.mint} />
          {bar(22, 38, 36)}{bar(22, 50, 44, C.blue, 1)}{bar(22, 80, 30)}{bar(22, 92, 40, C.green, 1)}
          <rect x="88" y="30" width="138" height="102" rx="6" fill={C.bg} />
          {[28, 44, 36, 58, 50, 70, 62].map((h, i) => (
            <rect key={i} x={98 + i * 18} y={122 - h} width="11" height={h} rx="3" fill={i === 5 ? C.blue : C.mid} />
          ))}
          <path d="M100 96l18-10 18 6 18-16 18 4 18-20 18 6" fill="none" stroke={C.green} strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  fiscal: () => (
    <>
          <rect x="14" y="30" width="212" height="102" rx="6" fill={C.bg} />
          <path d="M70 36h100v92l-10-6-10 6-10-6-10 6-10-6-10 6-10-6-10 6-10-6-10 6z" fill="#fff" stroke={C.line} />
          {bar(96, 44, 48, C.ink, 0.85)}{bar(80, 56, 50)}{bar(80, 66, 40)}
          <g transform="translate(98 76) scale(2)"><path d={qrPath(21, 5)} fill={C.ink} /></g>
          <circle cx="186" cy="60" r="16" fill={C.green} />
          <path d="M178 60l6 6 10-11" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
};

/** The screen ids of the tour that have a drawing: the allYouNeed.screens keys of the content. */
export const SOFTWARE_SCREENS = Object.keys(screens);

/** The drawing of a screen of the tour: `software-<screen>`, or the empty window `software` for another id. */
export function softwareDrawingId(screen: string): string {
  return screen in screens ? `software-${screen}` : 'software';
}

/** A small app window showing one screen of the tour (none: an empty window). */
function softwareDrawing(screen: string | undefined): Drawing {
  return {
    id: screen ? `software-${screen}` : 'software',
    width: 240,
    height: 150,
    perLocale: false,
    draw: () => (
      <DrawingSvg width={240} height={150}>
        <rect x="1" y="1" width="238" height="148" rx="12" fill="#fff" stroke={C.line} />
        <path d="M1 13a12 12 0 0 1 12-12h214a12 12 0 0 1 12 12v7H1z" fill={C.bg} />
        <circle cx="14" cy="11" r="3" fill={C.line} /><circle cx="24" cy="11" r="3" fill={C.line} /><circle cx="34" cy="11" r="3" fill={C.line} />
        {screen && screens[screen]?.()}
      </DrawingSvg>
    ),
  };
}

/** The empty window, then one drawing per screen of the tour. */
export const softwareDrawings: readonly Drawing[] = [softwareDrawing(undefined), ...SOFTWARE_SCREENS.map(softwareDrawing)];
