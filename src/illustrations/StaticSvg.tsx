import type { ReactNode, SVGProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const drawings = new Map<string, string>();

/**
 * An <svg> whose drawing is the same on every page and in every locale: `draw` runs once per build and its
 * markup is reused, while the <svg> element itself (label, class) is rendered per page. Drawings are most
 * of a home page's bytes, so this saves most of its render time. `drawing` names what `draw` draws; two
 * different drawings must never share a name. Drawings depend only on code, never on content, so the cache
 * lives as long as the process: a process cannot load changed code.
 */
export function StaticSvg({ drawing, draw, ...svgProps }: Omit<SVGProps<SVGSVGElement>, 'children'> & { drawing: string; draw: () => ReactNode }) {
  let inner = drawings.get(drawing);
  if (inner === undefined) {
    // Drawn inside an <svg> so React treats the shapes as SVG, then the wrapper is cut off.
    inner = renderToStaticMarkup(<svg>{draw()}</svg>).slice('<svg>'.length, -'</svg>'.length);
    drawings.set(drawing, inner);
  }
  return <svg {...svgProps} dangerouslySetInnerHTML={{ __html: inner }} />;
}
