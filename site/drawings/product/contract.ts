/**
 * Every message the product drawings read (site/drawings/product/): the names of the items on sale, the
 * words of the app's screens and the labels of the fiscal receipt. Global keys, checked by `validate` in
 * every locale like the page frame's, so a drawing can never draw a missing message.
 */
import { defineContract } from '../../../core/contract.js';

const keys = <const G extends string, const K extends string>(group: G, names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [`productUi.${group}.${name}`, {}])) as { readonly [N in K as `productUi.${G}.${N}`]: {} };

/** Demo items of the café and the store, in the order the drawings use them. */
export const PRODUCT_ITEMS = ['espresso', 'cappuccino', 'macchiato', 'tea', 'water', 'juice', 'burek', 'croissant', 'sandwich', 'bread', 'milk', 'yogurt', 'coffee'] as const;
export const ADMIN_NAV = ['dashboard', 'sales', 'items', 'stock', 'reports', 'users'] as const;

export const productUiContract = defineContract({
  component: 'product drawings (site/drawings/product/)',
  messages: {
    'productUi.venue': {},
    'productUi.store': {},
    ...keys('items', PRODUCT_ITEMS),
    'productUi.categories.coffee': {}, 'productUi.categories.drinks': {}, 'productUi.categories.food': {},
    'productUi.checkout.search': {}, 'productUi.checkout.order': {}, 'productUi.checkout.table': { number: 'number' },
    'productUi.checkout.total': {}, 'productUi.checkout.cash': {}, 'productUi.checkout.card': {}, 'productUi.checkout.pay': {},
    'productUi.receipt.title': {}, 'productUi.receipt.taxId': {}, 'productUi.receipt.cashier': {}, 'productUi.receipt.time': {},
    'productUi.receipt.number': {}, 'productUi.receipt.device': {}, 'productUi.receipt.counter': {}, 'productUi.receipt.sale': {},
    'productUi.receipt.total': {}, 'productUi.receipt.vatLabel': {}, 'productUi.receipt.vatName': {}, 'productUi.receipt.vatRate': {},
    'productUi.receipt.vatBase': {}, 'productUi.receipt.vatAmount': {}, 'productUi.receipt.vatTotal': {}, 'productUi.receipt.verify': {},
    'productUi.receipt.end': {},
    ...keys('admin.nav', ADMIN_NAV),
    'productUi.admin.today': {}, 'productUi.admin.receipts': {}, 'productUi.admin.average': {}, 'productUi.admin.trend': { change: 'string' },
    'productUi.admin.week': {}, 'productUi.admin.bestSellers': {}, 'productUi.admin.phoneTitle': {},
    'productUi.tables.hall': {}, 'productUi.tables.terrace': {}, 'productUi.tables.free': {}, 'productUi.tables.occupied': {}, 'productUi.tables.bill': {},
    'productUi.kitchen.title': {}, 'productUi.kitchen.waiting': { minutes: 'number' }, 'productUi.kitchen.new': {}, 'productUi.kitchen.cooking': {}, 'productUi.kitchen.ready': {},
    'productUi.stock.title': {}, 'productUi.stock.item': {}, 'productUi.stock.quantity': {}, 'productUi.stock.minimum': {}, 'productUi.stock.low': {},
    'productUi.stock.ok': {}, 'productUi.stock.receive': {}, 'productUi.stock.units': {},
    'productUi.reports.title': {}, 'productUi.reports.revenue': {}, 'productUi.reports.byPayment': {}, 'productUi.reports.export': {},
    'productUi.fiscal.fiscalized': {}, 'productUi.fiscal.confirmed': {}, 'productUi.fiscal.online': {}, 'productUi.fiscal.today': { count: 'number' },
  },
});
