/** Reports: the month's revenue and receipts, the split by payment method and the daily revenue curve. */
import { dateTimeFormat, numberFormat } from '../../../core/format.js';
import { C, Figure, fit, Window, type Ui } from './kit.js';
import { NOW } from './data.js';
import { CARD_SHARE, DAILY, MONTH } from './sales.js';

export function Reports({ ui, width, height }: { ui: Ui; width: number; height: number }) {
  const { t } = ui;
  const month = MONTH[ui.currency];
  const first = Date.UTC(2026, 10, 1);
  const period = dateTimeFormat(ui.lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatRange(first, NOW);
  const dayLabel = dateTimeFormat(ui.lang, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const percent = (share: number) => numberFormat(ui.lang, { style: 'percent' }).format(share);
  const cards = [170, 110];
  const payX = 12 + cards[0]! + cards[1]! + 16;
  const payW = width - payX - 12;
  const chart = { x: 12, y: 180, w: width - 24, h: height - 192 };
  const plot = { x: chart.x + 14, y: chart.y + 36, w: chart.w - 28, h: chart.h - 66 };
  const max = Math.max(...DAILY);
  const points = DAILY.map((v, i) => [plot.x + (i * plot.w) / (DAILY.length - 1), plot.y + plot.h - (v / max) * plot.h] as const);
  const line = points.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`).join('');
  const exportLabel = fit(t('productUi.reports.export'), 100, 12.5);
  const exportW = exportLabel.length * 7.5 + 30;
  return (
    <g>
      <Window x={0} y={0} width={width} height={height} title={ui.brand} note={t('productUi.venue')} />
      <text x="20" y="66" fontSize="18" fontWeight="700">{fit(t('productUi.reports.title'), width - exportW - 50, 18, 'bold')}</text>
      <text x="20" y="86" fontSize="12.5" fill={C.muted}>{period}</text>
      <rect x={width - 20 - exportW} y="50" width={exportW} height="30" rx="8" fill={C.white} stroke={C.line} />
      <path d={`M${width - 20 - exportW + 14} 60v9m-4-4 4 4 4-4M${width - 20 - exportW + 9} 72h10`} fill="none" stroke={C.ink} strokeWidth="1.6" strokeLinecap="round" />
      <text x={width - 20 - exportW + 26} y="69.5" fontSize="12.5" fontWeight="600">{exportLabel}</text>
      {[
        { label: t('productUi.reports.revenue'), value: <Figure ui={ui} amount={month.revenue} x={12} y={50} size={18} /> },
        { label: t('productUi.admin.receipts'), value: <text x="12" y="50" fontSize="18" fontWeight="700">{numberFormat(ui.lang, {}).format(month.receipts)}</text> },
      ].map(({ label, value }, i) => (
        <g key={i} transform={`translate(${12 + (i ? cards[0]! + 8 : 0)} 100)`}>
          <rect width={cards[i]} height="66" rx="10" fill={C.white} stroke={C.line} />
          <text x="12" y="22" fontSize="12" fill={C.muted}>{fit(label, cards[i]! - 20, 12)}</text>
          {value}
        </g>
      ))}
      <g transform={`translate(${payX} 100)`}>
        <rect width={payW} height="66" rx="10" fill={C.white} stroke={C.line} />
        <text x="12" y="22" fontSize="12" fill={C.muted}>{fit(t('productUi.reports.byPayment'), payW - 20, 12)}</text>
        <rect x="12" y="32" width={payW - 24} height="10" rx="5" fill={C.blue} />
        <rect x="12" y="32" width={(payW - 24) * (1 - CARD_SHARE)} height="10" rx="5" fill={C.teal} />
        <text x="12" y="58" fontSize="11.5" fill={C.teal} fontWeight="600">{fit(`${t('productUi.checkout.cash')} ${percent(1 - CARD_SHARE)}`, (payW - 24) / 2, 11.5)}</text>
        <text x={payW - 12} y="58" fontSize="11.5" fill={C.blue} fontWeight="600" textAnchor="end">{fit(`${t('productUi.checkout.card')} ${percent(CARD_SHARE)}`, (payW - 24) / 2, 11.5)}</text>
      </g>
      <rect x={chart.x} y={chart.y} width={chart.w} height={chart.h} rx="10" fill={C.white} stroke={C.line} />
      <text x={chart.x + 14} y={chart.y + 22} fontSize="12.5" fontWeight="700">{t('productUi.reports.revenue')}</text>
      {[0.5, 1].map((f) => <path key={f} d={`M${plot.x} ${plot.y + plot.h * (1 - f)}h${plot.w}`} stroke={C.bg} />)}
      <path d={`${line}L${plot.x + plot.w} ${plot.y + plot.h}H${plot.x}Z`} fill={C.soft} />
      <path d={line} fill="none" stroke={C.blue} strokeWidth="2.5" strokeLinejoin="round" />
      <circle cx={points[points.length - 1]![0]} cy={points[points.length - 1]![1]} r="4.5" fill={C.white} stroke={C.blue} strokeWidth="2.5" />
      {[0, 7, 14, 22].map((day) => (
        <text key={day} x={plot.x + (day * plot.w) / (DAILY.length - 1)} y={chart.y + chart.h - 10} fontSize="11.5" fill={C.muted} textAnchor={day === 22 ? 'end' : day ? 'middle' : 'start'}>{dayLabel.format(first + day * 86_400_000)}</text>
      ))}
    </g>
  );
}
