import pc from 'picocolors';
import type { Problem } from '../errors/problem.js';

/**
 * What is wrong where, in few rows: one row per file with its number of problems and the count of each
 * code, most frequent first. Files beyond `maxRows` are folded into one last row.
 */
export function renderProblemSummary(problems: readonly Problem[], color: boolean, maxRows = Infinity): string {
  const c = pc.createColors(color);
  const byFile = new Map<string, Map<string, number>>();
  for (const { position, code } of problems) {
    const codes = byFile.get(position.file) ?? new Map<string, number>();
    codes.set(code, (codes.get(code) ?? 0) + 1);
    byFile.set(position.file, codes);
  }
  const rows = [...byFile].map(([file, codes]) => ({
    file,
    count: [...codes.values()].reduce((a, b) => a + b, 0),
    codes: [...codes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([code, n]) => `${code} ${n}`).join(', '),
  }));
  const shown = rows.length > maxRows ? rows.slice(0, Math.max(1, maxRows - 1)) : rows;
  const fileWidth = Math.max(...shown.map((r) => r.file.length));
  const countWidth = Math.max(...shown.map((r) => String(r.count).length));
  const lines = shown.map((r) => `  ${c.cyan(r.file.padEnd(fileWidth))}  ${String(r.count).padStart(countWidth)}  ${r.codes}`);
  const folded = rows.slice(shown.length);
  if (folded.length > 0) {
    const count = folded.reduce((sum, r) => sum + r.count, 0);
    lines.push(`  … ${folded.length} more file${folded.length === 1 ? '' : 's'} with ${count} problem${count === 1 ? '' : 's'}`);
  }
  return `Problems by file and code:\n${lines.join('\n')}`;
}
