import type { ReactNode } from 'react';

/**
 * The root element of a drawing's file: the SVG namespace (a file needs it, inline markup did not), the
 * intrinsic size and a viewBox of the same size, so a drawing is drawn in CSS pixels.
 */
export function DrawingSvg({ width, height, preserveAspectRatio, children }: { width: number; height: number; preserveAspectRatio?: string; children: ReactNode }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={width} height={height} viewBox={`0 0 ${width} ${height}`} preserveAspectRatio={preserveAspectRatio}>
      {children}
    </svg>
  );
}
