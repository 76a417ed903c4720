import type { ReactElement } from 'react';
import { usePage } from '../page-context.js';

/**
 * Line icons drawn for the project on a 24×24 grid, stroke = currentColor. They live in one hashed sprite
 * file (`iconSprite`, built with the site's drawings) and a page refers to each with `<use href>`: the
 * paths are fetched once and cached, not repeated on every page. Decorative unless labelled.
 */
const paths = {
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  arrowRight: <path d="M5 12h14M13 6l6 6-6 6" />,
  store: <><path d="M4 10v10h16V10" /><path d="M3 10l2-6h14l2 6" /><path d="M3 10c0 1.7 1.3 3 3 3s3-1.3 3-3c0 1.7 1.3 3 3 3s3-1.3 3-3c0 1.7 1.3 3 3 3s3-1.3 3-3" /><path d="M10 20v-5h4v5" /></>,
  cup: <><path d="M4 9h13v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5V9z" /><path d="M17 11h1.5a2.5 2.5 0 0 1 0 5H17" /><path d="M8 3v3M12 3v3" /></>,
  receipt: <><path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3z" /><path d="M9 8h6M9 12h6M9 16h3" /></>,
  chart: <><path d="M4 20h16" /><path d="M7 16v-5M12 16V7M17 16v-8" /></>,
  settings: <><circle cx="12" cy="12" r="3" /><path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1" /></>,
  bolt: <path d="M13 2L4 14h7l-1 8 9-12h-7l1-8z" />,
  shield: <><path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z" /><path d="M8.5 12l2.5 2.5 4.5-5" /></>,
  headset: <><path d="M4 14v-2a8 8 0 0 1 16 0v2" /><rect x="3" y="14" width="4" height="6" rx="1.5" /><rect x="17" y="14" width="4" height="6" rx="1.5" /><path d="M19 20a3 3 0 0 1-3 3h-3" /></>,
  devices: <><rect x="2" y="4" width="14" height="10" rx="1.5" /><path d="M6 18h6M9 14v4" /><rect x="17" y="8" width="5" height="12" rx="1.2" /></>,
  phone: <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />,
  mail: <><rect x="3" y="5" width="18" height="14" rx="2" /><path d="M3 7l9 6 9-6" /></>,
  pin: <><path d="M12 21s7-6.2 7-11.5A7 7 0 0 0 5 9.5C5 14.8 12 21 12 21z" /><circle cx="12" cy="9.5" r="2.5" /></>,
  download: <><path d="M12 4v11M7 10l5 5 5-5" /><path d="M4 19h16" /></>,
  book: <><path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2V5z" /><path d="M4 19a2 2 0 0 1 2-2h13" /></>,
  users: <><circle cx="9" cy="8" r="3.5" /><path d="M2.5 20a6.5 6.5 0 0 1 13 0" /><path d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5" /></>,
  cloud: <path d="M7 18h10a4 4 0 0 0 .7-7.9A6 6 0 0 0 6.2 9.2 4.5 4.5 0 0 0 7 18z" />,
  globe: <><circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" /></>,
  star: <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9L12 3z" />,
  quote: <path d="M9 7H5v6h4v-6zm0 6c0 2.5-1.5 4-4 4M19 7h-4v6h4V7zm0 6c0 2.5-1.5 4-4 4" />,
  clock: <><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></>,
  layers: <><path d="M12 3l9 5-9 5-9-5 9-5z" /><path d="M3 13l9 5 9-5" /></>,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  login: <><path d="M10 17l5-5-5-5M15 12H3" /><path d="M14 3h5a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-5" /></>,
  sparkle: <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5L18 18M6 18l2.5-2.5M15.5 8.5L18 6" />,
  tablet: <><rect x="5" y="2" width="14" height="20" rx="2" /><path d="M11 18h2" /></>,
  kitchen: <><path d="M6 3v8a2 2 0 0 0 4 0V3M8 11v10" /><path d="M16 3c-1.7 0-3 2.2-3 5s1.3 4 3 4v9" /></>,
  chevronDown: <path d="M4 6l4 4 4-4" />,
  box: <><path d="M3 7l9-4 9 4v10l-9 4-9-4V7z" /><path d="M3 7l9 4 9-4M12 11v10" /></>,
  gift: <><rect x="3" y="8" width="18" height="5" rx="1" /><path d="M5 13v8h14v-8M12 8v13" /><path d="M12 8c-1.5-3.5-6-4-6-1.5S10 8 12 8zM12 8c1.5-3.5 6-4 6-1.5S14 8 12 8z" /></>,
  browser: <><rect x="3" y="4" width="18" height="16" rx="2" /><path d="M3 9h18" /><path d="M6.5 6.5h.01M9 6.5h.01" /></>,
  windows: <path d="M3 5.6l7.5-1.1v7H3V5.6zM12.5 4.2L21 3v8.5h-8.5V4.2zM3 13.5h7.5v7L3 19.4v-5.9zM12.5 13.5H21V21l-8.5-1.2v-6.3z" />,
  android: <><rect x="5" y="9" width="14" height="11" rx="2.5" /><path d="M7 9a5 5 0 0 1 10 0M8.5 4.5L7.2 2.8M15.5 4.5l1.3-1.7" /><path d="M9.5 6.8h.01M14.5 6.8h.01" /></>,
  play: <><circle cx="12" cy="12" r="9" /><path d="M10 8.5v7l5.5-3.5L10 8.5z" /></>,
  smile: <><circle cx="12" cy="12" r="9" /><path d="M8.5 14.5a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01" /></>,
} as const;

export type IconName = keyof typeof paths;

/** Icons drawn filled rather than outlined: the star of the "most popular" badge. */
const FILLED: ReadonlySet<IconName> = new Set(['star']);
/** Icons drawn on another grid than 24×24: the switcher's small chevron keeps its own proportions. */
const VIEWBOX: Partial<Record<IconName, string>> = { chevronDown: '0 0 16 16' };

/**
 * The sprite: one <symbol> per icon, then `extra` symbols (the logo). The stroke style sits on each
 * symbol's group; `currentColor` there is the color of the <use> element, inherited from the page, so an
 * icon takes its text color as before.
 */
export function iconSprite(...extra: ReactElement[]): ReactElement {
  return (
    <svg xmlns="http://www.w3.org/2000/svg">
      {(Object.keys(paths) as IconName[]).map((name) => (
        <symbol key={name} id={name} viewBox={VIEWBOX[name] ?? '0 0 24 24'}>
          <g fill={FILLED.has(name) ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
            {paths[name]}
          </g>
        </symbol>
      ))}
      {extra}
    </svg>
  );
}

export function Icon({ name, label, size = 24, className }: { name: IconName; label?: string; size?: number; className?: string }) {
  const { art } = usePage();
  return (
    // Width alone: base.css makes an icon as tall as it is wide, which saves each of a page's icons the bytes
    // of its height (the home page is at its brotli budget).
    <svg className={className} width={size} {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      <use href={`${art.iconSprite}#${name}`} />
    </svg>
  );
}
