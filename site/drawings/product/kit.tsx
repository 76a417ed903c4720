/**
 * The drawing kit of the product screens: the palette of site/styles/tokens.css, the brand face with a system
 * stack behind it (an SVG loaded by <img> sees no page fonts or CSS: the build embeds the font in the file) and small shapes every screen repeats. Fill and font size are
 * set once on the root <svg> and inherited, so most <text> elements carry only their position.
 */
import type { ReactNode } from 'react';
import type { Translator, KeysOf } from '../../../core/contract.js';
import { currencyFormat, dateTimeFormat, formatAmount } from '../../../core/format.js';
import type { DrawingContext } from '../types.js';
import type { productUiContract } from './contract.js';

export const C = {
  blue: '#0b5cad', blueDark: '#084a8c', soft: '#e3eefb', teal: '#0f7b6c', mint: '#ddf3ef', amber: '#b45309', sand: '#fdf0dc',
  ink: '#13253f', muted: '#5b6b82', line: '#d7e0ec', bg: '#f4f7fb', white: '#fff', red: '#b42318', rose: '#fde8e6',
} as const;
/** Inter, the brand face: the build puts a subset of it into each drawing's file (pipeline/render/drawing-font.ts). */
export const FONT = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
export const MONO = "ui-monospace, 'SF Mono', Menlo, Consolas, 'DejaVu Sans Mono', 'Liberation Mono', monospace";

/** The root element every product drawing returns. */
export function Svg({ width, height, children }: { width: number; height: number; children: ReactNode }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={width} height={height} viewBox={`0 0 ${width} ${height}`} fontFamily={FONT} fontSize="14" fill={C.ink}>
      {children}
    </svg>
  );
}

/** What every screen draws from: the typed translator, the market's money and the locale's dates. */
export interface Ui {
  readonly t: Translator<KeysOf<typeof productUiContract>>;
  readonly lang: string;
  readonly currency: 'EUR' | 'RSD';
  /** The receipt format of the locale's country: Montenegro's (IKOF/JIKR) or Serbia's (PFR). */
  readonly country: 'ME' | 'RS';
  readonly brand: string;
  /** "€1.50", "1,50 €", "180,00 RSD": as core/format.ts writes prices, but always with cents, as tills do. */
  price(amount: number): string;
  /** A headline figure: the number large and the currency sign or code smaller; RSD without cents. */
  figure(amount: number): { number: string; unit: string; unitFirst: boolean };
  /** The amount alone for tables whose currency is said once: "1.50", "1,50", "180,00". */
  amount(amount: number): string;
}

export function uiOf(context: DrawingContext): Ui {
  const { lang, market, country } = context.locale;
  return {
    t: context.t as Ui['t'],
    lang,
    currency: market.currency,
    country: country === 'RS' ? 'RS' : 'ME',
    brand: context.content.site.brand.name,
    price: (amount) => currencyFormat(lang, market.currency, 2).format(amount),
    amount: (amount) => formatAmount(amount, lang),
    figure: (amount) => {
      const parts = currencyFormat(lang, market.currency, market.currency === 'RSD' ? 0 : 2).formatToParts(amount);
      const unitAt = parts.findIndex((part) => part.type === 'currency');
      const number = parts.filter((part) => part.type !== 'currency' && part.type !== 'literal').map((part) => part.value).join('');
      return { number, unit: parts[unitAt]?.value ?? '', unitFirst: unitAt === 0 };
    },
  };
}

/** Average advance per em: DejaVu Sans (the widest common system face) regular and bold, and monospace. */
const ADVANCE = { regular: 0.6, bold: 0.66, mono: 0.61 } as const;
export type Face = keyof typeof ADVANCE;
export const textWidth = (text: string, size: number, face: Face = 'regular') => text.length * size * ADVANCE[face];

/** Text cut with an ellipsis so it never runs out of its box in any locale. */
export function fit(text: string, maxWidth: number, size: number, face: Face = 'regular'): string {
  if (textWidth(text, size, face) <= maxWidth) return text;
  const chars = Math.max(1, Math.floor(maxWidth / (size * ADVANCE[face])) - 1);
  return `${text.slice(0, chars).trimEnd()}…`;
}

/** The largest size up to `size` at which bold figures fit `maxWidth` (digits run wider than the average). */
export const sizeToFit = (text: string, maxWidth: number, size: number) => Math.min(size, r1(maxWidth / (text.length * 0.68)));

/** An app window: rounded white panel with a title bar holding the brand and an optional right-hand note. */
export function Window({ x, y, width, height, title, note }: { x: number; y: number; width: number; height: number; title: string; note?: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={width} height={height} rx="12" fill={C.white} stroke={C.line} />
      <path d={`M0 12a12 12 0 0 1 12-12h${width - 24}a12 12 0 0 1 12 12v22H0z`} fill={C.ink} />
      <rect x="14" y="10" width="14" height="14" rx="4" fill={C.blue} />
      <path d="M18 14h6M18 17h6M18 20h4" stroke={C.white} strokeWidth="1.4" />
      <text x="36" y="22" fontSize="13" fontWeight="600" fill={C.white}>{title}</text>
      {note && <text x={width - 14} y="22" fontSize="12" fill="#b9c7da" textAnchor="end">{note}</text>}
    </g>
  );
}

/** A pill-shaped label: status chips, buttons. */
export function Pill({ x, y, width, height = 24, fill, color, size = 12, children, weight = 600 }: { x: number; y: number; width: number; height?: number; fill: string; color: string; size?: number; children: string; weight?: number }) {
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx={height / 2} fill={fill} />
      <text x={x + width / 2} y={y + height / 2 + size * 0.36} fontSize={size} fontWeight={weight} fill={color} textAnchor="middle">{children}</text>
    </g>
  );
}

/** Words broken into at most `lines` lines of `maxWidth`; the last line is cut with an ellipsis if needed. */
export function wrap(text: string, maxWidth: number, size: number, lines = 2, face: Face = 'regular'): string[] {
  const out: string[] = [];
  let current = '';
  const words = text.split(' ');
  for (let i = 0; i < words.length; i++) {
    const next = current ? `${current} ${words[i]}` : words[i]!;
    if (textWidth(next, size, face) <= maxWidth || !current) current = next;
    else if (out.length === lines - 1) return [...out, fit(words.slice(i - current.split(' ').length).join(' '), maxWidth, size, face)];
    else { out.push(current); current = words[i]!; }
  }
  return [...out, fit(current, maxWidth, size, face)];
}

/** A headline money figure (ui.figure) as one <text>: the unit smaller, on the side the locale puts it. */
export function Figure({ ui, amount, x, y, size, anchor }: { ui: Ui; amount: number; x: number; y: number; size: number; anchor?: 'end' | 'middle' }) {
  const { number, unit, unitFirst } = ui.figure(amount);
  const small = <tspan fontSize={Math.round(size * 0.62)} fill={C.muted}>{unitFirst ? unit : ` ${unit}`}</tspan>;
  return (
    <text x={x} y={y} fontSize={size} fontWeight="700" textAnchor={anchor}>
      {unitFirst && small}{number}{!unitFirst && small}
    </text>
  );
}

/** The last seven days ending on `day` (UTC ms), as the locale abbreviates weekdays. */
export function lastWeek(lang: string, day: number): string[] {
  const format = dateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(day - (6 - i) * 86_400_000).replace(/\.$/, ''));
}

/** A phone: dark bezel, rounded screen, speaker slot; children draw in screen coordinates (0,0 at its corner). */
export function Phone({ x, y, width, height, children }: { x: number; y: number; width: number; height: number; children: ReactNode }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={width} height={height} rx="22" fill={C.ink} />
      <rect x="6" y="6" width={width - 12} height={height - 12} rx="17" fill={C.white} />
      <rect x={width / 2 - 18} y="12" width="36" height="6" rx="3" fill={C.ink} />
      <g transform="translate(6 6)">{children}</g>
    </g>
  );
}

export interface ShadowBox { readonly x: number; readonly y: number; readonly width: number; readonly height: number; readonly rx: number }

/**
 * A soft drop shadow under each box, drawn as a few faint rounded rectangles that grow and sink. An SVG
 * filter (feDropShadow) over the screens made the browser paint all their text into an offscreen layer
 * and blur it: on a mid-range phone that was the costliest paint of the home page's first screen.
 */
export function SoftShadow({ boxes }: { boxes: readonly ShadowBox[] }) {
  return (
    <g fill={C.ink} fillOpacity=".04" aria-hidden="true">
      {boxes.flatMap((box, i) =>
        [1, 3, 5, 8].map((spread) => (
          <rect key={`${i}-${spread}`} x={r1(box.x - spread)} y={r1(box.y - spread + 2 + spread * 0.6)} width={r1(box.width + 2 * spread)} height={r1(box.height + 2 * spread)} rx={r1(box.rx + spread)} />
        )),
      )}
    </g>
  );
}

/** Coordinates to a tenth of a pixel: finer adds bytes, never sharpness. */
export const r1 = (n: number) => Math.round(n * 10) / 10;
