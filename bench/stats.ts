import { performance } from 'node:perf_hooks';

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Median wall time in ms of `runs` calls after `warmup` unmeasured ones. */
export function measure(fn: () => void, { warmup = 3, runs = 15 } = {}): number {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

export function printTable(rows: readonly (readonly (string | number)[])[]): void {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  for (const row of rows) console.log(row.map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c]!) : String(cell).padStart(widths[c]!))).join('  '));
}
