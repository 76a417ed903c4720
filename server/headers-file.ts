import { readFileSync } from 'node:fs';
import type { HeaderRule } from '../core/build-files.js';

/** Reads dist/_headers, so the preview serves the same headers as a static host would. */
export function readHeadersFile(file: string): HeaderRule[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const rules: { pattern: string; headers: Record<string, string> }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else {
      const colon = line.indexOf(':');
      const rule = rules.at(-1);
      if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}

export function headersFor(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    const matches = rule.pattern.endsWith('/*') ? urlPath.startsWith(rule.pattern.slice(0, -1)) : urlPath === rule.pattern;
    if (matches) Object.assign(headers, rule.headers);
  }
  return headers;
}
