/** The demo business's sales figures, shared by the dashboard, the phone and the reports screen. */
import type { Currency, Item } from './data.js';

export const TODAY: Readonly<Record<Currency, { revenue: number; receipts: number }>> = {
  EUR: { revenue: 1248.5, receipts: 186 },
  RSD: { revenue: 148_560, receipts: 214 },
};
/** The last seven days relative to today's revenue, oldest first; today is last. */
export const WEEK = [0.74, 0.81, 0.77, 0.95, 1.18, 1.26, 1] as const;
/** Compared with the same day a week before. */
export const TREND = 0.124;
export const BEST_SELLERS: readonly { item: Item; sold: number }[] = [
  { item: 'espresso', sold: 142 }, { item: 'cappuccino', sold: 96 }, { item: 'burek', sold: 64 }, { item: 'water', sold: 51 },
];
/** Share of card payments in the report period. */
export const CARD_SHARE = 0.58;
/** The month so far (1–23 November) for the reports screen. */
export const MONTH: Readonly<Record<Currency, { revenue: number; receipts: number }>> = {
  EUR: { revenue: 27_416.8, receipts: 4120 },
  RSD: { revenue: 3_268_420, receipts: 4730 },
};
/** Daily revenue of the month relative to its mean: busier Fridays and Saturdays, a quiet Sunday. */
export const DAILY = Array.from({ length: 23 }, (_, day) => {
  const weekday = (day + 6) % 7; // 1 November 2026 is a Sunday
  return [0.78, 0.92, 0.95, 0.98, 1.12, 1.3, 1.22][weekday]! + ((day * 37) % 11) / 100;
});
