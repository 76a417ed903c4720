import { usePage } from '../page-context.js';
import type { DrawingFile } from './types.js';

/** The page locale's file of a drawing of the registry (site/drawings/index.ts). */
function useDrawing(id: string): DrawingFile {
  const { art, locale } = usePage();
  const file = art.drawings.get(id)?.get(locale.code);
  if (!file) throw new Error(`No drawing "${id}": add it to site/drawings/index.ts`);
  return file;
}

/**
 * How soon the browser fetches the drawing: `lazy` (the default) when it nears the viewport, for drawings
 * below the fold; `eager` at once; `high` at once and before other images, for the largest thing in the
 * first view (the hero's drawing is the home page's largest contentful paint).
 */
export type DrawingPriority = 'lazy' | 'eager' | 'high';

/**
 * A drawing as an `<img>` of its hashed file, with its intrinsic size (no layout shift). `alt` describes it,
 * from the messages; a decorative drawing gets `alt=""`.
 */
export function DrawingImage({ id, alt, className, priority = 'lazy' }: { id: string; alt: string; className?: string; priority?: DrawingPriority }) {
  const { url, width, height } = useDrawing(id);
  return (
    <img
      className={className}
      src={url}
      width={width}
      height={height}
      alt={alt}
      // No `decoding="async"`: browsers rasterize an SVG image off the main thread anyway, and the hint cost the
      // home page 15 bytes of its 8 KB (docs/decisions/0008-home-page-diet.md).
      {...(priority === 'lazy' ? { loading: 'lazy' } : priority === 'high' ? { fetchPriority: 'high' } : {})}
    />
  );
}
