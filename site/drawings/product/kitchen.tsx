/** Kitchen monitor: order tickets in columns by age, each with its table, waiting time, items and state. */
import { C, fit, Pill, r1, Window, wrap, type Ui } from './kit.js';
import type { Item } from './data.js';

type State = 'new' | 'cooking' | 'ready';
const COLOR: Record<State, { head: string; soft: string }> = {
  new: { head: C.blue, soft: C.soft },
  cooking: { head: C.amber, soft: C.sand },
  ready: { head: C.teal, soft: C.mint },
};
const TICKETS: readonly { number: number; table: number; minutes: number; state: State; lines: readonly [number, Item][] }[] = [
  { number: 1486, table: 6, minutes: 1, state: 'new', lines: [[2, 'burek'], [1, 'sandwich'], [2, 'juice']] },
  { number: 1485, table: 4, minutes: 6, state: 'cooking', lines: [[1, 'burek'], [2, 'croissant']] },
  { number: 1483, table: 1, minutes: 12, state: 'ready', lines: [[2, 'sandwich'], [1, 'croissant'], [1, 'tea']] },
];

export function Kitchen({ ui, width, height }: { ui: Ui; width: number; height: number }) {
  const { t } = ui;
  const gap = 12;
  const w = r1((width - gap * (TICKETS.length + 1)) / TICKETS.length);
  const inner = w - 24;
  return (
    <g>
      <Window x={0} y={0} width={width} height={height} title={`${ui.brand} · ${t('productUi.kitchen.title')}`} note={t('productUi.venue')} />
      <rect x="1" y="34" width={width - 2} height={height - 35} fill={C.bg} />
      {TICKETS.map(({ number, table, minutes, state, lines }, i) => {
        const x = r1(gap + i * (w + gap));
        const color = COLOR[state];
        const h = height - 34 - 2 * gap;
        return (
          <g key={number} transform={`translate(${x} ${34 + gap})`}>
            <rect width={w} height={h} rx="10" fill={C.white} stroke={C.line} />
            <path d={`M0 10a10 10 0 0 1 10-10h${w - 20}a10 10 0 0 1 10 10v42H0z`} fill={color.head} />
            <text x="12" y="22" fontSize="15" fontWeight="700" fill={C.white}>{`#${number}`}</text>
            <text x={w - 12} y="22" fontSize="13" fontWeight="600" fill={C.white} textAnchor="end">{t('productUi.kitchen.waiting', { minutes })}</text>
            <text x="12" y="42" fontSize="12.5" fill={C.white}>{fit(t('productUi.checkout.table', { number: table }), inner, 12.5)}</text>
            {lines.map(([qty, item], n) => (
              <g key={item} transform={`translate(12 ${80 + n * 42})`}>
                <rect y="-15" width="26" height="22" rx="6" fill={color.soft} />
                <text x="13" fontSize="13" fontWeight="700" textAnchor="middle" fill={color.head}>{qty}</text>
                <text x="34" fontSize="13.5" fontWeight="600" textDecoration={state === 'ready' ? 'line-through' : undefined} fill={state === 'ready' ? C.muted : C.ink}>
                  {wrap(t(`productUi.items.${item}`), inner - 34, 13.5, 2, 'bold').map((text, l) => <tspan key={l} x="34" dy={l ? 16 : 0}>{text}</tspan>)}
                </text>
              </g>
            ))}
            <Pill x={12} y={h - 44} width={inner} height={32} fill={state === 'cooking' ? color.head : color.soft} color={state === 'cooking' ? C.white : color.head} size={13}>
              {fit(state === 'new' ? t('productUi.kitchen.new') : state === 'cooking' ? t('productUi.kitchen.ready') : `✓ ${t('productUi.kitchen.ready')}`, inner - 12, 13)}
            </Pill>
          </g>
        );
      })}
    </g>
  );
}
