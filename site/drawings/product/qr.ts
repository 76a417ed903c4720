/**
 * A QR-looking pattern as one SVG path, stroked 1 unit wide: each row's runs of dark modules are horizontal
 * strokes through the row's middle (half the bytes of filled rectangles). A fixed seed keeps every build
 * identical: three finder patterns, their quiet zones and seeded data modules. It encodes nothing, as the
 * receipts it sits on are made up.
 */
export function qrPath(size = 25, seed = 11): string {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const finder = (x: number, y: number, ox: number, oy: number) => {
    const dx = x - ox, dy = y - oy;
    if (dx < 0 || dy < 0 || dx > 6 || dy > 6) return undefined;
    return Math.max(Math.abs(dx - 3), Math.abs(dy - 3)) !== 2;
  };
  const quiet = (x: number, y: number) => (x === 7 && (y < 8 || y > size - 9)) || (y === 7 && (x < 8 || x > size - 9)) || (x === size - 8 && y < 8) || (y === size - 8 && x < 8);
  let d = '';
  for (let y = 0; y < size; y++) {
    let run = 0;
    for (let x = 0; x <= size; x++) {
      const fixed = x < size ? finder(x, y, 0, 0) ?? finder(x, y, size - 7, 0) ?? finder(x, y, 0, size - 7) : false;
      const dark = x < size && (fixed ?? (!quiet(x, y) && random() < 0.5));
      if (dark) run++;
      else if (run > 0) { d += `M${x - run} ${y}.5h${run}`; run = 0; }
    }
  }
  return d;
}
