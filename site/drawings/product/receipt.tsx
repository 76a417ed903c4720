/**
 * A thermal-paper fiscal receipt in the format of the locale's country: Montenegro's (PIB, ENU code, IKOF,
 * JIKR, QR) or Serbia's (PFR time, PFR receipt number, counter, the Oznaka/Ime/Stopa/Porez VAT table, "KRAJ
 * FISKALNOG RAČUNA"). Labels come from productUi.receipt, so the English site shows a Montenegrin receipt
 * with English labels. Lines are laid out top-down with a cursor; `receipt` returns the height it used.
 */
import type { ReactNode } from 'react';
import { dateTimeFormat } from '../../../core/format.js';
import { C, fit, FONT, MONO, type Ui } from './kit.js';
import { CASHIER, CODES, grossOf, NOW, PRICES, REDUCED_RATE, TAX, type Item, type TaxRate } from './data.js';
import { qrPath } from './qr.js';

export interface ReceiptLine { readonly item: Item; readonly qty: number }
const SIZE = 11;
const STEP = 15;
const ADDRESS = { ME: 'Njegoševa 12, Podgorica', RS: 'Knez Mihailova 21, Beograd' } as const;

/** Receipt time in the shop's time zone, as the locale writes it. */
const timeOf = (ui: Ui) =>
  dateTimeFormat(ui.lang, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: ui.country === 'RS' ? 'Europe/Belgrade' : 'Europe/Podgorica' }).format(NOW);

/** VAT per rate, from gross prices: base = gross / (1 + rate). */
function vatRows(ui: Ui, lines: readonly ReceiptLine[]) {
  const rates = new Map<TaxRate, number>();
  for (const line of lines) {
    const rate = REDUCED_RATE.has(line.item) ? TAX[ui.country].reduced : TAX[ui.country].general;
    rates.set(rate, (rates.get(rate) ?? 0) + PRICES[line.item][ui.currency] * line.qty);
  }
  return [...rates].map(([rate, gross]) => {
    const base = Math.round((gross / (1 + rate.rate / 100)) * 100) / 100;
    return { rate, base, vat: Math.round((gross - base) * 100) / 100 };
  });
}

export function receipt(ui: Ui, { seller, lines, width = 250 }: { seller: string; lines: readonly ReceiptLine[]; width?: number }): { node: ReactNode; height: number } {
  const { t } = ui;
  const pad = 14;
  const right = width - pad;
  const inner = width - 2 * pad;
  const cols = Math.floor(inner / (SIZE * 0.61));
  const rows: ReactNode[] = [];
  let y = 26;
  const key = () => rows.length;
  const center = (text: string, opts: { bold?: boolean; size?: number; sans?: boolean } = {}) => {
    rows.push(<text key={key()} x={width / 2} y={y} textAnchor="middle" fontWeight={opts.bold ? 700 : undefined} fontSize={opts.size} fontFamily={opts.sans ? FONT : undefined}>{text}</text>);
    y += STEP;
  };
  /** Label left, value right; a value too long to share the line goes right-aligned on the next one. */
  const pair = (label: string, value: string, bold = false) => {
    const shared = (label.length + value.length + 1) * SIZE * 0.61 <= inner;
    rows.push(
      <g key={key()} fontWeight={bold ? 700 : undefined}>
        <text x={pad} y={y}>{shared ? label : fit(label, inner, SIZE, 'mono')}</text>
        <text x={right} y={shared ? y : y + STEP} textAnchor="end">{value}</text>
      </g>,
    );
    y += shared ? STEP : 2 * STEP;
  };
  const rule = (char: '=' | '-', title?: string) => {
    if (!title) rows.push(<text key={key()} x={pad} y={y} fill={C.muted}>{char.repeat(cols)}</text>);
    else {
      const side = Math.max(2, Math.floor((cols - title.length - 2) / 2));
      rows.push(<text key={key()} x={width / 2} y={y} textAnchor="middle" fontWeight={700}>{`${char.repeat(side)} ${title} ${char.repeat(side)}`}</text>);
    }
    y += STEP;
  };
  const gross = grossOf(lines, ui.currency);
  const vats = vatRows(ui, lines);
  const name = (line: ReceiptLine) => t(`productUi.items.${line.item}`);

  if (ui.country === 'RS') {
    const codes = CODES.RS;
    rule('=', t('productUi.receipt.title'));
    pair(t('productUi.receipt.taxId'), codes.pib);
    center(seller, { bold: true });
    center(ADDRESS.RS);
    pair(t('productUi.receipt.cashier'), CASHIER);
    pair(t('productUi.receipt.device'), codes.esir);
    rule('-', t('productUi.receipt.sale'));
    for (const line of lines) {
      const rate = REDUCED_RATE.has(line.item) ? TAX.RS.reduced : TAX.RS.general;
      rows.push(<text key={key()} x={pad} y={y}>{fit(`${name(line)} (${rate.label})`, inner, SIZE, 'mono')}</text>);
      y += STEP;
      pair(`  ${line.qty} x ${ui.amount(PRICES[line.item].RSD)}`, ui.amount(PRICES[line.item].RSD * line.qty));
    }
    rule('-');
    pair(t('productUi.receipt.total'), ui.amount(gross), true);
    pair(t('productUi.checkout.cash'), ui.amount(gross));
    rule('=');
    rows.push(
      <g key={key()} fill={C.muted}>
        <text x={pad} y={y}>{t('productUi.receipt.vatLabel')}</text><text x={pad + 60} y={y}>{t('productUi.receipt.vatName')}</text>
        <text x={pad + 150} y={y} textAnchor="end">{t('productUi.receipt.vatRate')}</text><text x={right} y={y} textAnchor="end">{t('productUi.receipt.vatAmount')}</text>
      </g>,
    );
    y += STEP;
    for (const { rate, vat } of vats) {
      rows.push(
        <g key={key()}>
          <text x={pad} y={y}>{rate.label}</text><text x={pad + 60} y={y}>{rate.name}</text>
          <text x={pad + 150} y={y} textAnchor="end">{`${ui.amount(rate.rate)}%`}</text><text x={right} y={y} textAnchor="end">{ui.amount(vat)}</text>
        </g>,
      );
      y += STEP;
    }
    rule('-');
    pair(t('productUi.receipt.vatTotal'), ui.amount(vats.reduce((sum, row) => sum + row.vat, 0)));
    rule('=');
    pair(t('productUi.receipt.time'), timeOf(ui));
    pair(`${t('productUi.receipt.number')}:`, codes.pfrNumber);
    pair(t('productUi.receipt.counter'), codes.counter);
  } else {
    const codes = CODES.ME;
    center(seller, { bold: true, size: 13, sans: true });
    center(ADDRESS.ME);
    center(`${t('productUi.receipt.taxId')}: ${codes.pib}`);
    rule('-');
    center(t('productUi.receipt.title').toUpperCase(), { bold: true });
    pair(t('productUi.receipt.time'), timeOf(ui).replace(',', ''));
    pair(t('productUi.receipt.number'), codes.invoice);
    pair(t('productUi.receipt.device'), codes.enu);
    pair(t('productUi.receipt.cashier'), CASHIER);
    rule('-');
    for (const line of lines) {
      const price = PRICES[line.item].EUR;
      pair(`${line.qty} x ${name(line)}`, ui.amount(price * line.qty));
    }
    rule('-');
    pair(t('productUi.receipt.total'), ui.price(gross), true);
    pair(t('productUi.checkout.cash'), ui.amount(gross));
    rows.push(
      <g key={key()} fill={C.muted}>
        <text x={pad} y={y}>{t('productUi.receipt.vatRate')}</text><text x={pad + 140} y={y} textAnchor="end">{t('productUi.receipt.vatBase')}</text>
        <text x={right} y={y} textAnchor="end">{t('productUi.receipt.vatAmount')}</text>
      </g>,
    );
    y += STEP;
    for (const { rate, base, vat } of vats) {
      rows.push(
        <g key={key()}>
          <text x={pad} y={y}>{`${rate.rate}%`}</text><text x={pad + 140} y={y} textAnchor="end">{ui.amount(base)}</text>
          <text x={right} y={y} textAnchor="end">{ui.amount(vat)}</text>
        </g>,
      );
      y += STEP;
    }
    rule('-');
    rows.push(
      <g key={key()} fontSize="9.5">
        <text x={pad} y={y}>IKOF</text><text x={right} y={y} textAnchor="end">{codes.ikof}</text>
        <text x={pad} y={y + STEP - 2}>JIKR</text><text x={right} y={y + 2 * STEP - 4} textAnchor="end">{codes.jikr}</text>
      </g>,
    );
    y += 3 * STEP - 8;
  }
  const qr = 25 * 3.6;
  rows.push(<path key={key()} d={qrPath(25, ui.country === 'RS' ? 5 : 11)} stroke={C.ink} transform={`translate(${(width - qr) / 2} ${y}) scale(3.6)`} />);
  y += qr + 16;
  if (ui.country === 'RS') rule('=', t('productUi.receipt.end'));
  else center(fit(t('productUi.receipt.verify'), inner, 10), { size: 10, sans: true });
  const height = y + 4;
  const teeth = Math.round(width / 10);
  const edge = `M0 0H${width}V${height}` + `l-${width / teeth / 2} 6 -${width / teeth / 2}-6`.repeat(teeth) + 'Z';
  return {
    height: height + 6,
    node: (
      <g>
        <path d={edge} fill={C.white} stroke={C.line} />
        <g fontFamily={MONO} fontSize={SIZE}>{rows}</g>
      </g>
    ),
  };
}
