/** Initials of a name, e.g. "Marko Đurović" → "MĐ"; code points, so letters outside ASCII stay whole. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return [first, last].map((word) => Array.from(word)[0] ?? '').join('').toLocaleUpperCase();
}

/** A decorative round avatar with initials; the name is always written beside it, so it is aria-hidden. */
export function Avatar({ name, tone, size = 'md' }: { name: string; tone: number; size?: 'md' | 'lg' }) {
  return (
    <span className={`avatar avatar--${size} avatar--tone-${tone % 4}`} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
