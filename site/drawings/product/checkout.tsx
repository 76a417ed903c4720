/**
 * The checkout (POS) screen: search, category filters and item keys on the left, the open order of a table
 * with its total and payment buttons on the right. Sized by the caller, so the hero and the tour share it.
 */
import { C, fit, Pill, r1, sizeToFit, textWidth, Window, wrap, type Ui } from './kit.js';
import { CASHIER, grossOf, PRICES, type Item } from './data.js';

/** The keys on the screen, with their category colour. */
const KEYS: readonly { item: Item; color: string }[] = [
  { item: 'espresso', color: C.blue }, { item: 'cappuccino', color: C.blue }, { item: 'macchiato', color: C.blue }, { item: 'tea', color: C.blue },
  { item: 'water', color: C.teal }, { item: 'juice', color: C.teal }, { item: 'burek', color: C.amber }, { item: 'croissant', color: C.amber },
  { item: 'sandwich', color: C.amber },
];
/** The order on the screen and on the hero's receipt. */
export const CAFE_ORDER = [{ item: 'espresso', qty: 2 }, { item: 'cappuccino', qty: 1 }, { item: 'water', qty: 1 }, { item: 'burek', qty: 1 }] as const;
export const CAFE_TABLE = 4;

export function Checkout({ ui, width, height }: { ui: Ui; width: number; height: number }) {
  const { t } = ui;
  // At least 156 px, so the order's cash and card buttons keep their words on the hero's phone view.
  const panel = Math.round(Math.min(200, Math.max(156, width * 0.37)));
  const left = width - panel - 24;
  const columns = Math.max(2, Math.min(4, Math.floor((left + 8) / 112)));
  const gap = 8;
  const tileW = r1((left - gap * (columns - 1)) / columns);
  const tileH = 64;
  const rows = Math.max(1, Math.floor((height - 124 - 8) / (tileH + gap)));
  const keys = KEYS.slice(0, rows * columns);
  const categories = [['coffee', C.blue], ['drinks', C.teal], ['food', C.amber]] as const;
  const qtyOf = (item: Item) => CAFE_ORDER.find((line) => line.item === item)?.qty;
  const total = grossOf(CAFE_ORDER, ui.currency);
  const px = width - panel;
  const inner = panel - 24;
  let pillX = 12;
  const withTotal = `${t('productUi.checkout.pay')} ${ui.price(total)}`;
  const charge = textWidth(withTotal, 13.5) <= inner - 12 ? withTotal : fit(t('productUi.checkout.pay'), inner - 12, 13.5);
  return (
    <g>
      <Window x={0} y={0} width={width} height={height} title={ui.brand} note={`${t('productUi.venue')} · ${CASHIER}`} />
      <rect x="12" y="46" width={left} height="32" rx="8" fill={C.bg} stroke={C.line} />
      <circle cx="29" cy="61" r="6" fill="none" stroke={C.muted} strokeWidth="2" /><path d="M33.5 65.5l4 4" stroke={C.muted} strokeWidth="2" strokeLinecap="round" />
      <text x="46" y="66.5" fontSize="13" fill={C.muted}>{fit(t('productUi.checkout.search'), left - 46, 13)}</text>
      {categories.map(([id, color]) => {
        const label = t(`productUi.categories.${id}`);
        const w = Math.round(label.length * 7.4 + 34);
        const x = pillX;
        pillX += w + 8;
        // A filter that would run into the order panel (a narrow screen) is left out.
        if (x + w > left + 12) return null;
        return (
          <g key={id}>
            <rect x={x} y="88" width={w} height="26" rx="13" fill={C.white} stroke={C.line} />
            <circle cx={x + 14} cy="101" r="4.5" fill={color} />
            <text x={x + 24} y="105.5" fontSize="13" fontWeight="600">{label}</text>
          </g>
        );
      })}
      {keys.map(({ item, color }, i) => {
        const x = r1(12 + (i % columns) * (tileW + gap));
        const y = 124 + Math.floor(i / columns) * (tileH + gap);
        const qty = qtyOf(item);
        return (
          <g key={item} transform={`translate(${x} ${y})`}>
            <rect width={tileW} height={tileH} rx="8" fill={qty ? C.soft : C.white} stroke={qty ? C.blue : C.line} />
            <rect x="0" y="10" width="4" height={tileH - 20} rx="2" fill={color} />
            <text x="12" y="21" fontSize="12" fontWeight="600">
              {wrap(t(`productUi.items.${item}`), tileW - 18, 12, 2, 'bold').map((line, n) => <tspan key={n} x="12" dy={n ? 15 : 0}>{line}</tspan>)}
            </text>
            <text x="12" y={tileH - 10} fontSize="12.5" fill={C.muted}>{ui.price(PRICES[item][ui.currency])}</text>
            {qty && <><circle cx={tileW - 5} cy="5" r="10" fill={C.blue} stroke={C.white} strokeWidth="2" /><text x={tileW - 5} y="9.2" fontSize="12" fontWeight="700" fill={C.white} textAnchor="middle">{qty}</text></>}
          </g>
        );
      })}
      <path d={`M${px} 34h${panel - 1}v${height - 46}a11 11 0 0 1-11 11H${px}z`} fill={C.bg} />
      <path d={`M${px} 34v${height - 35}`} stroke={C.line} />
      <text x={px + 12} y="54" fontSize="11" fontWeight="600" fill={C.muted}>{fit(t('productUi.checkout.order').toUpperCase(), inner, 11)}</text>
      <text x={px + 12} y="74" fontSize="15" fontWeight="700">{t('productUi.checkout.table', { number: CAFE_TABLE })}</text>
      {CAFE_ORDER.map(({ item, qty }, i) => {
        const y = 100 + i * 36;
        return (
          <g key={item}>
            <text x={px + 12} y={y} fontSize="13" fontWeight="600">{fit(t(`productUi.items.${item}`), inner, 13, 'bold')}</text>
            <text x={px + 12} y={y + 16} fontSize="12" fill={C.muted}>{`${qty} × ${ui.amount(PRICES[item][ui.currency])}`}</text>
            <text x={px + panel - 12} y={y + 16} fontSize="12.5" fontWeight="600" textAnchor="end">{ui.amount(PRICES[item][ui.currency] * qty)}</text>
          </g>
        );
      })}
      <g transform={`translate(${px + 12} ${height - 118})`}>
        <path d={`M0 0h${inner}`} stroke={C.line} />
        <text y="18" fontSize="12.5" fill={C.muted}>{t('productUi.checkout.total')}</text>
        <text x={inner} y="36" fontSize={sizeToFit(ui.price(total), inner, 19)} fontWeight="700" textAnchor="end">{ui.price(total)}</text>
        <rect y="42" width={(inner - 8) / 2} height="28" rx="8" fill={C.white} stroke={C.line} />
        <text x={(inner - 8) / 4} y="60.5" fontSize="12" fontWeight="600" textAnchor="middle">{fit(t('productUi.checkout.cash'), (inner - 8) / 2 - 4, 12)}</text>
        <rect x={(inner + 8) / 2} y="42" width={(inner - 8) / 2} height="28" rx="8" fill={C.white} stroke={C.line} />
        <text x={(inner * 3 + 8) / 4} y="60.5" fontSize="12" fontWeight="600" textAnchor="middle">{fit(t('productUi.checkout.card'), (inner - 8) / 2 - 4, 12)}</text>
      </g>
      <Pill x={px + 12} y={height - 42} width={inner} height={32} fill={C.blue} color={C.white} size={13.5}>{charge}</Pill>
    </g>
  );
}
