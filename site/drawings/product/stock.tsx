/** Stock: the store's items with what is on hand, the reorder level and a warning for what runs low. */
import { C, fit, Pill, r1, Window, type Ui } from './kit.js';
import type { Item } from './data.js';

const ROWS: readonly { item: Item; onHand: number; min: number }[] = [
  { item: 'bread', onHand: 46, min: 20 }, { item: 'milk', onHand: 8, min: 24 }, { item: 'yogurt', onHand: 31, min: 12 },
  { item: 'coffee', onHand: 5, min: 10 }, { item: 'water', onHand: 120, min: 48 }, { item: 'croissant', onHand: 18, min: 10 },
];

export function Stock({ ui, width, height }: { ui: Ui; width: number; height: number }) {
  const { t } = ui;
  const units = t('productUi.stock.units');
  const x = { item: 24, onHand: r1(width * 0.56), min: r1(width * 0.72), status: width - 24 };
  const rowH = Math.min(38, (height - 140) / ROWS.length);
  return (
    <g>
      <Window x={0} y={0} width={width} height={height} title={ui.brand} note={t('productUi.store')} />
      <text x="20" y="70" fontSize="18" fontWeight="700">{t('productUi.stock.title')}</text>
      <Pill x={width - 20 - 150} y={50} width={150} height={32} fill={C.blue} color={C.white} size={13}>{fit(`+ ${t('productUi.stock.receive')}`, 138, 13)}</Pill>
      <rect x="12" y="94" width={width - 24} height="30" rx="6" fill={C.bg} />
      <g fontSize="12" fontWeight="600" fill={C.muted}>
        <text x={x.item} y="113">{t('productUi.stock.item')}</text>
        <text x={x.onHand} y="113" textAnchor="end">{fit(t('productUi.stock.quantity'), width * 0.2, 12)}</text>
        <text x={x.min} y="113" textAnchor="end">{fit(t('productUi.stock.minimum'), width * 0.15, 12)}</text>
      </g>
      {ROWS.map(({ item, onHand, min }, i) => {
        const y = r1(124 + i * rowH);
        const low = onHand < min;
        const status = low ? t('productUi.stock.low') : t('productUi.stock.ok');
        const chip = r1(Math.min(width * 0.22, status.length * 7.2 + 24));
        return (
          <g key={item}>
            {i > 0 && <path d={`M12 ${y}h${width - 24}`} stroke={C.line} />}
            <text x={x.item} y={r1(y + rowH / 2 + 5)} fontSize="13.5" fontWeight="600">{fit(t(`productUi.items.${item}`), x.onHand - x.item - 90, 13.5, 'bold')}</text>
            <text x={x.onHand} y={r1(y + rowH / 2 + 5)} fontSize="13.5" fontWeight="700" textAnchor="end" fill={low ? C.red : C.ink}>{`${onHand} ${units}`}</text>
            <text x={x.min} y={r1(y + rowH / 2 + 5)} fontSize="13" textAnchor="end" fill={C.muted}>{min}</text>
            <Pill x={x.status - chip} y={y + rowH / 2 - 11} width={chip} height={22} fill={low ? C.rose : C.mint} color={low ? C.red : C.teal} size={11.5}>{fit(status, chip - 10, 11.5)}</Pill>
          </g>
        );
      })}
    </g>
  );
}
