/**
 * E-fiscalization: the connection to the fiscal system, the day's fiscalized receipts, and the lower half of
 * the last receipt with its country's codes (IKOF and JIKR, or the PFR number and counter) and its QR code.
 */
import { dateTimeFormat } from '../../../core/format.js';
import { C, fit, Pill, Window, wrap, type Ui } from './kit.js';
import { CODES, grossOf, NOW, PRICES, type Item } from './data.js';
import { receipt } from './receipt.js';
import { TODAY } from './sales.js';

const STORE_ORDER: readonly { item: Item; qty: number }[] = [{ item: 'bread', qty: 2 }, { item: 'milk', qty: 2 }, { item: 'yogurt', qty: 1 }, { item: 'coffee', qty: 1 }];
/** Earlier receipts of the day, minutes before the last one, with their amounts in units of the currency's coffee. */
const EARLIER = [{ minutes: 3, items: ['juice', 'croissant'] }, { minutes: 7, items: ['sandwich', 'water'] }, { minutes: 12, items: ['cappuccino'] }] as const;

/** The receipt's number in the country's own format: "1482/2026" or "15602/15843PP", counted back by `back`. */
function numberOf(ui: Ui, back: number): string {
  if (ui.country === 'RS') {
    const [sale, all] = CODES.RS.counter.replace('PP', '').split('/').map(Number);
    return `${sale! - back}/${all! - back}PP`;
  }
  const [n, year] = CODES.ME.invoice.split('/');
  return `${Number(n) - back}/${year}`;
}

export function Fiscal({ ui, width, height }: { ui: Ui; width: number; height: number }) {
  const { t } = ui;
  const scale = 0.86;
  const paper = receipt(ui, { seller: t('productUi.store'), lines: STORE_ORDER });
  const paperW = 250 * scale;
  const list = width - paperW - 36;
  const time = (minutesBack: number) =>
    dateTimeFormat(ui.lang, { hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Belgrade' }).format(NOW - minutesBack * 60_000);
  const rows = [
    { number: numberOf(ui, 0), time: time(0), amount: grossOf(STORE_ORDER, ui.currency) },
    ...EARLIER.map((r, i) => ({ number: numberOf(ui, i + 1), time: time(r.minutes), amount: r.items.reduce((sum, item) => sum + PRICES[item][ui.currency], 0) })),
  ];
  const online = t('productUi.fiscal.online');
  const chip = fit(t('productUi.fiscal.fiscalized'), 90, 11);
  const chipW = chip.length * 6.8 + 20;
  return (
    <g>
      <Window x={0} y={0} width={width} height={height} title={ui.brand} note={t('productUi.store')} />
      <defs><clipPath id="paper"><rect x={width - paperW - 12} y="35" width={paperW} height={height - 36} /></clipPath></defs>
      <rect x={width - paperW - 24} y="35" width={paperW + 23} height={height - 47} fill={C.bg} />
      <g clipPath="url(#paper)">
        <g transform={`translate(${width - paperW - 12} ${height - 4 - paper.height * scale}) scale(${scale})`}>{paper.node}</g>
      </g>
      <rect x={width - paperW - 12} y="35" width={paperW} height="40" fill="url(#fade)" />
      <defs><linearGradient id="fade" x2="0" y2="1"><stop offset="0" stopColor={C.bg} /><stop offset="1" stopColor={C.bg} stopOpacity="0" /></linearGradient></defs>
      <Pill x={20} y={48} width={online.length * 7 + 34} height={24} fill={C.mint} color={C.teal} size={12}>{`● ${online}`}</Pill>
      <text x="20" y="100" fontSize="16" fontWeight="700">
        {wrap(t('productUi.fiscal.today', { count: TODAY[ui.currency].receipts }), list - 8, 16, 2, 'bold').map((line, n) => <tspan key={n} x="20" dy={n ? 20 : 0}>{line}</tspan>)}
      </text>
      {rows.map((row, i) => (
        <g key={row.number} transform={`translate(20 ${140 + i * 44})`}>
          <rect width={list} height="38" rx="8" fill={i === 0 ? C.soft : C.white} stroke={i === 0 ? C.blue : C.line} />
          <circle cx="18" cy="19" r="9" fill={C.teal} />
          <path d="M13.5 19l3 3 6-6" fill="none" stroke={C.white} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          <text x="36" y="16" fontSize="12.5" fontWeight="700">{row.number}</text>
          <text x="36" y="31" fontSize="11.5" fill={C.muted}>{`${row.time} · ${ui.price(row.amount)}`}</text>
          <Pill x={list - chipW - 8} y={8} width={chipW} height={22} fill={C.mint} color={C.teal} size={11}>{chip}</Pill>
        </g>
      ))}
      <path d={`M20 ${height - 30}l6-3 6 3v4c0 4-3 6-6 7-3-1-6-3-6-7z`} fill={C.teal} />
      <text x="40" y={height - 20} fontSize="12" fill={C.teal} fontWeight="600">{fit(t('productUi.fiscal.confirmed'), list - 24, 12)}</text>
    </g>
  );
}
