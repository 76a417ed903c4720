/** Administration: the back office's dashboard in a browser window, and the same day's figures on a phone. */
import type { Drawing } from '../types.js';
import { dateTimeFormat, numberFormat } from '../../../core/format.js';
import { NOW } from './data.js';
import { C, Figure, fit, lastWeek, Phone, r1, SoftShadow, Svg, uiOf, Window, wrap, type Ui } from './kit.js';
import { ADMIN_NAV } from './contract.js';
import { BEST_SELLERS, TODAY, TREND, WEEK } from './sales.js';

const WIDTH = 640;
const HEIGHT = 440;
const NAV_ICONS: Record<(typeof ADMIN_NAV)[number], string> = {
  dashboard: 'M0 0h5v5H0zM7 0h5v5H7zM0 7h5v5H0zM7 7h5v5H7z',
  sales: 'M0 12h12M1 12V6h2v6M5 12V2h2v10M9 12V5h2v7',
  items: 'M0 3l6-3 6 3v6l-6 3-6-3zM0 3l6 3 6-3M6 6v6',
  stock: 'M0 4h12v8H0zM2 0h8v4H2z',
  reports: 'M1 0h8l2 2v10H1zM3 5h6M3 8h6',
  users: 'M6 6a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM0 12a6 5 0 0 1 12 0z',
};

const trendOf = (ui: Ui) => numberFormat(ui.lang, { style: 'percent', signDisplay: 'always', maximumFractionDigits: 0 }).format(TREND);

/** The back office's dashboard; `cover` is how much of its lower right a phone in front of it hides. */
export function Dashboard({ ui, width, height, cover = 62 }: { ui: Ui; width: number; height: number; cover?: number }) {
  const { t } = ui;
  const today = TODAY[ui.currency];
  const side = 132;
  const main = side + 14;
  const mainWidth = width - main - 14;
  const unit = (mainWidth - 16) / 3.2;
  const cards = [unit * 1.3, unit * 0.75, unit * 1.15].map(r1);
  const lower = mainWidth - cover;
  const days = lastWeek(ui.lang, NOW);
  const date = dateTimeFormat(ui.lang, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(NOW);
  const kpis = [
    { label: t('productUi.admin.today'), value: <Figure ui={ui} amount={today.revenue} x={12} y={48} size={19} /> },
    { label: t('productUi.admin.receipts'), value: <text x="12" y="48" fontSize="19" fontWeight="700">{today.receipts}</text> },
    { label: t('productUi.admin.average'), value: <Figure ui={ui} amount={today.revenue / today.receipts} x={12} y={48} size={19} /> },
  ];
  const chartH = 84;
  return (
    <g>
      <Window x={0} y={0} width={width} height={height} title={ui.brand} note={t('productUi.venue')} />
      <path d={`M0 34h${side}v${height - 34}H12a12 12 0 0 1-12-12z`} fill={C.bg} />
      {ADMIN_NAV.map((id, i) => (
        <g key={id} transform={`translate(8 ${48 + i * 34})`}>
          {i === 0 && <rect width={side - 16} height="28" rx="8" fill={C.soft} />}
          <path d={NAV_ICONS[id]} transform="translate(10 8)" fill={i === 0 ? C.blue : 'none'} stroke={i === 0 ? 'none' : C.muted} strokeWidth="1.4" />
          <text x="30" y="19" fontSize="13" fontWeight={i === 0 ? 700 : 500} fill={i === 0 ? C.blue : C.ink}>{fit(t(`productUi.admin.nav.${id}`), side - 46, 13)}</text>
        </g>
      ))}
      <text x={main} y="62" fontSize="17" fontWeight="700">{t('productUi.admin.nav.dashboard')}</text>
      <text x={main + mainWidth} y="62" fontSize="12" fill={C.muted} textAnchor="end">{fit(date, mainWidth / 2, 12)}</text>
      {kpis.map(({ label, value }, i) => {
        const cardWidth = cards[i]!;
        const x = r1(main + cards.slice(0, i).reduce((sum, w) => sum + w + 8, 0));
        return (
          <g key={i} transform={`translate(${x} 76)`}>
            <rect width={cardWidth} height="92" rx="10" fill={C.white} stroke={C.line} />
            <text x="12" y="22" fontSize="12" fill={C.muted}>{fit(label, cardWidth - 20, 12)}</text>
            {value}
            {i === 0 && (
              <text x="12" y="67" fontSize="11" fontWeight="600" fill={C.teal}>
                {wrap(`▲ ${t('productUi.admin.trend', { change: trendOf(ui) })}`, cardWidth - 18, 11, 2, 'bold').map((line, n) => <tspan key={n} x="12" dy={n ? 13 : 0}>{line}</tspan>)}
              </text>
            )}
          </g>
        );
      })}
      <g transform={`translate(${main} 180)`}>
        <rect width={lower} height={chartH + 52} rx="10" fill={C.white} stroke={C.line} />
        <text x="12" y="22" fontSize="13" fontWeight="700">{t('productUi.admin.week')}</text>
        {WEEK.map((share, i) => {
          const slot = (lower - 24) / 7;
          const h = r1((share / 1.3) * chartH * 0.9);
          return (
            <g key={i}>
              <rect x={r1(12 + i * slot + slot * 0.2)} y={r1(32 + chartH - h)} width={r1(slot * 0.6)} height={h} rx="4" fill={i === 6 ? C.blue : '#9cc3ec'} />
              <text x={r1(12 + i * slot + slot / 2)} y={chartH + 46} fontSize="11.5" fill={i === 6 ? C.ink : C.muted} fontWeight={i === 6 ? 700 : 400} textAnchor="middle">{days[i]}</text>
            </g>
          );
        })}
      </g>
      {height - 180 - chartH - 82 >= 24 && (
      <g transform={`translate(${main} ${180 + chartH + 68})`}>
        <text fontSize="13" fontWeight="700" y="4">{t('productUi.admin.bestSellers')}</text>
        {BEST_SELLERS.slice(0, Math.max(0, Math.floor((height - 180 - chartH - 82) / 24))).map(({ item, sold }, i) => (
          <g key={item} transform={`translate(0 ${24 + i * 24})`}>
            <text fontSize="12.5">{fit(t(`productUi.items.${item}`), lower * 0.45, 12.5)}</text>
            <rect x={r1(lower * 0.5)} y="-9" width={r1(lower * 0.38)} height="8" rx="4" fill={C.bg} />
            <rect x={r1(lower * 0.5)} y="-9" width={r1((lower * 0.38 * sold) / BEST_SELLERS[0]!.sold)} height="8" rx="4" fill={C.teal} />
            <text x={lower} fontSize="12.5" fontWeight="600" textAnchor="end">{sold}</text>
          </g>
        ))}
      </g>
      )}
    </g>
  );
}

/** The phone's "today" screen: the day's revenue, the trend and the hourly sales. */
export function PhoneToday({ ui, width }: { ui: Ui; width: number }) {
  const { t } = ui;
  const hours = [0.2, 0.45, 0.8, 0.6, 0.5, 0.9, 1, 0.7, 0.4];
  return (
    <g>
      <text x="12" y="42" fontSize="12" fill={C.muted}>{ui.brand}</text>
      <text x="12" y="64" fontSize="16" fontWeight="700">{fit(t('productUi.admin.phoneTitle'), width - 24, 16, 'bold')}</text>
      <rect x="8" y="76" width={width - 16} height="74" rx="10" fill={C.soft} />
      <text x="16" y="96" fontSize="11" fill={C.muted}>{fit(t('productUi.admin.today'), width - 32, 11)}</text>
      <Figure ui={ui} amount={TODAY[ui.currency].revenue} x={16} y={121} size={18} />
      <text x="16" y="140" fontSize="11" fontWeight="700" fill={C.teal}>{`▲ ${trendOf(ui)}`}</text>
      {hours.map((h, i) => (
        <rect key={i} x={r1(12 + i * ((width - 24) / 9))} y={214 - h * 50} width={r1((width - 24) / 9 - 4)} height={h * 50} rx="2" fill={i === 6 ? C.teal : '#9fd8cc'} />
      ))}
      <path d={`M10 216h${width - 20}`} stroke={C.line} />
      <text x="12" y="238" fontSize="11" fill={C.muted}>{fit(t('productUi.admin.receipts'), width / 2, 11)}</text>
      <text x={width - 12} y="238" fontSize="12" fontWeight="700" textAnchor="end">{TODAY[ui.currency].receipts}</text>
      <text x="12" y="258" fontSize="11" fill={C.muted}>{fit(t('productUi.admin.average'), width - 24, 11)}</text>
      <text x={width - 12} y="276" fontSize="12" fontWeight="700" textAnchor="end">{ui.price(TODAY[ui.currency].revenue / TODAY[ui.currency].receipts)}</text>
    </g>
  );
}

export const administrationDrawing: Drawing = {
  id: 'administration',
  width: WIDTH,
  height: HEIGHT,
  perLocale: true,
  draw(context) {
    const ui = uiOf(context);
    return (
      <Svg width={WIDTH} height={HEIGHT}>
        <SoftShadow boxes={[{ x: 8, y: 8, width: 540, height: 410, rx: 12 }, { x: WIDTH - 152, y: 138, width: 146, height: 296, rx: 22 }]} />
        <g transform="translate(8 8)"><Dashboard ui={ui} width={540} height={410} /></g>
        <Phone x={WIDTH - 152} y={138} width={146} height={296}><PhoneToday ui={ui} width={134} /></Phone>
      </Svg>
    );
  },
};
