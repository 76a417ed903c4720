/**
 * What a page rendered of the content: every message key it formatted and every data value it read, for the
 * build's render record (`.fiskalis/render-record.json`, core/build-files.ts), which `diff` reads to say which
 * pages a changed message or price reaches. Components read the content from the page context, never by
 * another way, so a view of the content that notes each read sees all of them without a component knowing.
 */
import type { Content } from '../../core/content/types.js';
import type { Catalogue } from '../../core/messages.js';
import type { PageSpec } from '../../core/page-spec.js';
import { memoizePerObject } from '../../core/memo.js';

/** What one page read: message keys (formatted or compiled into client code) and data paths (`markets.me.packages.business/start.price`). */
export interface PageReads {
  readonly messages: ReadonlySet<string>;
  /** Each data value read, by its path. */
  readonly data: ReadonlyMap<string, DataValue>;
}

type DataValue = string | number | boolean;

/** The data collections, in the order their objects get their names: a locale's market is named under `markets`. */
const DATA_ROOTS = ['site', 'markets', 'tiers', 'sections', 'features', 'routes', 'locales'] as const;

/**
 * Renders a page from views of `content` and `page` that note each data value read (a string, number or
 * boolean, by its path) and each message formatted, and returns what `render` returned with what it read.
 * The views answer exactly as the originals do: the page renders byte for byte the same (a build test
 * compares). Reads after `render` returns (a payload serialized later) are not the page's and are not noted.
 */
export function renderReading<T>(content: Content, page: PageSpec, render: (content: Content, page: PageSpec) => T): { result: T; reads: PageReads } {
  const reads = { messages: new Set<string>(), data: new Map<string, DataValue>() };
  const views = viewsOf(content);
  views.sink = reads;
  try {
    return { result: render(views.view(content) as Content, views.view(page) as PageSpec), reads };
  } finally {
    views.sink = undefined;
  }
}

interface Views {
  /** Where the reads of the page being rendered go; none between pages. */
  sink: { readonly messages: Set<string>; readonly data: Map<string, DataValue> } | undefined;
  view(value: unknown): unknown;
}

/**
 * One set of views per content, shared by its pages (making them anew for every page cost a third of the
 * render): each object's view, made when first reached, notes reads into the current page's sink. A view is
 * not the frozen object itself (a proxy of a frozen object must hand out the very values it holds), but
 * nothing writes to it.
 */
const viewsOf = memoizePerObject((content: Content): Views => {
  const names = namesOf(content);
  const made = new WeakMap<object, object>();
  const views: Views = { sink: undefined, view };
  const catalogues = Object.fromEntries(Object.entries(content.messages).map(([code, catalogue]) => [code, trackCatalogue(catalogue, (key) => views.sink?.messages.add(key))]));
  function view(value: unknown): unknown {
    if (typeof value !== 'object' || value === null) return value;
    if (value === content.messages) return catalogues;
    let seen = made.get(value);
    if (!seen) made.set(value, (seen = new Proxy(Array.isArray(value) ? [] : {}, handlerOf(value, names.get(value)))));
    return seen;
  }
  function handlerOf(target: object, name: string | undefined): ProxyHandler<object> {
    return {
      get(_, key) {
        const value: unknown = Reflect.get(target, key);
        if (typeof key === 'symbol') return value;
        if (typeof value === 'object' && value !== null) return view(value);
        if (name !== undefined && views.sink && typeof value !== 'function' && value !== undefined && !(Array.isArray(target) && key === 'length')) views.sink.data.set(`${name}.${key}`, value as DataValue);
        return value;
      },
      has: (_, key) => Reflect.has(target, key),
      ownKeys: () => Reflect.ownKeys(target),
      getOwnPropertyDescriptor(_, key) {
        const descriptor = Reflect.getOwnPropertyDescriptor(target, key);
        // The view's own (empty) target decides what it may report: an array's length stays unconfigurable.
        if (!descriptor) return undefined;
        return Array.isArray(target) && key === 'length' ? { ...descriptor, writable: true } : { ...descriptor, configurable: true };
      },
      getPrototypeOf: () => Reflect.getPrototypeOf(target),
    };
  }
  return views;
});

/** A catalogue that notes the keys formatted or handed to client code (`has` only asks, it shows nothing). */
function trackCatalogue(catalogue: Catalogue, read: (key: string) => void): Catalogue {
  return {
    lang: catalogue.lang,
    keys: catalogue.keys,
    has: (key) => catalogue.has(key),
    source: (key) => (read(key), catalogue.source(key)),
    format: (key, values) => (read(key), catalogue.format(key, values)),
  };
}

/**
 * Each data object of the content → its path, named by what identifies it rather than where it stands in a
 * list (`sections.offer`, `markets.me.packages.business/start`), so a reordered list keeps its names.
 */
const namesOf = memoizePerObject((content: Content): Map<object, string> => {
  const names = new Map<object, string>();
  const visit = (value: unknown, name: string) => {
    if (typeof value !== 'object' || value === null || names.has(value)) return;
    names.set(value, name);
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${name}.${entryNameOf(item, index)}`));
    else for (const [key, item] of Object.entries(value)) visit(item, `${name}.${key}`);
  };
  for (const root of DATA_ROOTS) visit(content[root], root);
  return names;
});

/** A list entry's name: its id or code, a package's segment/tier, else its place. */
export function entryNameOf(item: unknown, index: number): string {
  if (typeof item !== 'object' || item === null) return String(index);
  const { id, code, segment, tier } = item as Record<string, unknown>;
  if (typeof id === 'string') return id;
  if (typeof code === 'string') return code;
  if (typeof segment === 'string' && typeof tier === 'string') return `${segment}/${tier}`;
  return String(index);
}
