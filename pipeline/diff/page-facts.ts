import { parseDocument } from 'htmlparser2';
import type { PageFacts, PageImage, PageLink } from './types.js';
import { maskBuild, maskedAsset } from './mask.js';

/** The parts of htmlparser2's DOM nodes read here. */
interface DomNode {
  readonly type: string;
  readonly name?: string;
  readonly attribs?: Readonly<Record<string, string>>;
  readonly children?: readonly DomNode[];
  readonly data?: string;
}

/** Elements whose text a visitor does not read on the page. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'svg']);
/**
 * Elements inside a run of words: text either side of them may join into one word ("policy</a>."). Any other
 * element ends the run (a price's `<span>€15</span><span>per month</span>` reads as two words).
 */
const INLINE = new Set(['a', 'strong', 'em', 'b', 'i', 'abbr', 'small', 'sup', 'sub', 'code', 'mark', 'u', 's', 'q', 'cite', 'time', 'bdi', 'bdo', 'wbr']);

export interface PageInput {
  readonly file: string;
  readonly html: string;
  readonly brotliBytes: number;
  /** The side's build id, masked wherever it occurs. */
  readonly buildId: string;
}

/** What a reviewer sees of a built page (types.ts PageFacts): its head's metadata, its text by section, links, pictures. */
export function readPageFacts({ file, html, brotliBytes, buildId }: PageInput): PageFacts {
  const document = parseDocument(html) as unknown as DomNode;
  const head = { title: '', description: '', canonical: '', alternates: {} as Record<string, string>, locale: '', homes: [] as string[] };
  const sections = new Map<string, { heading: string; text: string[] }>();
  const links: PageLink[] = [];
  const images: PageImage[] = [];
  const sectionOf = (id: string) => {
    let section = sections.get(id);
    if (!section) sections.set(id, (section = { heading: '', text: [] }));
    return section;
  };

  const readHead = (node: DomNode) => {
    const a = node.attribs ?? {};
    if (node.name === 'title') head.title = textOf(node);
    else if (node.name === 'meta' && a.name === 'description') head.description = a.content ?? '';
    else if (node.name === 'link' && a.rel === 'canonical') head.canonical = a.href ?? '';
    else if (node.name === 'link' && a.rel === 'alternate' && a.hreflang) head.alternates[a.hreflang] = a.href ?? '';
    else if (node.name === 'script' && a.id === 'app-config') readAppConfig(textOf(node), head);
    node.children?.forEach(readHead);
  };

  const walk = (node: DomNode, section: string) => {
    if (node.type === 'text') return void sectionOf(section).text.push(node.data ?? '');
    // htmlparser2 gives <script> and <style> types of their own: an element is what has a name.
    if (node.name === undefined) return node.children?.forEach((child) => walk(child, section));
    const name = node.name;
    if (name === 'head') return readHead(node);
    if (HIDDEN.has(name)) return;
    const a = node.attribs ?? {};
    const here = name === 'header' || name === 'footer' ? name : name === 'main' ? 'main' : name === 'section' && a.id ? a.id : section;
    // The header's and footer's headings name one of their parts, not them.
    if (/^h[1-3]$/.test(name) && here !== 'header' && here !== 'footer' && !sectionOf(here).heading) sectionOf(here).heading = normalize(textOf(node));
    if (name === 'a' && a.href !== undefined) links.push({ section: here, text: normalize(textOf(node)), href: maskBuild(a.href, buildId) });
    if (name === 'img' && a.src) images.push({ section: here, ...maskedAsset(a.src), alt: a.alt ?? '' });
    const block = !INLINE.has(name);
    if (block) sectionOf(here).text.push(' ');
    node.children?.forEach((child) => walk(child, here));
    if (block) sectionOf(here).text.push(' ');
  };
  walk(document, 'page');

  const path = pathOfFile(file);
  return {
    file,
    path,
    locale: head.locale,
    home: head.homes.includes(path),
    title: head.title,
    description: head.description,
    canonical: head.canonical,
    alternates: head.alternates,
    sections: [...sections].map(([id, s]) => ({ id, heading: s.heading, words: wordsOf(s.text.join('')) })).filter((s) => s.words.length > 0),
    links,
    images,
    markup: maskBuild(html, buildId),
    brotliBytes,
  };
}

/** The app configuration's locale, and the home paths of every locale ('' prefix is `/`). */
function readAppConfig(json: string, into: { locale: string; homes: string[] }): void {
  try {
    const config = JSON.parse(json) as { locale?: string; locales?: { prefix: string }[] };
    into.locale = config.locale ?? '';
    into.homes = (config.locales ?? []).map((l) => l.prefix || '/');
  } catch {
    // A page whose configuration does not parse is still compared by its text.
  }
}

/** `index.html` → `/`, `en/privacy.html` → `/en/privacy`, `en/404.html` → `/en/404`. */
function pathOfFile(file: string): string {
  const bare = file.replace(/\.html$/, '');
  return bare === 'index' ? '/' : `/${bare}`;
}

function textOf(node: DomNode): string {
  if (node.type === 'text') return node.data ?? '';
  return (node.children ?? []).map(textOf).join('');
}

const normalize = (text: string) => wordsOf(text).join(' ');
const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);
