import { createHash } from 'node:crypto';
import { transform, type Selector } from 'lightningcss';
import { memoizePerObjectAndKey } from '../../core/memo.js';

/**
 * Short class names for a production build. Class names are a tenth of a home page's brotli HTML and of its
 * stylesheet (`pricing-card__amount` in every card); a build gives each class of the page stylesheets a name of
 * one or two letters, in the stylesheets and in the pages alike. The dev server keeps the names of the sources.
 *
 * A class is kept as it is (pinned) when client code may set or look for it: its name occurs as a whole word in
 * a built script (an island renders `contact-form__field` on the client, the runtime queries a selector) or in
 * a stylesheet that a script loads (the runtime notices' own sheet, linked by name from a script). A class that
 * no stylesheet styles and no script names is left out of the pages: it does nothing there. Client code
 * therefore writes whole class names as literals, never builds them from parts (ARCHITECTURE.md, "Stylesheets").
 */
export interface ClassNames {
  /** Source name → short name, for the classes of the page stylesheets that no script uses. */
  readonly renamed: ReadonlyMap<string, string>;
  /** Every class a stylesheet styles or a script names: a page's class outside this set is dropped. */
  readonly kept: ReadonlySet<string>;
}

/** Plans the names from the built page stylesheets, the stylesheets scripts load, and the scripts. */
export function planClassNames(pageSheets: readonly string[], scriptSheets: readonly string[], scripts: readonly string[]): ClassNames {
  const uses = new Map<string, number>();
  for (const sheet of pageSheets) for (const [name, count] of classesOf(sheet)) uses.set(name, (uses.get(name) ?? 0) + count);
  const pinned = new Set<string>();
  for (const sheet of scriptSheets) for (const name of classesOf(sheet).keys()) pinned.add(name);
  const words = wordsOf(scripts);
  for (const name of uses.keys()) if (words.has(name)) pinned.add(name);

  const taken = new Set([...uses.keys(), ...pinned]);
  const shortNames = shortNamesAvoiding(taken);
  // The most used classes get the one-letter names; ties in name order, so the plan is the same on every build.
  const renamed = new Map<string, string>();
  const candidates = [...uses].filter(([name]) => !pinned.has(name)).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  for (const [name] of candidates) renamed.set(name, shortNames.next().value!);
  return { renamed, kept: new Set([...taken, ...[...words].filter((w) => CLASS_NAME.test(w))]) };
}

/** A stylesheet with its class selectors renamed, minified as Lightning CSS prints it. */
export function renameSheetClasses(sheet: string, names: ClassNames): string {
  const { code } = transform({
    filename: 'page.css',
    code: Buffer.from(sheet),
    minify: true,
    visitor: { Selector: (selector) => mapClasses(selector, (name) => names.renamed.get(name) ?? name) },
  });
  return code.toString();
}

/** A page with the classes of its elements renamed, and the classes that do nothing left out. */
export function renamePageClasses(html: string, names: ClassNames): string {
  // ` class="` occurs only as an attribute: React escapes `"` in text and attribute values as `&quot;`, and
  // inline JSON writes it as `\"`.
  return html.replace(/ class="([^"]*)"/g, (_, value: string) => renamedAttribute(names, value));
}

// Pages repeat the same values, so each is worked out once per build.
const renamedAttribute = memoizePerObjectAndKey((names: ClassNames, value: string) => {
  const classes = value.split(' ').filter((name) => names.kept.has(name)).map((name) => names.renamed.get(name) ?? name);
  return classes.length ? ` class="${classes.join(' ')}"` : '';
});

/** `name-<hash>.css` for a renamed stylesheet: its file name must change with its bytes (assets are immutable). */
export function rehashFileName(fileName: string, bytes: string): string {
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 8);
  return fileName.replace(/-[\w-]{8}\.css$/, `-${hash}.css`);
}

const CLASS_NAME = /^-?[A-Za-z_][\w-]*$/;

/** The classes a stylesheet's selectors name, with how often. */
function classesOf(sheet: string): Map<string, number> {
  const names = new Map<string, number>();
  transform({
    filename: 'page.css',
    code: Buffer.from(sheet),
    visitor: { Selector: (selector) => mapClasses(selector, (name) => (names.set(name, (names.get(name) ?? 0) + 1), name)) },
  });
  return names;
}

/**
 * A selector with each class name mapped, those inside `:has()`, `:not()`, `:is()`, `:where()` and
 * `::slotted()` too: the visitor sees a rule's selector once, with the selectors it nests as its arguments.
 */
function mapClasses(selector: Selector, map: (name: string) => string): Selector {
  return selector.map((part) => {
    if (part.type === 'class') return { ...part, name: map(part.name) };
    if ('selectors' in part && Array.isArray(part.selectors)) return { ...part, selectors: (part.selectors as Selector[]).map((nested) => mapClasses(nested, map)) } as typeof part;
    if ('selector' in part && Array.isArray(part.selector)) return { ...part, selector: mapClasses(part.selector as Selector, map) } as typeof part;
    return part;
  });
}

/** Every run of name characters in the scripts: a class a script uses occurs among them. */
function wordsOf(scripts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const script of scripts) for (const match of script.matchAll(/[\w-]+/g)) words.add(match[0]);
  return words;
}

/** a…z, A…Z, then two characters, skipping names that exist. */
function* shortNamesAvoiding(taken: ReadonlySet<string>): Generator<string> {
  const first = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const second = `${first}0123456789`;
  const all = (function* () {
    yield* first;
    for (const a of first) for (const b of second) yield `${a}${b}`;
    for (const a of first) for (const b of second) for (const c of second) yield `${a}${b}${c}`;
  })();
  for (const name of all) if (!taken.has(name)) yield name;
}
