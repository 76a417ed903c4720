/**
 * The demo business the drawings show: what it sells at what price in each currency, and the fixed codes a
 * fiscal receipt carries. The codes are made up but have the real formats (a PIB's length, IKOF's 32 hex
 * digits, JIKR's UUID, a PFR receipt number and counter), so nothing here identifies a real business.
 */
import type { PRODUCT_ITEMS } from './contract.js';

export type Item = (typeof PRODUCT_ITEMS)[number];
export type Currency = 'EUR' | 'RSD';

/** Shelf prices, VAT included; RSD prices are what a Belgrade café or corner shop charges. */
export const PRICES: Readonly<Record<Item, Readonly<Record<Currency, number>>>> = {
  espresso: { EUR: 1.5, RSD: 180 },
  cappuccino: { EUR: 2, RSD: 240 },
  macchiato: { EUR: 1.8, RSD: 210 },
  tea: { EUR: 1.5, RSD: 190 },
  water: { EUR: 1.8, RSD: 220 },
  juice: { EUR: 2.5, RSD: 290 },
  burek: { EUR: 2.5, RSD: 260 },
  croissant: { EUR: 1.6, RSD: 170 },
  sandwich: { EUR: 3.5, RSD: 390 },
  bread: { EUR: 0.9, RSD: 85 },
  milk: { EUR: 1.2, RSD: 159 },
  yogurt: { EUR: 1.4, RSD: 179 },
  coffee: { EUR: 3.2, RSD: 349 },
};

/** Staples taxed at the reduced rate in both countries; everything else at the general rate. */
export const REDUCED_RATE: ReadonlySet<Item> = new Set(['bread', 'milk', 'yogurt']);

export interface TaxRate { readonly label: string; readonly name: string; readonly rate: number }
/** VAT rates per country: Montenegro 21 % / 7 %; Serbia 20 % (Đ, O-PDV) / 10 % (E, P-PDV). */
export const TAX: Readonly<Record<'ME' | 'RS', { readonly general: TaxRate; readonly reduced: TaxRate }>> = {
  ME: { general: { label: 'A', name: 'PDV', rate: 21 }, reduced: { label: 'B', name: 'PDV', rate: 7 } },
  RS: { general: { label: 'Đ', name: 'O-PDV', rate: 20 }, reduced: { label: 'E', name: 'P-PDV', rate: 10 } },
};

/** The moment every drawing shows: a Monday evening, so the dashboards and the receipt agree. */
export const NOW = Date.UTC(2026, 10, 23, 17, 42, 17);

/** Fake-but-realistic fiscal identifiers, one set per country. */
export const CODES = {
  ME: {
    pib: '02987654',
    enu: 'ka428mx613',
    operator: 'op731ne205',
    invoice: '1482/2026',
    ikof: '7F3A9C21D84E06B5A1C9E77240DB3F18',
    jikr: 'a3c1e9f2-4b7d-4e08-9d26-5f1b8c0e7a43',
  },
  RS: {
    pib: '109876543',
    esir: '1154/2.4.1',
    pfrNumber: 'X4Y7Z9Q2-X4Y7Z9Q2-15843',
    counter: '15602/15843PP',
  },
} as const;

/** The cashier named on receipts and screens. */
export const CASHIER = 'Ana M.';

export const grossOf = (lines: readonly { item: Item; qty: number }[], currency: Currency) =>
  lines.reduce((sum, line) => sum + PRICES[line.item][currency] * line.qty, 0);
