import type { ReactNode, SVGProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const drawings = new Map<string, string>();

/**
 * An <svg> whose drawing is the same on every page and in every locale: the drawing is rendered once per
 * build and reused as markup, while the <svg> element itself (label, class) is rendered per page. Drawings
 * are most of a home page's bytes, so this saves most of its render time. `drawing` names what is inside;
 * two different drawings must never share a name.
 */
export function StaticSvg({ drawing, children, ...svgProps }: SVGProps<SVGSVGElement> & { drawing: string; children: ReactNode }) {
  let inner = drawings.get(drawing);
  if (inner === undefined) {
    inner = renderToStaticMarkup(<>{children}</>);
    drawings.set(drawing, inner);
  }
  return <svg {...svgProps} dangerouslySetInnerHTML={{ __html: inner }} />;
}

/** Called at the start of each build, so a long-lived process never serves a drawing from older sources. */
export function forgetStaticDrawings(): void {
  drawings.clear();
}
