/**
 * A QR-looking pattern as one SVG path (module runs merged per row), drawn from a fixed seed so every
 * build is identical. Decorative only: it encodes nothing.
 */
export function qrPath(size = 21, seed = 7): string {
  let state = seed;
  const random = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
  const finder = (x: number, y: number, ox: number, oy: number) => {
    const dx = x - ox, dy = y - oy;
    if (dx < 0 || dy < 0 || dx > 6 || dy > 6) return undefined;
    const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
    return ring !== 2;
  };
  let d = '';
  for (let y = 0; y < size; y++) {
    let run = 0;
    for (let x = 0; x <= size; x++) {
      const fixed = x < size ? finder(x, y, 0, 0) ?? finder(x, y, size - 7, 0) ?? finder(x, y, 0, size - 7) : false;
      const inQuiet = (x === 7 && y < 8) || (y === 7 && x < 8) || (x === size - 8 && y < 8) || (y === 7 && x > size - 9) || (x === 7 && y > size - 9) || (y === size - 8 && x < 8);
      const dark = x < size && (fixed ?? (!inQuiet && random() < 0.5));
      if (dark) run++;
      else if (run > 0) { d += `M${x - run} ${y}h${run}v1h-${run}z`; run = 0; }
    }
  }
  return d;
}
