import type { ReactElement } from 'react';
import { usePage } from '../page-context.js';

/** The receipt-with-check mark on a 36×36 grid; public/favicon.svg draws the same shape. */
function LogoMark() {
  return (
    <>
      <rect width="36" height="36" rx="10" fill="#0b5cad" />
      <path d="M10.5 8.5a1.5 1.5 0 0 1 1.5-1.5h12a1.5 1.5 0 0 1 1.5 1.5V28l-2.5-1.6-2.5 1.6-2.5-1.6-2.5 1.6-2.5-1.6-2.5 1.6V8.5z" fill="#fff" />
      <path d="M14 12.5h8M14 16.5h5.5" stroke="#0b5cad" strokeWidth="2" strokeLinecap="round" />
      <circle cx="25" cy="24" r="6" fill="#0f7b6c" stroke="#0b5cad" strokeWidth="1.5" />
      <path d="M22.4 24.1l1.8 1.8 3.4-3.6" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </>
  );
}

/** The wordmark's width on its 36-high grid: the mark, a gap, then the name at a fixed advance per letter. */
function logoWidth(name: string): number {
  return Math.ceil(46 + name.length * 11.2);
}

/**
 * The brand wordmark as a symbol of the icon sprite (pipeline/render/site-art.ts): the mark and the brand
 * name of content/site.yaml. The text follows currentColor, which a <use> inherits from the page, so the
 * same logo works on the light header and the dark footer.
 */
export function logoSymbol(name: string): ReactElement {
  const textWidth = name.length * 11.2;
  return (
    <symbol key="logo" id="logo" viewBox={`0 0 ${logoWidth(name)} 36`}>
      <LogoMark />
      <text
        x="46"
        y="25.5"
        fill="currentColor"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="23"
        fontWeight="800"
        letterSpacing="-0.3"
        textLength={textWidth}
        lengthAdjust="spacingAndGlyphs"
      >
        {name}
      </text>
    </symbol>
  );
}

/** The wordmark from the sprite. Decorative unless given a label. */
export function Logo({ label, className }: { label?: string; className?: string }) {
  const { content, art } = usePage();
  return (
    <svg
      className={['logo', className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${logoWidth(content.site.brand.name)} 36`}
      height="36"
      // Sliced, not scaled, should a stylesheet narrow it: the mark stays whole and square.
      preserveAspectRatio="xMinYMid slice"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <use href={`${art.iconSprite}#logo`} />
    </svg>
  );
}
