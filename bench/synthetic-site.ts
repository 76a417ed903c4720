import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';

/**
 * A copy of the project's content and schemas with `factor` times as many locales: the real three plus
 * clones of the Serbian catalogue under generated codes (xaa, xab, …), each with its own prefix,
 * hreflang and og:locale (validate rejects two locales that share one).
 */
export function createSyntheticSite(projectRoot: string, factor: number): string {
  const root = mkdtempSync(path.join(tmpdir(), `fiskalis-x${factor}-`));
  for (const dir of ['content', 'schema']) cpSync(path.join(projectRoot, dir), path.join(root, dir), { recursive: true });
  const extra = Array.from({ length: 3 * factor - 3 }, (_, i) => syntheticCode(i));

  const siteFile = path.join(root, 'content/site.yaml');
  const site = parseDocument(readFileSync(siteFile, 'utf8'));
  for (const code of extra) {
    site.addIn(['locales'], { code, label: code.toUpperCase(), lang: 'sr-Latn-RS', hreflang: code, ogLocale: `${code}_RS`, prefix: `/${code}`, market: 'rsd', country: 'RS' });
  }
  writeFileSync(siteFile, site.toString());

  const serbian = readFileSync(path.join(root, 'content/messages/sr.yaml'), 'utf8');
  for (const code of extra) writeFileSync(path.join(root, `content/messages/${code}.yaml`), serbian);
  return root;
}

function syntheticCode(index: number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return `x${letters[Math.floor(index / 26) % 26]}${letters[index % 26]}`;
}
