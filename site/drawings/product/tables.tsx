/** Tables and orders: the floor plan of the dining room with each table's state, and the selected table's order. */
import { C, fit, Pill, r1, sizeToFit, textWidth, Window, type Ui } from './kit.js';
import { CAFE_ORDER, CAFE_TABLE } from './checkout.js';
import { grossOf, PRICES } from './data.js';

type State = 'free' | 'occupied' | 'bill';
const STYLE: Record<State, { fill: string; stroke: string; text: string }> = {
  free: { fill: C.white, stroke: C.line, text: C.muted },
  occupied: { fill: C.soft, stroke: C.blue, text: C.blue },
  bill: { fill: C.sand, stroke: C.amber, text: C.amber },
};
/** Table number, state, minutes seated (or the bill), and the shape: round two-seaters, square four-seaters. */
const TABLES: readonly { n: number; state: State; minutes?: number; round?: boolean }[] = [
  { n: 1, state: 'occupied', minutes: 34, round: true }, { n: 2, state: 'free', round: true }, { n: 3, state: 'bill', minutes: 52, round: true },
  { n: 4, state: 'occupied', minutes: 18 }, { n: 5, state: 'free' }, { n: 6, state: 'occupied', minutes: 7 },
  { n: 7, state: 'free' }, { n: 8, state: 'bill', minutes: 41 }, { n: 9, state: 'free' },
];

export function Tables({ ui, width, height }: { ui: Ui; width: number; height: number }) {
  const { t } = ui;
  const panel = 196;
  const floor = width - panel - 24;
  const cell = { w: floor / 3, h: (height - 34 - 90) / 3 };
  const areas = [t('productUi.tables.hall'), t('productUi.tables.terrace')];
  let tabX = 12;
  let legendX = 12;
  const legend = (['free', 'occupied', 'bill'] as const).map((state) => {
    const label = fit(t(`productUi.tables.${state}`), floor + 12 - legendX - 24, 12);
    const x = legendX;
    legendX = r1(legendX + textWidth(label, 12) + 36);
    return { state, label, x };
  });
  return (
    <g>
      <Window x={0} y={0} width={width} height={height} title={ui.brand} note={t('productUi.venue')} />
      {areas.map((area, i) => {
        const w = Math.round(area.length * 7.8 + 28);
        const x = tabX;
        tabX += w + 6;
        return <Pill key={area} x={x} y={46} width={w} height={28} fill={i === 0 ? C.ink : C.bg} color={i === 0 ? C.white : C.ink} size={13}>{area}</Pill>;
      })}
      <rect x="12" y="84" width={floor} height={height - 34 - 90} rx="10" fill={C.bg} />
      {TABLES.map(({ n, state, minutes, round }, i) => {
        const cx = r1(12 + cell.w * (i % 3) + cell.w / 2);
        const cy = r1(84 + cell.h * Math.floor(i / 3) + cell.h / 2);
        const s = STYLE[state];
        const selected = n === CAFE_TABLE;
        const size = r1(Math.min(cell.w, cell.h) - 14);
        return (
          <g key={n}>
            {round
              ? <circle cx={cx} cy={cy} r={size / 2} fill={s.fill} stroke={selected ? C.ink : s.stroke} strokeWidth={selected ? 3 : 1.5} />
              : <rect x={r1(cx - size * 0.7)} y={r1(cy - size / 2)} width={r1(size * 1.4)} height={size} rx="8" fill={s.fill} stroke={selected ? C.ink : s.stroke} strokeWidth={selected ? 3 : 1.5} />}
            <text x={cx} y={cy + (minutes ? 0 : 6)} fontSize="17" fontWeight="700" textAnchor="middle" fill={state === 'free' ? C.muted : C.ink}>{n}</text>
            {minutes && <text x={cx} y={cy + 15} fontSize="11.5" fontWeight="600" textAnchor="middle" fill={s.text}>{t('productUi.kitchen.waiting', { minutes })}</text>}
          </g>
        );
      })}
      {legend.map(({ state, label, x }) => (
        <g key={state} transform={`translate(${x} ${height - 18})`}>
          <rect y="-10" width="12" height="12" rx="3" fill={STYLE[state].fill} stroke={STYLE[state].stroke} strokeWidth="1.5" />
          <text x="18" fontSize="12" fill={C.muted}>{label}</text>
        </g>
      ))}
      <OrderPanel ui={ui} x={width - panel} width={panel} height={height} />
    </g>
  );
}

function OrderPanel({ ui, x, width, height }: { ui: Ui; x: number; width: number; height: number }) {
  const { t } = ui;
  const inner = width - 24;
  return (
    <g transform={`translate(${x} 0)`}>
      <path d={`M0 34h${width - 1}v${height - 46}a11 11 0 0 1-11 11H0z`} fill={C.bg} />
      <path d={`M0 34v${height - 35}`} stroke={C.line} />
      <text x="12" y="58" fontSize="11" fontWeight="600" fill={C.muted}>{fit(t('productUi.checkout.order').toUpperCase(), inner, 11)}</text>
      <text x="12" y="80" fontSize="16" fontWeight="700">{t('productUi.checkout.table', { number: CAFE_TABLE })}</text>
      <text x={width - 12} y="80" fontSize="12" fill={C.blue} fontWeight="600" textAnchor="end">{t('productUi.kitchen.waiting', { minutes: 18 })}</text>
      {CAFE_ORDER.map(({ item, qty }, i) => (
        <g key={item} transform={`translate(12 ${106 + i * 36})`}>
          <text fontSize="13" fontWeight="600">{fit(t(`productUi.items.${item}`), inner, 13, 'bold')}</text>
          <text y="16" fontSize="12" fill={C.muted}>{`${qty} × ${ui.amount(PRICES[item][ui.currency])}`}</text>
          <text x={inner} y="16" fontSize="12.5" fontWeight="600" textAnchor="end">{ui.amount(PRICES[item][ui.currency] * qty)}</text>
        </g>
      ))}
      <path d={`M12 ${height - 100}h${inner}`} stroke={C.line} />
      <text x="12" y={height - 80} fontSize="12.5" fill={C.muted}>{t('productUi.checkout.total')}</text>
      <text x={width - 12} y={height - 57} fontSize={sizeToFit(ui.price(grossOf(CAFE_ORDER, ui.currency)), inner, 17)} fontWeight="700" textAnchor="end">{ui.price(grossOf(CAFE_ORDER, ui.currency))}</text>
      <Pill x={12} y={height - 46} width={inner} height={32} fill={C.blue} color={C.white} size={13.5}>{fit(t('productUi.checkout.pay'), inner - 12, 13.5)}</Pill>
    </g>
  );
}
